import { lazy, StrictMode, Suspense } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { environment } from './relay/environment.ts';
import { prefetchOnIntent } from './navigation/intentPrefetch.ts';
import { router } from './router.tsx';
import { system } from './theme.ts';

// Toasts come after a shopper's action: their code is not part of the entry chunk.
const Toasts = lazy(async () => ({ default: (await import('./feedback/Toasts.tsx')).Toasts }));

prefetchOnIntent(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </ChakraProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
