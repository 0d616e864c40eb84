import { startUp } from './startUp.tsx';
import { ChakraProvider } from '@chakra-ui/react';
import { ToastHost } from './feedback/ToastHost.tsx';
import { prefetchOnIntent } from './navigation/intentPrefetch.ts';
import { createRouter } from './router.tsx';
import { createStorefrontSystem } from './theme.ts';

void startUp(
  () => {
    const router = createRouter();
    prefetchOnIntent(router);
    return router;
  },
  () => {
    const system = createStorefrontSystem();
    return (app) => (
      <ChakraProvider value={system}>
        {app}
        <ToastHost />
      </ChakraProvider>
    );
  },
);
