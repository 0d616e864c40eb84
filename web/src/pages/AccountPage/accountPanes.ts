// The account area's panes: the `?pane=` key of each, its menu label and section.
// Each pane is its own module with its own query (started by the route's loader), so opening one costs one request.

export type AccountPaneKey =
  | 'MyAcDefault'
  | 'my-orders'
  | 'personal-information'
  | 'address'
  | 'whishlist'
  | 'rating-review'
  | 'wallet'
  | 'help-centre'
  | 'raise-ticket';

/** The overview, shown when no pane is named. */
export const DEFAULT_PANE: AccountPaneKey = 'MyAcDefault';

/** The menu: sections of panes, in the original storefront's order (its static Q&A sample and empty Reward Area are left out). */
export const ACCOUNT_MENU: { section: string | null; panes: { key: AccountPaneKey; label: string }[] }[] = [
  { section: null, panes: [{ key: 'my-orders', label: 'My Orders' }] },
  {
    section: 'Account Info',
    panes: [
      { key: 'personal-information', label: 'Personal Information' },
      { key: 'address', label: 'Addresses' },
    ],
  },
  {
    section: 'My Stuff',
    panes: [
      { key: 'whishlist', label: 'Wishlist' },
      { key: 'rating-review', label: 'My Ratings & Reviews' },
    ],
  },
  { section: null, panes: [{ key: 'wallet', label: 'Wallet' }] },
  { section: null, panes: [{ key: 'help-centre', label: 'Help Centre' }] },
];

const KEYS = new Set<string>([DEFAULT_PANE, 'raise-ticket', ...ACCOUNT_MENU.flatMap((s) => s.panes.map((p) => p.key))]);

/** The pane a URL names: the overview without `?pane=`, null for a key the account does not have ('Item Not Selected'). */
export function paneOf(params: URLSearchParams): AccountPaneKey | null {
  const pane = params.get('pane') ?? DEFAULT_PANE;
  return KEYS.has(pane) ? (pane as AccountPaneKey) : null;
}

export const accountPanePath = (pane: AccountPaneKey) =>
  pane === DEFAULT_PANE ? '/my-account' : `/my-account?pane=${pane}`;
