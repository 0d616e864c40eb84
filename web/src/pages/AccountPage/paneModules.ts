import type { ComponentType } from 'react';
import type { AccountPaneKey } from './accountPanes.ts';

type PaneModule = () => Promise<ComponentType>;

/** Each account pane's module (the pane and its query's AST), loaded when the pane opens. */
export const PANE_MODULES: Record<AccountPaneKey, PaneModule> = {
  MyAcDefault: async () => (await import('../AccountOverviewPane/AccountOverviewPane.tsx')).AccountOverviewPane,
  'my-orders': async () => (await import('../MyOrdersPane/MyOrdersPane.tsx')).MyOrdersPane,
  'personal-information': async () =>
    (await import('../PersonalInformationPane/PersonalInformationPane.tsx')).PersonalInformationPane,
  address: async () => (await import('../AddressesPane/AddressesPane.tsx')).AddressesPane,
  whishlist: async () => (await import('../WishlistPane/WishlistPane.tsx')).WishlistPane,
  'rating-review': async () => (await import('../ReviewsPane/ReviewsPane.tsx')).ReviewsPane,
  wallet: async () => (await import('../WalletPane/WalletPane.tsx')).WalletPane,
  'help-centre': async () => (await import('../HelpCentrePane/HelpCentrePane.tsx')).HelpCentrePane,
  'raise-ticket': async () => (await import('../RaiseTicketPane/RaiseTicketPane.tsx')).RaiseTicketPane,
};

/** 'Item Not Selected': what a `?pane=` the account does not have shows. */
export const itemNotSelectedModule: PaneModule = async () =>
  (await import('./ItemNotSelectedPane.tsx')).ItemNotSelectedPane;
