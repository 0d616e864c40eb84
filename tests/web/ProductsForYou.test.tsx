import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import HomePageQuery, {
  type HomePageQuery as HomePageQueryType,
} from '../../web/src/pages/HomePage/__generated__/HomePageQuery.graphql.ts';
import { ProductsForYou } from '../../web/src/pages/HomePage/ProductsForYou.tsx';
import { renderStorefront } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

function renderSection() {
  const environment = createMockEnvironment();
  renderStorefront(
    <Suspense fallback="Loading...">
      <Section />
    </Suspense>,
    { environment },
  );
  return environment;
}

function Section() {
  const data = useLazyLoadQuery<HomePageQueryType>(HomePageQuery, { recentIds: [], skipRecent: true });
  return <ProductsForYou query={data} />;
}

/** A page of the connection: products `from`..`from + count - 1` of `total`, numbered by their edge. */
function page(from: number, count: number, total: number) {
  return {
    ProductConnection: () => ({
      totalCount: total,
      edges: Array.from({ length: count }, () => ({})),
      pageInfo: { hasNextPage: from + count < total, endCursor: `c${from + count - 1}` },
    }),
    Product: (context: { path?: readonly string[] | null }) => {
      const path = context.path ?? [];
      const i = from + Number(path[path.indexOf('edges') + 1]);
      return {
        id: `p${i}`,
        productId: `PRD${i}`,
        name: `Product ${i}`,
        percentOff: 0,
        stockStatus: 'IN_STOCK',
        badge: null,
        rating: { average: 0, count: 0 },
      };
    },
  };
}

describe('Product for you', () => {
  it('shows a page of products and appends the next page on "Show more"', async () => {
    const environment = renderSection();
    const first = environment.mock.getMostRecentOperation();
    await act(async () => environment.mock.resolve(first, MockPayloadGenerator.generate(first, page(0, 2, 3))));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('ProductsForYouPaginationQuery');
    expect(next.request.variables).toMatchObject({ count: 20, cursor: 'c1' });
    await act(async () => environment.mock.resolve(next, MockPayloadGenerator.generate(next, page(2, 1, 3))));
    expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual([
      expect.stringContaining('Product 0'),
      expect.stringContaining('Product 1'),
      expect.stringContaining('Product 2'),
    ]);
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('keeps the products it has and says why when the next page fails', async () => {
    const environment = renderSection();
    const first = environment.mock.getMostRecentOperation();
    await act(async () => environment.mock.resolve(first, MockPayloadGenerator.generate(first, page(0, 2, 3))));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await act(async () =>
      environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('The server answered 502')),
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('Error: The server answered 502');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });
});
