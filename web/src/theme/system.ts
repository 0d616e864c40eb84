import { createSystem, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { nextTask } from '../boot/nextTask.ts';
import { builtThemeConfig } from './builtThemeConfig.ts';

/**
 * The storefront's style system, built in steps that start-up runs as tasks of their own: the theme, merged ahead of
 * time (themeConfig.ts, written as JSON to builtThemeConfig.ts by `npm run theme`: 2-6 ms to parse cold), with
 * Chakra's style utilities added (functions, which JSON cannot hold); `tokens()`, the token dictionary (createSystem
 * given the theme's tokens alone: 15-50 ms cold, three quarters of createSystem's time), itself in four tasks; then
 * `system(tokens)`, the rest around it (4-10 ms). Chakra's createSystem, patched once for every part (the browser,
 * the server renderer, the development server, the tests: patches/@chakra-ui+react+*.patch, applied on install),
 * takes a config marked `$$merged` as it is, a dictionary passed as `$$tokens`, leaves the phases of a dictionary's
 * build to a caller passing `$$defer`, and builds the global styles when they are first read.
 */
export function storefrontSystemSteps() {
  const config = { ...builtThemeConfig(), utilities: defaultBaseConfig.utilities };
  const { cssVarsPrefix, theme: { breakpoints, tokens, semanticTokens } = {} } = config;
  return {
    tokens: async () => {
      const phases: (() => void)[] = [];
      const system = createSystem({
        $$merged: true,
        $$defer: (deferred) => void phases.push(...deferred),
        cssVarsPrefix,
        theme: { breakpoints, tokens, semanticTokens },
      });
      for (const phase of phases) {
        await nextTask();
        phase();
      }
      return system.tokens;
    },
    system: (dictionary?: SystemContext['tokens']) => createSystem({ ...config, $$tokens: dictionary }),
  };
}

/** The whole system in one go (the server renderer, the bench's floor page, the tests). */
export const createStorefrontSystem = () => storefrontSystemSteps().system();

/**
 * `system` for a page the server rendered, whose HTML holds the global styles already (what the server's
 * ChakraProvider wrote): the browser's provider adds none, so they are never built here.
 */
export const withGlobalStylesInPage = (system: SystemContext): SystemContext =>
  Object.create(system, { _global: { value: [] } }) as SystemContext;
