import { lazy, Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingText } from '../../routes/RouteBoundary.tsx';
import { paneOf, type AccountPaneKey } from './accountPanes.ts';

const pane = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/** Each pane's module, loaded when the pane opens (the route's loader has already started its query). */
const PANES: Record<AccountPaneKey, ComponentType> = {
  MyAcDefault: pane(async () => (await import('../AccountOverviewPane/AccountOverviewPane.tsx')).AccountOverviewPane),
  'my-orders': pane(async () => (await import('../MyOrdersPane/MyOrdersPane.tsx')).MyOrdersPane),
  'personal-information': pane(async () => (await import('../PersonalInformationPane/PersonalInformationPane.tsx')).PersonalInformationPane),
  address: pane(async () => (await import('../AddressesPane/AddressesPane.tsx')).AddressesPane),
  whishlist: pane(async () => (await import('../WishlistPane/WishlistPane.tsx')).WishlistPane),
  'rating-review': pane(async () => (await import('../ReviewsPane/ReviewsPane.tsx')).ReviewsPane),
  wallet: pane(async () => (await import('../WalletPane/WalletPane.tsx')).WalletPane),
  'help-centre': pane(async () => (await import('../HelpCentrePane/HelpCentrePane.tsx')).HelpCentrePane),
  'raise-ticket': pane(async () => (await import('../RaiseTicketPane/RaiseTicketPane.tsx')).RaiseTicketPane),
};

/** What a pane says while it loads, where the spec words it. */
const LOADING_TEXT: Partial<Record<AccountPaneKey, string>> = { 'help-centre': 'Loading FAQs...' };

const ItemNotSelected = pane(async () => (await import('./ItemNotSelectedPane.tsx')).ItemNotSelectedPane);

/** `/my-account?pane=...`: the pane the URL names (the overview without one), or 'Item Not Selected'. */
export function AccountRoute() {
  const [params] = useSearchParams();
  const key = paneOf(params);
  const Pane = key ? PANES[key] : ItemNotSelected;
  return (
    <Suspense fallback={<LoadingText text={key ? LOADING_TEXT[key] : undefined} />}>
      <Pane />
    </Suspense>
  );
}
