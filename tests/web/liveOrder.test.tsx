// Issue 59.4: an open order details page takes its order's steps from the orderUpdated subscription, and My Orders
// the shopper's from viewerOrdersUpdated, each opened after rendering and closed on leaving; each step changes the
// store's records, so what the page shows changes in place.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { MyOrdersPane, MyOrdersPaneQuery } from '../../web/src/pages/MyOrdersPane/MyOrdersPane.tsx';
import { reconnections } from '../../web/src/relay/sseSubscriptions.ts';
import { OrderDetailsPage, OrderDetailsPageQuery } from '../../web/src/pages/OrderDetailsPage/OrderDetailsPage.tsx';
import { renderStorefront, type MockEnvironment } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

const ORDER = { id: 'T3JkZXI6T1JEMDAwMDQy', orderId: 'ORD000042', placedAt: '2026-11-20T05:30:00.000Z' };
const step = (title: string, done: boolean, reachedAt: string | null = null) => ({ title, done, reachedAt });

/** The order's one line at `status`, its tracker reached up to `reached` steps. */
const line = (status: string, statusText: string, reached: number) => ({
  id: 'T3JkZXJJdGVtOk9SRDAwMDA0MjpQUkQwMDAwMDc=',
  productId: 'PRD000007',
  productName: 'Steel Water Bottle',
  status,
  statusText,
  canCancel: false,
  cannotCancelReason: 'This item has shipped.',
  expectedDelivery: '2026-11-27',
  tracker: [
    step('Order Placed', true, '2026-11-20T05:30:00.000Z'),
    step('On the Way', reached >= 2, reached >= 2 ? '2026-11-21T05:30:00.000Z' : null),
    step('Out of Delivery', reached >= 3, reached >= 3 ? '2026-11-22T05:30:00.000Z' : null),
    step('Delivered', reached >= 4, reached >= 4 ? '2026-11-23T05:30:00.000Z' : null),
  ],
});

const payload = (operation: OperationDescriptor, item: ReturnType<typeof line>) =>
  MockPayloadGenerator.generate(operation, {
    OrderConnection: () => ({ totalCount: 1, pageInfo: { hasNextPage: false, endCursor: 'c0' } }),
    DateTime: () => ORDER.placedAt,
    Date: () => '2026-11-27',
    User: () => ({ id: 'VXNlcjox' }),
    Order: () => ({ ...ORDER, deliveredAt: null, items: [item], cancelledItems: [] }),
    OrderItem: () => item,
  });

const subscriptions = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'subscription');

async function openOrderPage() {
  const view = await renderStorefront(<OrderDetailsPage />, {
    query: OrderDetailsPageQuery,
    variables: { orderId: ORDER.orderId },
    path: '/order-inner-page/:orderId',
    url: `/order-inner-page/${ORDER.orderId}`,
  });
  const { environment } = view;
  await act(async () =>
    environment.mock.resolveMostRecentOperation((op) =>
      payload(op, line('SHIPPED', 'Arriving on Friday, 27 November', 2)),
    ),
  );
  await screen.findByRole('heading', { name: `Order Details - ${ORDER.orderId}` });
  await waitFor(() => expect(subscriptions(environment)).toHaveLength(1));
  return view;
}

describe('the order details page, live', () => {
  it('subscribes to its order and moves the tracker in place at each step, the Delivered step linking to the delivered page', async () => {
    const { environment, router } = await openOrderPage();
    const [subscription] = subscriptions(environment);
    expect(subscription!.request.node.params.name).toBe('orderDetailsLiveSubscription');
    expect(subscription!.request.variables).toEqual({ orderId: ORDER.orderId });
    const tracker = screen.getByRole('list', { name: 'Progress of Steel Water Bottle' });
    expect(within(tracker).getByRole('listitem', { current: 'step' }).textContent).toMatch(/^On the Way/);

    await act(async () =>
      environment.mock.nextValue(
        subscription!,
        payload(subscription!, line('OUT_FOR_DELIVERY', 'Arriving on Friday, 27 November', 3)),
      ),
    );
    // The same list, its current step moved: the page was not rendered anew nor its query fetched again.
    expect(screen.getByRole('list', { name: 'Progress of Steel Water Bottle' })).toBe(tracker);
    expect(within(tracker).getByRole('listitem', { current: 'step' }).textContent).toMatch(/^Out of Delivery/);
    expect(within(tracker).queryByRole('link')).toBeNull();

    await act(async () =>
      environment.mock.nextValue(
        subscription!,
        payload(subscription!, line('DELIVERED', 'Delivered on 23 November 2026', 4)),
      ),
    );
    expect(within(tracker).getByRole('listitem', { current: 'step' }).textContent).toMatch(/^Delivered \(done\)/);
    expect(screen.getByText('Delivered on 23 November 2026')).toBeTruthy();
    expect(within(tracker).getByRole('link', { name: 'Delivered' }).getAttribute('href')).toBe(
      `/order-inner-page-delivered/${ORDER.orderId}`,
    );
    expect(within(tracker).getByRole('link', { name: 'Review Product' }).getAttribute('href')).toBe(
      '/product-page/PRD000007#write-review',
    );
    expect(
      environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'query'),
    ).toEqual([]);

    // Leaving the page closes the subscription.
    await act(() => router.navigate('/my-account'));
    expect(subscriptions(environment)).toEqual([]);
  });
});

describe('My Orders, live', () => {
  it('subscribes to the shopper’s orders: a moved order’s card shows its new status line in place', async () => {
    const { environment, router } = await renderStorefront(<MyOrdersPane />, {
      path: '/my-account',
      url: '/my-account?pane=my-orders',
      query: MyOrdersPaneQuery,
      variables: { filter: {}, count: 10 },
    });
    await act(async () =>
      environment.mock.resolveMostRecentOperation((op) =>
        payload(op, line('SHIPPED', 'Arriving on Friday, 27 November', 2)),
      ),
    );
    const card = await screen.findByRole('article', { name: `Order ${ORDER.orderId}` });
    expect(within(card).getByText('Arriving on Friday, 27 November')).toBeTruthy();
    await waitFor(() => expect(subscriptions(environment)).toHaveLength(1));
    const [subscription] = subscriptions(environment);
    expect(subscription!.request.node.params.name).toBe('myOrdersLiveSubscription');

    await act(async () =>
      environment.mock.nextValue(
        subscription!,
        payload(subscription!, line('DELIVERED', 'Delivered on 23 November 2026', 4)),
      ),
    );
    expect(screen.getByRole('article', { name: `Order ${ORDER.orderId}` })).toBe(card);
    expect(within(card).getByText('Delivered on 23 November 2026')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toEqual([subscription]);

    await act(() => router.navigate('/elsewhere'));
    expect(subscriptions(environment)).toEqual([]);
  });

  it('reads the list again when its stream comes back after a drop: what moved meanwhile shows', async () => {
    const { environment } = await renderStorefront(<MyOrdersPane />, {
      path: '/my-account',
      url: '/my-account?pane=my-orders',
      query: MyOrdersPaneQuery,
      variables: { filter: {}, count: 10 },
    });
    await act(async () =>
      environment.mock.resolveMostRecentOperation((op) =>
        payload(op, line('SHIPPED', 'Arriving on Friday, 27 November', 2)),
      ),
    );
    const card = await screen.findByRole('article', { name: `Order ${ORDER.orderId}` });
    await waitFor(() => expect(subscriptions(environment)).toHaveLength(1));

    await act(async () => void reconnections.dispatchEvent(new Event('reconnected')));
    const reads = environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'query');
    expect(reads.map((op) => op.request.node.params.name)).toEqual(['MyOrdersPanePaginationQuery']);
    await act(async () =>
      environment.mock.resolve(reads[0]!, payload(reads[0]!, line('DELIVERED', 'Delivered on 23 November 2026', 4))),
    );
    expect(within(card).getByText('Delivered on 23 November 2026')).toBeTruthy();
  });
});
