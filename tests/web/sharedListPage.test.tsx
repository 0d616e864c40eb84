import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SharedListPage, SharedListPageQuery } from '../../web/src/pages/SharedListPage/SharedListPage.tsx';
import type { SharedListPageQuery as SharedListPageQueryType } from '../../web/src/pages/SharedListPage/__generated__/SharedListPageQuery.graphql.ts';
import { renderStorefront, type MockEnvironment } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

const TOKEN = 'Jx1oUzs0fQ5mYf3a0pHk2v3yqk7D8bqkJ2dQj6z4WcE';
const answerData = (environment: MockEnvironment, data: object) =>
  act(async () => environment.mock.resolveMostRecentOperation({ data } as never));
const product = (n: number, inCart = false) => ({
  id: `P${n}`,
  productId: `PRD00000${n}`,
  name: `Product ${n}`,
  images: [{ url: `/p${n}.svg` }],
  offerPrice: { formatted: `₹${n}00.00` },
  listPrice: { formatted: `₹${n}50.00` },
  percentOff: n === 1 ? 33 : 0,
  stockStatus: n === 2 ? 'OUT_OF_STOCK' : 'IN_STOCK',
  inCart,
});
const shared = (list: object | null, nodes: object[]) => ({
  __typename: 'SharedList',
  name: 'Diwali Gifts',
  ownerFirstName: 'Rahul',
  list,
  items: { totalCount: nodes.length, edges: nodes.map((node) => ({ node })) },
});

async function open(sharedList: object | null, user: object | null = null) {
  const view = await renderStorefront<SharedListPageQueryType>(<SharedListPage />, {
    path: '/lists/shared/:shareToken',
    url: `/lists/shared/${TOKEN}`,
    query: SharedListPageQuery,
    variables: { shareToken: TOKEN },
  });
  expect(screen.getByText('Loading...')).toBeTruthy();
  await answerData(view.environment, { sharedList, viewer: { id: 'VIEWER', user } });
  return view;
}

describe('SharedListPage', () => {
  it("shows the list read-only: name, owner's first name, products with prices and Add to Cart", async () => {
    await open(shared(null, [product(1), product(2), product(3, true)]));
    expect(screen.getByRole('heading', { level: 1, name: 'Diwali Gifts' })).toBeTruthy();
    expect(screen.getByText('Shared by Rahul · 3 Products')).toBeTruthy();
    const first = screen.getByRole('listitem', { name: 'Product 1' });
    expect(first.textContent).toContain('₹100.00');
    expect(first.textContent).toContain('₹150.00');
    expect(first.textContent).toContain('33% OFF');
    expect(screen.getByRole('listitem', { name: 'Product 2' }).querySelector('button')?.textContent).toBe(
      'Out of Stock',
    );
    expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Go to Cart' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('says "No products found" for an empty list', async () => {
    await open(shared(null, []));
    expect(screen.getByText('Shared by Rahul · 0 Products')).toBeTruthy();
    expect(screen.getByText('No products found')).toBeTruthy();
  });

  it('takes the owner to her own list, editable', async () => {
    await open(shared({ listId: 'LST0002' }, [product(1)]), { id: 'U1' });
    expect(await screen.findByText('at /shopping-cart?listId=LST0002')).toBeTruthy();
  });

  it('says a private list is private, offering a guest (not a signed-in shopper) to sign in', async () => {
    const guest = await open({ __typename: 'PrivateList', shareToken: TOKEN });
    expect(screen.getByRole('heading', { level: 1, name: 'This list is private' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(`/lists/shared/${TOKEN}`)}`,
    );
    guest.unmount();
    await open({ __typename: 'PrivateList', shareToken: TOKEN }, { id: 'U2' });
    expect(screen.getByRole('heading', { level: 1, name: 'This list is private' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('says "List Not Found" when no list has the token', async () => {
    await open(null);
    expect(screen.getByRole('heading', { level: 1, name: 'List Not Found' })).toBeTruthy();
  });
});
