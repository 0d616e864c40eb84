import { startUp } from './startUp.tsx';
import { ChakraProvider } from '@chakra-ui/react';
import { ToastHost } from './feedback/ToastHost.tsx';
import { prefetchOnIntent } from './navigation/intentPrefetch.ts';
import { createRouter } from './navigation/createRouter.ts';
import { createStorefrontSystem, withGlobalStylesInPage } from './theme.ts';

void startUp(
  async (serverRendered) => {
    const router = await createRouter(serverRendered);
    prefetchOnIntent(router);
    return router;
  },
  (serverRendered) => {
    const created = createStorefrontSystem();
    const system = serverRendered ? withGlobalStylesInPage(created) : created;
    return (app) => (
      <ChakraProvider value={system}>
        {app}
        <ToastHost />
      </ChakraProvider>
    );
  },
);
