import { lazy, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingText } from '../../routing/RouteBoundary.tsx';
import { paneOf, type AccountPaneKey } from './accountPanes.ts';
import { itemNotSelectedModule, PANE_MODULES } from './paneModules.ts';
import { Boundary } from '../../components/Boundary.tsx';

const pane = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/** Each pane, loaded when it opens (the route's loader has already started its query). */
const PANES: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(PANE_MODULES).map(([key, load]) => [key, pane(load)]),
);

/** What a pane says while it loads, where the storefront words it. */
const LOADING_TEXT: Partial<Record<AccountPaneKey, string>> = { 'help-centre': 'Loading FAQs...' };

const ItemNotSelected = pane(itemNotSelectedModule);

/** `/my-account?pane=...`: the pane the URL names (the overview without one), or 'Item Not Selected'. */
export function AccountRoute() {
  const [params] = useSearchParams();
  const key = paneOf(params);
  const Pane = key ? PANES[key]! : ItemNotSelected;
  return (
    <Boundary fallback={<LoadingText text={key ? LOADING_TEXT[key] : undefined} />}>
      <Pane />
    </Boundary>
  );
}
