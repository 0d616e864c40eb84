import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AddToListButton } from '../../web/src/components/AddToListButton.tsx';
import { ShoppingCartPage, ShoppingCartPageQuery } from '../../web/src/pages/ShoppingCartPage/ShoppingCartPage.tsx';
import type { ShoppingCartPageQuery as ShoppingCartPageQueryType } from '../../web/src/pages/ShoppingCartPage/__generated__/ShoppingCartPageQuery.graphql.ts';
import { toaster } from '../../web/src/feedback/toaster.tsx';
import { chosenListVariables } from '../../web/src/routing/areas/cartRoutes.tsx';
import { renderStorefront, type MockEnvironment } from '../helpers/renderStorefront.tsx';

let toasts: MockInstance<typeof toaster.create>;
beforeEach(() => {
  toasts = vi.spyOn(toaster, 'create');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
const toastTitles = () => toasts.mock.calls.map(([options]) => options.title);
const answer = (environment: MockEnvironment, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) =>
  act(async () =>
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers)),
  );
/** Chooses a radio; Chakra's radio group reports the change a tick later. */
async function choose(radio: HTMLElement) {
  fireEvent.click(radio);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
const fail = (environment: MockEnvironment) =>
  act(async () => environment.mock.rejectMostRecentOperation(new Error('The server answered 502')));

const PRODUCT = { id: 'P1', productId: 'PRD000001', inWishlist: false };
const VIEWER_ID = 'VIEWER';
/** Answers the latest operation with exactly `data` (fields with arguments are not filled from nested mock data). */
const answerData = (environment: MockEnvironment, data: object) =>
  act(async () => environment.mock.resolveMostRecentOperation({ data } as never));
const listItems = { totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } };
const noLists = { edges: [], pageInfo: { hasNextPage: false, endCursor: null } };
const list = (n: number, containsProduct: boolean) => ({
  id: `L${n}`,
  listId: `LST000${n}`,
  name: `List ${n}`,
  containsProduct,
});

describe('the Add to List dialog', () => {
  async function openDialog(
    viewer: object = { user: { id: 'U1' }, lists: { edges: [{ node: list(1, false) }, { node: list(2, true) }] } },
  ) {
    const view = renderStorefront(<AddToListButton product={PRODUCT} label="Add to list" />, {
      path: '/product-page/:id',
      url: '/product-page/PRD000001',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to list' }));
    expect(view.environment.mock.getMostRecentOperation().request.variables).toEqual({ productId: 'PRD000001' });
    expect(await screen.findByText('Loading...')).toBeTruthy();
    await answerData(view.environment, { viewer: { id: VIEWER_ID, ...viewer }, product: PRODUCT });
    return { ...view, dialog: within(await screen.findByRole('dialog', { name: 'Add to List' })) };
  }

  it('asks to pick a list, then offers Add or Remove by whether the list holds the product', async () => {
    const { dialog, environment } = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Please select a list']));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await choose(dialog.getByRole('radio', { name: 'List 2' }));
    expect(dialog.getByRole('button', { name: 'Remove' })).toBeTruthy();
    await choose(dialog.getByRole('radio', { name: 'List 1' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Add' })));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { listId: 'LST0001', productId: 'PRD000001' },
      productId: 'PRD000001',
    });
    // Membership flips at once.
    expect(dialog.getByRole('button', { name: 'Remove' })).toBeTruthy();
    await answerData(environment, {
      addProductToList: { list: { ...list(1, true), items: listItems }, userErrors: [] },
    });
    await waitFor(() => expect(toastTitles()).toEqual(['Please select a list', 'Added to List 1']));
    expect(dialog.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('flips back with a toast when the change fails', async () => {
    const { dialog, environment } = await openDialog();
    await choose(dialog.getByRole('radio', { name: 'List 2' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Remove' })));
    expect(dialog.getByRole('button', { name: 'Add' })).toBeTruthy();
    await fail(environment);
    expect(dialog.getByRole('button', { name: 'Remove' })).toBeTruthy();
    await waitFor(() => expect(toastTitles()).toEqual(['Failed to remove from the list. Please try again.']));
  });

  it('ticks Wishlist at once and unticks it when the server refuses', async () => {
    const { dialog, environment } = await openDialog();
    const box = dialog.getByRole('checkbox', { name: 'Wishlist' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await act(async () => fireEvent.click(box));
    expect(box.checked).toBe(true);
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useChangeWishlistAddMutation');
    await answerData(environment, {
      addToWishlist: {
        product: null,
        wishlist: null,
        userErrors: [{ code: 'ALREADY_EXISTS', message: 'Product already exists in wishlist' }],
      },
    });
    expect(box.checked).toBe(false);
    await waitFor(() => expect(toastTitles()).toEqual(['Product already exists in wishlist']));
  });

  it('creates a list holding the product: Save waits for a name', async () => {
    const { dialog, environment } = await openDialog({ user: { id: 'U1' }, lists: { edges: [] } });
    expect(dialog.getByText('No List Found')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Create New List' }));
    const save = dialog.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText(/List name/), { target: { value: '   ' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText(/List name/), { target: { value: 'Birthday' } });
    expect(save.disabled).toBe(false);
    await act(async () => fireEvent.click(save));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { name: 'Birthday', productIds: ['PRD000001'] },
      productId: 'PRD000001',
    });
    const created = {
      ...list(9, true),
      name: 'Birthday',
      shareUrl: 'http://shop.test/',
      isPrivate: false,
      items: listItems,
    };
    const lists = {
      edges: [{ __typename: 'ListEdge', cursor: 'c9', node: { __typename: 'List', ...created } }],
      pageInfo: { hasNextPage: false, endCursor: 'c9' },
    };
    await answerData(environment, {
      createList: {
        list: created,
        viewer: { id: VIEWER_ID, lists, yourLists: lists, firstList: lists },
        userErrors: [],
      },
    });
    await waitFor(() => expect(toastTitles()).toEqual(['Added to Birthday']));
    expect((dialog.getByRole('radio', { name: 'Birthday' }) as HTMLInputElement).checked).toBe(true);
    expect(dialog.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('sends a guest to sign in and back', async () => {
    const { environment } = renderStorefront(<AddToListButton product={PRODUCT} label="Add to list" />, {
      path: '/product-page/:id',
      url: '/product-page/PRD000001',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to list' }));
    await answerData(environment, { viewer: { id: VIEWER_ID, user: null, lists: { edges: [] } }, product: PRODUCT });
    expect(await screen.findByText('at /login?redirect=%2Fproduct-page%2FPRD000001')).toBeTruthy();
  });
});

describe('the Shared List tab', () => {
  const products = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      node: {
        id: `P${i + 1}`,
        productId: `PRD00000${i + 1}`,
        name: `Item ${i + 1}`,
        images: [],
        percentOff: 0,
        rating: { average: 4 },
      },
    }));
  const sharedList = (n: number, items: number) => ({
    ...list(n, false),
    shareUrl: `http://shop.test/shopping-cart?listId=LST000${n}#my-Wishlist`,
    items: { totalCount: items, edges: products(items) },
  });

  type SharedListData = ReturnType<typeof sharedList>;
  /** Answers the page's query with the shopper's `lists`: their names, the first one's products and the chosen's. */
  const answerPage = (environment: MockEnvironment, lists: SharedListData[], url: string) => {
    const chosen = lists.find((l) => l.listId === new URL(url, 'http://shop.test').searchParams.get('listId'));
    return answer(environment, {
      Viewer: () => ({
        id: VIEWER_ID,
        chosenList: chosen ?? null,
        user: { id: 'U1' },
        cart: { lines: [] },
        wishlist: { products: { edges: [] } },
        yourLists: { edges: lists.map((node) => ({ node })) },
        firstList: { edges: lists.slice(0, 1).map((node) => ({ node })) },
      }),
    });
  };

  async function openTab(lists: SharedListData[], url = '/shopping-cart?listId=LST0002') {
    const view = await renderStorefront<ShoppingCartPageQueryType>(<ShoppingCartPage />, {
      path: '/shopping-cart',
      url,
      query: ShoppingCartPageQuery,
      variables: chosenListVariables,
    });
    await answerPage(view.environment, lists, url);
    return view;
  }

  it('opens the list of ?listId=, else the first, and shares it', async () => {
    const lists = [sharedList(1, 0), sharedList(2, 2)];
    const { environment } = await openTab(lists);
    expect(screen.getByRole('tab', { name: 'Shared List', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('List 2');
    expect(screen.getByText('2 Products')).toBeTruthy();
    const share = vi.fn(async () => undefined);
    Object.assign(navigator, { share });
    fireEvent.click(screen.getByRole('button', { name: 'Share List 2' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Shared List: List 2',
      url: 'http://shop.test/shopping-cart?listId=LST0002#my-Wishlist',
    });
    Object.assign(navigator, { share: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Share List 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shared List: List 2' });
    expect(within(dialog).getByText('Your browser does not support sharing. Copy this link to share it:')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Link to share' }) as HTMLInputElement).value).toBe(
      'http://shop.test/shopping-cart?listId=LST0002#my-Wishlist',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The page's one query reads the list the new ?listId= chooses.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'List 1' })));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ listChosen: true });
    await answerPage(environment, lists, '/shopping-cart?listId=LST0001');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('List 1');
    expect(screen.getByText('No products found')).toBeTruthy();
  });

  it('shows a long list a page at a time: "Show more" brings the next page', async () => {
    const firstPage = { totalCount: 25, edges: products(20), pageInfo: { hasNextPage: true, endCursor: 'c20' } };
    const long = { ...sharedList(2, 25), items: firstPage };
    const { environment } = await openTab([long]);
    const cards = () => within(screen.getByRole('list', { name: 'List products' })).queryAllByRole('listitem');
    expect(screen.getByText('25 Products')).toBeTruthy();
    expect(cards()).toHaveLength(20);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more' })));
    const next = environment.mock.getMostRecentOperation().request;
    expect(next.node.params.name).toBe('SharedListProductsPaginationQuery');
    expect(next.variables).toMatchObject({ id: 'L2', count: 20, cursor: 'c20' });
    await answer(environment, {
      List: () => ({ id: 'L2', items: { totalCount: 25, edges: products(25).slice(20) } }),
      PageInfo: () => ({ hasNextPage: false }),
    });
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(products(25).map(({ node }) => node.name));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('takes a product out at once and puts it back when that fails', async () => {
    const { environment } = await openTab([sharedList(2, 2)]);
    const cards = () =>
      within(screen.getByRole('list', { name: 'List products' }))
        .queryAllByRole('listitem')
        .map((c) => c.getAttribute('aria-label'));
    fireEvent.click(within(screen.getByRole('listitem', { name: 'Item 1' })).getByRole('button', { name: 'Remove' }));
    expect(cards()).toEqual(['Item 2']);
    expect(screen.getByText('1 Product')).toBeTruthy();
    await fail(environment);
    expect(cards()).toEqual(['Item 1', 'Item 2']);
    await waitFor(() => expect(toastTitles()).toEqual(['Failed to remove from the list. Please try again.']));
  });

  it('asks before deleting a list, says "Deleting..." while it is deleted, "Failed to delete list" when it fails, and "No List Found" when none is left', async () => {
    const { environment } = await openTab([sharedList(2, 1)]);
    const confirmDelete = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete List 2' }));
      const question = await screen.findByRole('alertdialog');
      expect(within(question).getByText('Are you sure you want to delete the list “List 2”?')).toBeTruthy();
      fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    };
    fireEvent.click(screen.getByRole('button', { name: 'Delete List 2' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(environment.mock.getAllOperations()).toEqual([]);
    await confirmDelete();
    expect(screen.getByRole('button', { name: 'Delete List 2' }).textContent).toBe('Deleting...');
    await fail(environment);
    await waitFor(() => expect(toastTitles()).toEqual(['Failed to delete list']));
    await confirmDelete();
    await answerData(environment, {
      deleteList: {
        deletedListId: 'L2',
        viewer: { id: VIEWER_ID, yourLists: noLists, firstList: noLists },
        userErrors: [],
      },
    });
    expect(screen.getByText('No List Found')).toBeTruthy();
    expect(screen.getByText('Create a new list to start sharing products with others')).toBeTruthy();
  });
});
