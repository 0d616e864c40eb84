// My Orders' filters live in the URL (`/my-account?pane=my-orders&status=...&placedWithin=...&search=...`), so
// Back, reload and shared links keep them; the route's loader and the pane read them the same way.
import type { OrderFilter, OrderPeriod, OrderStatus } from './__generated__/MyOrdersPaneQuery.graphql.ts';

type Status = Exclude<OrderStatus, '%future added value'>;
type Period = Exclude<OrderPeriod, '%future added value'>;

export const STATUS_OPTIONS: { value: Status | ''; label: string }[] = [
  { value: '', label: 'All Delivery Status' },
  { value: 'PROCESSING', label: 'Processing' },
  { value: 'SHIPPED', label: 'Shipped' },
  { value: 'OUT_FOR_DELIVERY', label: 'Out for Delivery' },
  { value: 'DELIVERED', label: 'Delivered' },
  { value: 'CANCELLED', label: 'Cancelled' },
];

export const PERIOD_OPTIONS: { value: Period | ''; label: string }[] = [
  { value: '', label: 'Order Time: All' },
  { value: 'SIX_MONTHS', label: 'Last 6 Months' },
  { value: 'ONE_YEAR', label: 'Last 1 Year' },
  { value: 'TWO_YEARS', label: 'Last 2 Years' },
];

/** How many orders a page shows. */
export const ORDERS_PAGE_SIZE = 10;

const known = <T extends string>(options: { value: T | '' }[], value: string | null): T | undefined =>
  options.find((option) => option.value !== '' && option.value === value)?.value || undefined;

/** The filter the URL asks for; unknown values are ignored, as if absent. */
export function orderFilterOf(params: URLSearchParams): OrderFilter {
  return {
    status: known(STATUS_OPTIONS, params.get('status')),
    placedWithin: known(PERIOD_OPTIONS, params.get('placedWithin')),
    search: params.get('search')?.trim() || undefined,
  };
}

export const myOrdersVariables = (params: URLSearchParams) => ({
  filter: orderFilterOf(params),
  count: ORDERS_PAGE_SIZE,
});
