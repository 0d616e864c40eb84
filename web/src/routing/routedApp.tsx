import { createRouter } from './createRouter.ts';
import { prefetchOnIntent } from './intentPrefetch.ts';
import { RouterRoot } from './RouterRoot.tsx';

/** The storefront's routes in the browser's router (createRouter.ts), which prefetches what a shopper is about to open. */
export async function routedApp(serverRendered: boolean) {
  const router = await createRouter(serverRendered);
  prefetchOnIntent(router);
  return <RouterRoot router={router} />;
}
