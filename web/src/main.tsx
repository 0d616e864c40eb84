import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { ToastHost } from './feedback/ToastHost.tsx';
import { prefetchOnIntent } from './navigation/intentPrefetch.ts';
import { createRouter } from './navigation/createRouter.ts';
import { nextTask } from './nextTask.ts';
import { pageStyleCache } from './pageStyleCache.ts';
import { storefrontSystemSteps, withGlobalStylesInPage } from './theme.ts';

// Start-up, with React DOM's client (imported by nothing else), is a chunk of its own: fetched with the entry
// (web/public/app-after-load.js preloads it; Vite does on a page the browser renders), and evaluated in a task of its
// own after the entry's. At 4× CPU slowdown the one evaluation of 262-328 ms became two of 78-125 and 60-98 ms.
void import('./startUp.tsx').then(({ startUp }) =>
  startUp(
    async (serverRendered) => {
      const router = await createRouter(serverRendered);
      prefetchOnIntent(router);
      return router;
    },
    async (serverRendered) => {
      const steps = storefrontSystemSteps();
      await nextTask();
      const tokens = steps.tokens();
      await nextTask();
      const created = steps.system(tokens);
      const system = serverRendered ? withGlobalStylesInPage(created) : created;
      const cache = pageStyleCache();
      return (app) => (
        <CacheProvider value={cache}>
          <ChakraProvider value={system}>
            {app}
            <ToastHost />
          </ChakraProvider>
        </CacheProvider>
      );
    },
  ),
);
