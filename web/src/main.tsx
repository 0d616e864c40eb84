import { startTransition, StrictMode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { ToastHost } from './feedback/ToastHost.tsx';
import { environment } from './relay/environment.ts';
import { prefetchOnIntent } from './navigation/intentPrefetch.ts';
import { createRouter } from './router.tsx';
import { createStorefrontSystem } from './theme.ts';

/** Lets the browser run what waits (input, paint, the network's answers) before the next step of start-up. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in three tasks rather than one long one, so the main thread is never blocked for long (Lighthouse's total
 * blocking time counts each task's time past 50 ms): the router, whose loaders send the first GraphQL request at
 * once; Chakra's style system (its tokens resolved into CSS variables); then the first render, as a transition, which
 * React renders in slices.
 */
async function start() {
  const router = createRouter();
  prefetchOnIntent(router);
  await nextTask();
  const system = createStorefrontSystem();
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RelayEnvironmentProvider environment={environment}>
          <ChakraProvider value={system}>
            <RouterProvider router={router} />
            <ToastHost />
          </ChakraProvider>
        </RelayEnvironmentProvider>
      </StrictMode>,
    ),
  );
}

void start();
