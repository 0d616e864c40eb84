import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { nextTask } from '../boot/nextTask.ts';
import { ToastHost } from '../feedback/ToastHost.tsx';
import { pageStyleCache } from './pageStyleCache.ts';
import { storefrontSystemSteps, withGlobalStylesInPage } from './system.ts';

/**
 * What wraps the app in the style system's providers: the system built in tasks of its own (system.ts), without the
 * global styles a page the server rendered holds already, and the Emotion cache told which rules that page holds.
 */
export async function styledApp(serverRendered: boolean) {
  const steps = storefrontSystemSteps();
  await nextTask();
  const tokens = await steps.tokens();
  await nextTask();
  const created = steps.system(tokens);
  const system = serverRendered ? withGlobalStylesInPage(created) : created;
  const cache = pageStyleCache();
  return (app: ReactNode) => (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        {app}
        <ToastHost />
      </ChakraProvider>
    </CacheProvider>
  );
}
