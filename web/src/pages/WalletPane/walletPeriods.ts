// The Wallet's period menu lives in the URL (`/my-account?pane=wallet&period=90|120|200`), so Back, reload and
// shared links keep it; the route's loader and the pane read it the same way.
import type { WalletPeriod } from './__generated__/WalletPaneQuery.graphql.ts';

type Period = Exclude<WalletPeriod, '%future added value'>;

/** The menu: the URL's value, the period it asks the graph for, and the label. */
export const PERIOD_OPTIONS: { value: '' | '90' | '120' | '200'; period: Period | null; label: string }[] = [
  { value: '', period: null, label: 'All' },
  { value: '90', period: 'LAST_90_DAYS', label: 'Last 90 Days' },
  { value: '120', period: 'LAST_120_DAYS', label: 'Last 120 Days' },
  { value: '200', period: 'LAST_200_DAYS', label: 'Last 200 Days' },
];

/** How many transactions a page shows (10 per page). */
export const WALLET_PAGE_SIZE = 10;

/** The menu entry the URL's `?period=` names; an unknown or missing value is 'All'. */
export function periodOptionOf(params: URLSearchParams) {
  const value = params.get('period');
  return PERIOD_OPTIONS.find((option) => option.value !== '' && option.value === value) ?? PERIOD_OPTIONS[0]!;
}

/** The pane's query variables: the period filter the URL asks for (none for 'All') and the page size. */
export function walletVariables(params: URLSearchParams): {
  filter: { period: Period } | Record<string, never>;
  count: number;
} {
  const { period } = periodOptionOf(params);
  return { filter: period ? { period } : {}, count: WALLET_PAGE_SIZE };
}
