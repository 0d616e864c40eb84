import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderCancellationPageQuery as OrderCancellationPageQueryType } from '../../web/src/pages/OrderCancellationPage/__generated__/OrderCancellationPageQuery.graphql.ts';
import {
  OrderCancellationPage,
  OrderCancellationPageQuery,
} from '../../web/src/pages/OrderCancellationPage/OrderCancellationPage.tsx';
import type { OrderDetailsPageQuery as OrderDetailsPageQueryType } from '../../web/src/pages/OrderDetailsPage/__generated__/OrderDetailsPageQuery.graphql.ts';
import { OrderDetailsPage, OrderDetailsPageQuery } from '../../web/src/pages/OrderDetailsPage/OrderDetailsPage.tsx';
import type { MyOrdersPaneQuery as MyOrdersPaneQueryType } from '../../web/src/pages/MyOrdersPane/__generated__/MyOrdersPaneQuery.graphql.ts';
import { MyOrdersPane, MyOrdersPaneQuery } from '../../web/src/pages/MyOrdersPane/MyOrdersPane.tsx';
import { ReviewsPane, ReviewsPaneQuery } from '../../web/src/pages/ReviewsPane/ReviewsPane.tsx';
import { orderFilterOf } from '../../web/src/pages/MyOrdersPane/orderFilters.ts';
import { renderStorefront, resolveWith } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

const money = (amount: number) => ({ amount: amount.toFixed(2), formatted: `₹${amount.toFixed(2)}` });
const REASONS = [
  { reason: 'BETTER_PRICE_ELSEWHERE', text: 'I found a better price elsewhere' },
  { reason: 'WRONG_ADDRESS', text: 'I entered wrong address' },
  { reason: 'WRONG_PRODUCT', text: 'I ordered the wrong product' },
  { reason: 'CHANGED_MIND', text: 'I changed my mind' },
  { reason: 'DELIVERY_TOO_LONG', text: 'Delivery time is too long' },
  { reason: 'OTHER', text: 'Other reason' },
];

function line(productId: string, over: Record<string, unknown> = {}) {
  return {
    id: `line-${productId}`,
    productId,
    productName: `Product ${productId}`,
    brandName: 'India Gate',
    storeName: 'Mehta Traders',
    quantity: 2,
    status: 'PROCESSING',
    statusText: 'Processing',
    canCancel: true,
    cannotCancelReason: null,
    expectedDelivery: '2026-11-08',
    image: { url: `/images/${productId}.svg`, alt: `Product ${productId}` },
    unitPrice: money(100),
    lineTotal: money(200),
    tracker: [
      { title: 'Order Placed', done: true, reachedAt: '2026-11-01T06:30:00.000Z', expectedAt: null },
      { title: 'On the Way', done: false, reachedAt: null, expectedAt: null },
      { title: 'Out of Delivery', done: false, reachedAt: null, expectedAt: null },
      { title: 'Delivered', done: false, reachedAt: null, expectedAt: '2026-11-08T06:30:00.000Z' },
    ],
    ...over,
  };
}

function order(items: object[], cancelledItems: object[] = []) {
  return {
    id: 'T3JkZXI6T1JEMDAwMQ==',
    orderId: 'ORD0001',
    placedAt: '2026-11-01T06:30:00.000Z',
    paymentMethod: 'CASH_ON_DELIVERY',
    canCancel: items.some((i: any) => i.canCancel),
    shipTo: {
      name: 'Rahul Sharma',
      phoneNumber: '9876543210',
      houseName: '12 MG Road',
      localArea: 'Fort',
      landmark: null,
      state: 'Maharashtra',
      pincode: '400001',
    },
    subTotal: money(450),
    shipping: money(0),
    coinDiscount: money(5),
    total: money(445),
    currentTotal: money(445),
    amountDue: money(445),
    items,
    cancelledItems,
  };
}

const viewer = (o: object | null) => ({ id: 'Vmlld2Vy', user: { id: 'VXNlcjox' }, order: o });

async function openDetails(o: object) {
  const view = await renderStorefront<OrderDetailsPageQueryType>(<OrderDetailsPage />, {
    path: '/order-inner-page/:orderId',
    url: '/order-inner-page/ORD0001',
    query: OrderDetailsPageQuery,
    variables: { orderId: 'ORD0001' },
  });
  await act(async () => view.environment.mock.resolveMostRecentOperation({ data: { viewer: viewer(o) } } as never));
  return view;
}

/** The gateway's Refund Amount Summary of the chosen lines: prepaid (both refund methods) unless `refundAmount` is 0. */
const refundQuote = (orderAmount: number, refundAmount = orderAmount) => ({
  orderAmount: money(orderAmount),
  refundAmount: money(refundAmount),
  refundMethods: refundAmount > 0 ? ['ORIGINAL', 'WALLET'] : [],
  coinsReturned: 0,
});

/** Answers the form's refetch of the refund for the lines now chosen. */
async function answerRefund(environment: { mock: any }, quote: ReturnType<typeof refundQuote>) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.operation.name).toBe('CancellationFormRefundQuery');
  await act(async () =>
    environment.mock.resolve(operation, {
      data: { node: { __typename: 'Order', id: 'T3JkZXI6T1JEMDAwMQ==', cancellationRefund: quote } },
    }),
  );
}

/**
 * The cancellation page at `url`: its one query asks for the refund of the lines the URL chose (`?lineId=`),
 * answered with `quote`.
 */
async function openCancellation(o: object, url = '/order-inner-cancellation/ORD0001', quote = refundQuote(0)) {
  const lineIds = new URL(url, 'http://storefront.test').searchParams.getAll('lineId');
  const view = await renderStorefront<OrderCancellationPageQueryType>(<OrderCancellationPage />, {
    path: '/order-inner-cancellation/:orderId',
    url,
    query: OrderCancellationPageQuery,
    variables: { orderId: 'ORD0001', lineIds },
  });
  const withRefund = { ...o, cancellationRefund: quote };
  await act(async () =>
    view.environment.mock.resolveMostRecentOperation({
      data: { cancellationReasons: REASONS, viewer: viewer(withRefund) },
    } as never),
  );
  return view;
}

describe('the order details page', () => {
  it('shows the address, payment summary and each line with its tracker and Cancel Item', async () => {
    await openDetails(
      order([
        line('PRD1'),
        line('PRD2', {
          status: 'OUT_FOR_DELIVERY',
          statusText: 'Arriving on Sunday, 8 November',
          canCancel: false,
          cannotCancelReason: 'It is out for delivery and can no longer be cancelled',
        }),
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Order Details - ORD0001' })).toBeTruthy();
    expect(screen.getByText('Rahul Sharma')).toBeTruthy();
    expect(screen.getByText('Placed on: 1 November 2026')).toBeTruthy();
    const payment = within(screen.getByRole('region', { name: 'Payment Summary' }));
    expect(payment.getByText('Cash on Delivery')).toBeTruthy();
    expect(payment.getByText('− ₹5.00')).toBeTruthy();
    // The total, and, cash on delivery, the same still due.
    expect(payment.getAllByText('₹445.00')).toHaveLength(2);
    expect(payment.getByText('Amount Due')).toBeTruthy();

    const first = within(screen.getByRole('article', { name: 'Product PRD1' }));
    expect(first.getByRole('link', { name: 'Cancel Item' }).getAttribute('href')).toBe(
      '/order-inner-cancellation/ORD0001?lineId=line-PRD1',
    );
    const second = within(screen.getByRole('article', { name: 'Product PRD2' }));
    const cannot = second.getByRole('button', { name: 'Cannot Cancel' }) as HTMLButtonElement;
    expect(cannot.disabled).toBe(true);
    expect(cannot.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(cannot.getAttribute('aria-describedby')!)?.textContent).toBe(
      'It is out for delivery and can no longer be cancelled',
    );
  });

  it('draws the tracker from the steps: reached ones done with their date, Delivered with the expected delivery day', async () => {
    await openDetails(
      order([
        line('PRD1', {
          expectedDelivery: '2026-11-22',
          tracker: [
            { title: 'Order Placed', done: true, reachedAt: '2026-11-01T06:30:00.000Z', expectedAt: null },
            { title: 'On the Way', done: true, reachedAt: null, expectedAt: null },
            { title: 'Out of Delivery', done: false, reachedAt: null, expectedAt: null },
            { title: 'Delivered', done: false, reachedAt: null, expectedAt: '2026-11-22T06:30:00.000Z' },
          ],
        }),
      ]),
    );
    const tracker = within(screen.getByRole('list', { name: 'Progress of Product PRD1' }));
    const steps = tracker.getAllByRole('listitem').map((step) => step.textContent);
    expect(steps).toEqual([
      'Order Placed (done)1st Nov 2026',
      'On the Way (done)',
      'Out of Delivery (not yet)',
      'Delivered (not yet)Expected by Sunday, 22 November',
    ]);
    expect(tracker.getAllByRole('listitem')[1]!.getAttribute('aria-current')).toBe('step');
  });

  it('shows only Order Placed and Cancelled for a cancelled line', async () => {
    await openDetails(
      order(
        [],
        [
          line('PRD1', {
            status: 'CANCELLED',
            statusText: 'Cancelled on 2 November 2026',
            canCancel: false,
            cannotCancelReason: 'It has already been cancelled',
            expectedDelivery: null,
            tracker: [
              { title: 'Order Placed', done: true, reachedAt: '2026-11-01T06:30:00.000Z', expectedAt: null },
              { title: 'Cancelled', done: true, reachedAt: '2026-11-02T06:30:00.000Z', expectedAt: null },
            ],
          }),
        ],
      ),
    );
    const steps = within(screen.getByRole('list', { name: 'Progress of Product PRD1' }))
      .getAllByRole('listitem')
      .map((s) => s.textContent);
    expect(steps).toEqual(['Order Placed (done)1st Nov 2026', 'Cancelled (done)2nd Nov 2026']);
    expect(screen.getByText('Cancelled on 2 November 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cannot Cancel' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cancel Item' })).toBeNull();
  });

  it("says so when the order is not the shopper's, with the way back to My Orders", async () => {
    await openDetails(null as never);
    expect(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Orders' }).getAttribute('href')).toBe(
      '/my-account?pane=my-orders',
    );
  });
});

describe('the cancellation form', () => {
  const checkbox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) }) as HTMLInputElement;
  const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
  const submit = () => screen.getByRole('button', { name: 'Cancel Order' }) as HTMLButtonElement;
  const refund = () =>
    within(screen.getByRole('region', { name: 'Overview' }))
      .getAllByText(/^₹[\d,.]+$/)
      .map((n) => n.textContent);
  // The Overview's amounts: Order Amount (what the order costs, its currentTotal), then the chosen lines' amount and
  // the refund.
  const ORDER_AMOUNT = '₹445.00';

  it('preselects the chosen line and keeps Cancel Order disabled until a reason is chosen', async () => {
    const { environment } = await openCancellation(
      order([line('PRD1'), line('PRD2', { lineTotal: money(250) })]),
      '/order-inner-cancellation/ORD0001?lineId=line-PRD2',
      refundQuote(250),
    );
    // The preselected line's refund came with the page's query: nothing more is asked.
    expect(environment.mock.getAllOperations()).toEqual([]);
    expect(checkbox('Product PRD2').checked).toBe(true);
    expect(checkbox('Product PRD1').checked).toBe(false);
    expect(refund()).toEqual([ORDER_AMOUNT, '₹250.00', '₹250.00']);
    expect(submit().disabled).toBe(true);
    await act(async () => fireEvent.click(radio('I changed my mind')));
    expect(submit().disabled).toBe(false);
    await act(async () => fireEvent.click(checkbox('Product PRD1')));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      lineIds: ['line-PRD2', 'line-PRD1'],
    });
    await answerRefund(environment, refundQuote(450, 445));
    expect(refund()).toEqual([ORDER_AMOUNT, '₹450.00', '₹445.00']);
  });

  it('preselects the line an older link names by its product (`?productId=`), and asks for its refund', async () => {
    const { environment } = await openCancellation(
      order([line('PRD1'), line('PRD2', { lineTotal: money(250) })]),
      '/order-inner-cancellation/ORD0001?productId=PRD2',
    );
    expect(checkbox('Product PRD2').checked).toBe(true);
    expect(checkbox('Product PRD1').checked).toBe(false);
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ lineIds: ['line-PRD2'] });
    await answerRefund(environment, refundQuote(250));
    expect(refund()).toEqual([ORDER_AMOUNT, '₹250.00', '₹250.00']);
  });

  it('refunds ₹0.00 of an unpaid cash-on-delivery order and offers no refund method', async () => {
    await openCancellation(
      order([line('PRD1')]),
      '/order-inner-cancellation/ORD0001?lineId=line-PRD1',
      refundQuote(200, 0),
    );
    expect(refund()).toEqual([ORDER_AMOUNT, '₹200.00', '₹0.00']);
    expect(
      screen.getByText('Nothing has been paid for this order yet (Cash on Delivery), so there is nothing to refund.'),
    ).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Wallet' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Original Payment Method' })).toBeNull();
  });

  it('clears the reason when every line is deselected, and disables the reasons until a line is chosen', async () => {
    await openCancellation(order([line('PRD1')]));
    expect(submit().disabled).toBe(true);
    expect(radio('Other reason').disabled).toBe(true);
    await act(async () => fireEvent.click(checkbox('Product PRD1')));
    await act(async () => fireEvent.click(radio('Other reason')));
    expect(radio('Other reason').checked).toBe(true);
    expect(submit().disabled).toBe(false);
    await act(async () => fireEvent.click(checkbox('Product PRD1')));
    expect(submit().disabled).toBe(true);
    expect(radio('Other reason').checked).toBe(false);
    await act(async () => fireEvent.click(checkbox('Product PRD1')));
    expect(radio('Other reason').checked).toBe(false);
    expect(submit().disabled).toBe(true);
  });

  it('lists the reasons of the graph, and a line that can no longer be cancelled disabled with why', async () => {
    await openCancellation(
      order([
        line('PRD1'),
        line('PRD2', { canCancel: false, cannotCancelReason: 'It has been delivered and can no longer be cancelled' }),
      ]),
    );
    expect(
      screen
        .getAllByRole('radio')
        .slice(0, REASONS.length)
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(REASONS.map((r) => r.reason));
    for (const { text } of REASONS) expect(radio(text)).toBeTruthy();
    expect(checkbox('Product PRD2').disabled).toBe(true);
    expect(screen.getByText('It has been delivered and can no longer be cancelled')).toBeTruthy();
    expect(screen.getByText('Processing Fee')).toBeTruthy();
    expect(screen.getAllByText('₹0.00 Free cancellation')).toHaveLength(2);
  });

  it('sends the lines, reason and refund method, and shows a refusal on the form', async () => {
    const { environment } = await openCancellation(
      order([line('PRD1'), line('PRD2')]),
      '/order-inner-cancellation/ORD0001?lineId=line-PRD1',
      refundQuote(200),
    );
    await act(async () => fireEvent.click(radio('Delivery time is too long')));
    await act(async () => fireEvent.click(radio('Wallet')));
    await act(async () => fireEvent.click(submit()));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      input: { orderId: 'ORD0001', lineIds: ['line-PRD1'], reason: 'DELIVERY_TOO_LONG', refundMethod: 'WALLET' },
    });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          cancelOrder: {
            order: null,
            viewer: { id: 'Vmlld2Vy', user: { id: 'VXNlcjox', coins: 0 } },
            userErrors: [
              {
                field: ['input', 'lineIds'],
                message: 'Product PRD1: It has been delivered and can no longer be cancelled',
              },
            ],
          },
        },
      } as never),
    );
    expect(screen.getByText('Product PRD1: It has been delivered and can no longer be cancelled')).toBeTruthy();
  });

  it('returns to My Orders once the order is cancelled', async () => {
    const { environment } = await openCancellation(
      order([line('PRD1')]),
      '/order-inner-cancellation/ORD0001?lineId=line-PRD1',
      refundQuote(200, 0),
    );
    await act(async () => fireEvent.click(radio('Other reason')));
    await act(async () => fireEvent.click(submit()));
    const cancelled = order(
      [],
      [line('PRD1', { status: 'CANCELLED', statusText: 'Cancelled on 2 November 2026', canCancel: false })],
    );
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          cancelOrder: {
            order: { ...cancelled, status: 'CANCELLED' },
            viewer: { id: 'Vmlld2Vy', user: { id: 'VXNlcjox', coins: 500 } },
            userErrors: [],
          },
        },
      } as never),
    );
    expect(screen.getByText('at /my-account?pane=my-orders')).toBeTruthy();
  });
});

describe('My Orders', () => {
  async function openMyOrders(orders: object[], url = '/my-account?pane=my-orders') {
    const view = await renderStorefront<MyOrdersPaneQueryType>(<MyOrdersPane />, {
      path: '/my-account',
      url,
      query: MyOrdersPaneQuery,
      variables: { filter: {}, count: 10 },
    });
    await resolveWith(view.environment, {
      Viewer: () => ({ user: { id: 'VXNlcjox' } }),
      OrderConnection: () => ({
        totalCount: orders.length,
        edges: orders.map((node, i) => ({ cursor: `c${i}`, node })),
        pageInfo: { hasNextPage: false, endCursor: null },
      }),
    });
    return view;
  }

  it("writes an order's placed day in the form of a review's day: one form for a day that has passed", async () => {
    await openMyOrders([{ ...order([line('PRD1')]), id: 'T3JkZXI6MQ==', orderId: 'ORD0001' }]);
    const card = within(screen.getByRole('article', { name: 'Order ORD0001' }));
    expect(card.getByText('1 November 2026')).toBeTruthy();
    cleanup();

    const view = await renderStorefront(<ReviewsPane />, {
      path: '/my-account',
      url: '/my-account?pane=rating-review',
      query: ReviewsPaneQuery,
      variables: {},
    });
    await resolveWith(view.environment, {
      Viewer: () => ({ user: { id: 'VXNlcjox', name: 'Rahul Sharma' } }),
      ReviewConnection: () => ({
        edges: [
          {
            cursor: 'c1',
            node: {
              id: 'r1',
              authorName: 'Rahul Sharma',
              rating: 4,
              title: 'Good quality',
              comment: 'Well packed.',
              // The order's placedAt: the same instant.
              createdAt: '2026-11-01T06:30:00.000Z',
              verifiedPurchase: true,
              images: [],
              product: { id: 'p2', productId: 'PRD000002', name: 'Basmati Rice' },
            },
          },
        ],
        pageInfo: { hasNextPage: false, endCursor: 'c1' },
      }),
    });
    expect(screen.getByText('by Rahul Sharma · 1 November 2026')).toBeTruthy();
  });

  it('shows each order with its ID, date, total and lines, falling back to the cancelled lines', async () => {
    await openMyOrders([
      {
        ...order([line('PRD1', { statusText: 'Arriving on Sunday, 8 November' })]),
        id: 'T3JkZXI6MQ==',
        orderId: 'ORD0001',
      },
      {
        ...order([], [line('PRD2', { status: 'CANCELLED', statusText: 'Cancelled on 2 November 2026' })]),
        id: 'T3JkZXI6Mg==',
        orderId: 'ORD0002',
      },
      { ...order([]), id: 'T3JkZXI6Mw==', orderId: 'ORD0003' },
    ]);
    expect(screen.getByText('Showing 3 of 3 orders')).toBeTruthy();
    const first = within(screen.getByRole('article', { name: 'Order ORD0001' }));
    expect(first.getByText('1 November 2026')).toBeTruthy();
    expect(first.getByText('₹445.00')).toBeTruthy();
    expect(first.getByText('Arriving on Sunday, 8 November')).toBeTruthy();
    expect(first.getByText('Quantity: 2')).toBeTruthy();
    expect(first.getByRole('link', { name: 'View Order Details' }).getAttribute('href')).toBe(
      '/order-inner-page/ORD0001',
    );
    expect(first.getByRole('link', { name: 'Track Order' }).getAttribute('href')).toBe(
      '/order-inner-page/ORD0001#track-details',
    );
    expect(
      within(screen.getByRole('article', { name: 'Order ORD0002' })).getByText('Cancelled on 2 November 2026'),
    ).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Order ORD0003' })).getByText('No items available')).toBeTruthy();
  });

  it('says "No orders found." when nothing matches', async () => {
    await openMyOrders([]);
    expect(screen.getByText('No orders found.')).toBeTruthy();
  });

  it('keeps the filters and the search in the URL', async () => {
    const { router } = await openMyOrders([], '/my-account?pane=my-orders&status=SHIPPED&placedWithin=BOGUS');
    expect((screen.getByRole('combobox', { name: 'Delivery status' }) as HTMLSelectElement).value).toBe('SHIPPED');
    expect((screen.getByRole('combobox', { name: 'Order time' }) as HTMLSelectElement).value).toBe('');
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Order time' }), { target: { value: 'ONE_YEAR' } }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      pane: 'my-orders',
      status: 'SHIPPED',
      placedWithin: 'ONE_YEAR',
    });
    await act(async () =>
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search product name / order ID' }), {
        target: { value: '  Rice ' },
      }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search orders' })));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('Rice');
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Delivery status' }), { target: { value: '' } }),
    );
    expect(new URLSearchParams(router.state.location.search).has('status')).toBe(false);
  });

  it('reads the filter the URL asks for, ignoring values it does not know', () => {
    expect(orderFilterOf(new URLSearchParams('status=DELIVERED&placedWithin=TWO_YEARS&search=%20ord1%20'))).toEqual({
      status: 'DELIVERED',
      placedWithin: 'TWO_YEARS',
      search: 'ord1',
    });
    expect(orderFilterOf(new URLSearchParams('status=delivered&placedWithin=&search=%20'))).toEqual({
      status: undefined,
      placedWithin: undefined,
      search: undefined,
    });
  });
});
