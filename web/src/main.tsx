import { StrictMode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { environment } from './relay/environment.ts';
import { prefetchOnIntent } from './navigation/intentPrefetch.ts';
import { router } from './router.tsx';
import { Toaster } from './feedback/toaster.tsx';

prefetchOnIntent(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={router} />
        <Toaster />
      </ChakraProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
