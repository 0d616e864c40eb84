import type { ComponentType, ReactNode } from 'react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { createBrowserRouter } from 'react-router-dom';
import { type AppShellQuery, shellQuery } from '@marketplace/web/operations';

/**
 * A floor page's router: every path shows one heading (`Title`, the page's largest contentful paint) once the shell's
 * persisted query is answered. Started like the storefront (`startUp` in web/src/boot/startUp.tsx), with its libraries
 * and nothing of its own, it scores about the most any page on these libraries can score.
 */
export function floorRouter(Title: ComponentType<{ children: ReactNode }>) {
  function Page() {
    useLazyLoadQuery<AppShellQuery>(shellQuery, {});
    return <Title>B2B Market: shop by category</Title>;
  }
  return createBrowserRouter([{ path: '*', element: <Page /> }]);
}
