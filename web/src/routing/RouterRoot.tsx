import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { environment } from '../relay/environment.ts';

/**
 * The routed app with Relay's environment. `useTransitions`: navigations are transitions, and while one is pending
 * (the next page's query on its way, the current page still shown) `useNavigation()` says so, which the page area
 * shows (AppShell).
 */
export const RouterRoot = ({ router }: { router: RouterProviderProps['router'] }) => (
  <RelayEnvironmentProvider environment={environment}>
    <RouterProvider router={router} useTransitions />
  </RelayEnvironmentProvider>
);
