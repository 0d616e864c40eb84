import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
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

interface LineSpec {
  n: number;
  quantity: number;
  max: number;
}
const product = (n: number) => ({
  id: `P${n}`,
  productId: `PRD00000${n}`,
  name: `Product ${n}`,
  images: [],
  brand: { id: 'B1', name: 'Acme' },
  seller: { id: 'S1', storeName: 'Mehta Traders' },
  listPrice: { formatted: '₹100.00' },
  offerPrice: { formatted: '₹90.00' },
  percentOff: 10,
  rating: { average: 4.2 },
  inCart: false,
  stockStatus: 'IN_STOCK',
});
const line = ({ n, quantity, max }: LineSpec) => ({
  id: `LINE${n}`,
  quantity,
  maxQuantity: max,
  unitPrice: { formatted: '₹90.00' },
  savings: { formatted: `₹${10 * quantity}.00` },
  product: product(n),
});
const cart = (lines: LineSpec[]) => {
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  return {
    id: 'CART',
    lineCount: lines.length,
    unitCount: units,
    lines: lines.map(line),
    listTotal: { formatted: `₹${100 * units}.00` },
    savings: { amount: `${10 * units}.00`, formatted: `₹${10 * units}.00` },
    subTotal: { formatted: `₹${90 * units}.00` },
  };
};
const wishlist = (names: number[]) => ({
  id: 'WISHLIST',
  products: {
    totalCount: names.length,
    edges: names.map((n) => ({ cursor: `c${n}`, node: { ...product(n), name: `Wish ${n}` } })),
    pageInfo: { hasNextPage: false, endCursor: null },
  },
});

async function openPage(data: { lines?: LineSpec[]; wished?: number[] | null }, url = '/shopping-cart') {
  const view = await renderStorefront<ShoppingCartPageQueryType>(<ShoppingCartPage />, {
    path: '/shopping-cart',
    url,
    query: ShoppingCartPageQuery,
    variables: chosenListVariables,
  });
  const viewer = {
    user: { id: 'U1' },
    cart: cart(data.lines ?? []),
    wishlist: data.wished === null ? null : wishlist(data.wished ?? []),
    yourLists: { edges: [] },
    firstList: { edges: [] },
  };
  await act(async () =>
    view.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Viewer: () => viewer }),
    ),
  );
  return view;
}

/** The payload types of the cart's mutations. */
const CART_PAYLOADS = [
  'UpdateCartQuantityPayload',
  'RemoveFromCartPayload',
  'MoveToWishlistPayload',
  'MoveToCartPayload',
];

/** Answers the latest mutation with the cart (and wishlist) as the server now has them. */
function answer(environment: MockEnvironment, payload: { lines?: LineSpec[]; userError?: string }) {
  return act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(
        operation,
        Object.fromEntries(
          CART_PAYLOADS.map((type) => [
            type,
            () =>
              payload.userError
                ? { cart: null, wishlist: null, product: null, userErrors: [{ message: payload.userError }] }
                : { cart: cart(payload.lines ?? []), wishlist: wishlist([]), product: product(1), userErrors: [] },
          ]),
        ),
      ),
    ),
  );
}

const lineOf = (name: string) => within(screen.getByRole('listitem', { name }));
const quantityOf = (name: string) => lineOf(name).getByLabelText('Quantity').textContent;
const mutations = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.operationKind === 'mutation');

describe('the cart tab', () => {
  it('shows each line with its prices and the order summary', async () => {
    await openPage({
      lines: [
        { n: 1, quantity: 2, max: 3 },
        { n: 2, quantity: 1, max: 5 },
      ],
    });
    const first = lineOf('Product 1');
    expect(first.getByRole('link', { name: 'Product 1' }).getAttribute('href')).toBe('/product-page/PRD000001');
    for (const text of [
      'Brand: Acme',
      'Sold by Mehta Traders',
      '₹90.00',
      '₹100.00',
      '10% OFF',
      'Incl. GST',
      'You Save ₹20.00',
    ]) {
      expect(first.getByText(text)).toBeTruthy();
    }
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    // Two lines, three units: the items counted are the units, as the navbar's count.
    expect(summary.getByText('Price (3 items)')).toBeTruthy();
    expect(summary.getByText('₹300.00')).toBeTruthy();
    expect(summary.getByText('−₹30.00')).toBeTruthy();
    expect(summary.getByText('₹270.00')).toBeTruthy();
    expect(summary.getByText('Free')).toBeTruthy();
    expect(summary.getByText('You will save ₹30.00 on this order')).toBeTruthy();
    expect(summary.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkOut-page');
  });

  it('says "Your Cart Is Empty" with a way back to shopping', async () => {
    await openPage({ lines: [] });
    expect(screen.getByRole('heading', { name: 'Your Cart Is Empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it('raises a quantity at once, stops at the bound, and goes back with a toast when the change fails', async () => {
    const { environment } = await openPage({ lines: [{ n: 1, quantity: 2, max: 3 }] });
    const increase = lineOf('Product 1').getByRole('button', { name: 'Increase quantity' });
    fireEvent.click(increase);
    expect(quantityOf('Product 1')).toBe('3');
    expect((increase as HTMLButtonElement).disabled).toBe(true);
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { productId: 'PRD000001', quantity: 3 },
      inCheckout: false,
    });
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('The server answered 502')));
    expect(quantityOf('Product 1')).toBe('2');
    await waitFor(() => expect(toastTitles()).toEqual(['Failed to update quantity. Please try again.']));
    expect((lineOf('Product 1').getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('sends only the latest of rapid clicks after the request in flight, so the last answer is the last click', async () => {
    const { environment } = await openPage({ lines: [{ n: 2, quantity: 1, max: 5 }] });
    const increase = lineOf('Product 2').getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 3; i += 1) fireEvent.click(increase);
    expect(quantityOf('Product 2')).toBe('4');
    expect(mutations(environment).map((op) => op.request.variables.input.quantity)).toEqual([2]);
    await answer(environment, { lines: [{ n: 2, quantity: 2, max: 5 }] });
    expect(mutations(environment).map((op) => op.request.variables.input.quantity)).toEqual([4]);
    expect(quantityOf('Product 2')).toBe('4');
    await answer(environment, { lines: [{ n: 2, quantity: 4, max: 5 }] });
    expect(mutations(environment)).toHaveLength(0);
    expect(quantityOf('Product 2')).toBe('4');
    expect(toastTitles()).toEqual([]);
  });

  it('shows a refused quantity as the server left it, with the refusal', async () => {
    const { environment } = await openPage({ lines: [{ n: 1, quantity: 2, max: 9 }] });
    fireEvent.click(lineOf('Product 1').getByRole('button', { name: 'Increase quantity' }));
    await answer(environment, { userError: 'Maximum quantity reached: only 2 allowed' });
    expect(quantityOf('Product 1')).toBe('2');
    await waitFor(() => expect(toastTitles()).toEqual(['Maximum quantity reached: only 2 allowed']));
  });

  it('asks before removing; the line leaves at once and comes back if the removal fails', async () => {
    const { environment } = await openPage({
      lines: [
        { n: 1, quantity: 2, max: 3 },
        { n: 2, quantity: 1, max: 5 },
      ],
    });
    fireEvent.click(lineOf('Product 2').getByRole('button', { name: 'Remove' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Are you sure you want to remove this item from the cart?')).toBeTruthy();
    expect(mutations(environment)).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('listitem', { name: 'Product 2' })).toBeNull();
    expect(screen.getByText('Price (2 items)')).toBeTruthy();
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { productId: 'PRD000002' },
      inCheckout: false,
    });
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('The server answered 502')));
    expect(screen.getByRole('listitem', { name: 'Product 2' })).toBeTruthy();
    expect(screen.getByText('Price (3 items)')).toBeTruthy();
    await waitFor(() => expect(toastTitles()).toEqual(['Failed to remove item. Please try again.']));
  });

  it('moves a line to the wishlist, and keeps it when the wishlist already has the product', async () => {
    const { environment } = await openPage({
      lines: [
        { n: 1, quantity: 2, max: 3 },
        { n: 2, quantity: 1, max: 5 },
      ],
    });
    fireEvent.click(lineOf('Product 1').getByRole('button', { name: 'Move to Wishlist' }));
    expect(screen.queryByRole('listitem', { name: 'Product 1' })).toBeNull();
    await answer(environment, { userError: 'Product already in wishlist' });
    expect(screen.getByRole('listitem', { name: 'Product 1' })).toBeTruthy();
    await waitFor(() => expect(toastTitles()).toEqual(['Product already in wishlist']));

    fireEvent.click(lineOf('Product 1').getByRole('button', { name: 'Move to Wishlist' }));
    await answer(environment, { lines: [{ n: 2, quantity: 1, max: 5 }] });
    expect(screen.queryByRole('listitem', { name: 'Product 1' })).toBeNull();
    await waitFor(() => expect(toastTitles()).toEqual(['Product already in wishlist', 'Product Moved to Wishlist']));
  });
});

describe('the wishlist tab', () => {
  it('opens from #my-Wishlist and filters by name, ignoring case', async () => {
    await openPage({ wished: [1, 2, 3] }, '/shopping-cart#my-Wishlist');
    expect(screen.getByRole('tab', { name: 'Wishlist', selected: true })).toBeTruthy();
    expect(screen.getByText('3 Products')).toBeTruthy();
    const rows = () =>
      within(screen.getByRole('list', { name: 'Wishlist items' }))
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label'));
    expect(rows()).toEqual(['Wish 1', 'Wish 2', 'Wish 3']);
    const search = screen.getByRole('searchbox', { name: 'Search wishlist' });
    expect(search.getAttribute('placeholder')).toBe('Search Product Name, TCIN');
    fireEvent.change(search, { target: { value: 'wISH 2' } });
    expect(rows()).toEqual(['Wish 2']);
    fireEvent.change(search, { target: { value: 'kettle' } });
    expect(screen.getByText('No products found')).toBeTruthy();
  });

  it('says "Removing" while a product leaves, and moves one to the cart', async () => {
    const { environment } = await openPage({ wished: [1, 2] }, '/shopping-cart#my-Wishlist');
    const row = within(screen.getByRole('listitem', { name: 'Wish 1' }));
    fireEvent.click(row.getByRole('button', { name: 'Remove' }));
    expect(row.getByRole('button', { name: 'Removing' })).toBeTruthy();
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useChangeWishlistRemoveMutation');
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          RemoveFromWishlistPayload: () => ({ product: product(1), wishlist: wishlist([2]), userErrors: [] }),
        }),
      ),
    );
    expect(screen.queryByRole('listitem', { name: 'Wish 1' })).toBeNull();

    fireEvent.click(
      within(screen.getByRole('listitem', { name: 'Wish 2' })).getByRole('button', { name: 'Add To Cart' }),
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { productId: 'PRD000002' } });
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('The server answered 502')));
    await waitFor(() => expect(toastTitles()).toEqual(['Failed to add item to cart. Please try again.']));
  });

  it('says "Your Wishlist is Empty", and "Error loading wishlist. Please try again." when it could not be read', async () => {
    await openPage({ wished: [] }, '/shopping-cart#my-Wishlist');
    expect(screen.getByText('Your Wishlist is Empty')).toBeTruthy();
    cleanup();
    await openPage({ wished: null }, '/shopping-cart#my-Wishlist');
    expect(screen.getByRole('alert').textContent).toBe('Error loading wishlist. Please try again.');
  });
});
