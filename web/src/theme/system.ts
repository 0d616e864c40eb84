import { createSystem, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { nextTask } from '../boot/nextTask.ts';
import { storefrontThemeConfig } from './themeConfig.ts';

declare module '@chakra-ui/react' {
  /** The marks the client build's createSystem reads (web/build/builtTheme.ts); createSystem elsewhere ignores them. */
  interface SystemConfig {
    /** This config is Chakra's base config merged with the theme already: createSystem takes it as it is. */
    $$merged?: boolean;
    /** The token dictionary of this config's tokens, built already: createSystem uses it. */
    $$tokens?: SystemContext['tokens'];
    /** Takes the phases of the token dictionary's build, which the caller runs before the dictionary is used. */
    $$defer?: (phases: (() => void)[]) => void;
  }
}

/**
 * The storefront's style system, built in steps that start-up runs as tasks of their own: the theme (themeConfig.ts,
 * merged already, parsed from JSON in the client: 2-6 ms cold), with Chakra's style utilities added; `tokens()`, the
 * token dictionary (createSystem given the theme's tokens alone: 15-50 ms cold, three quarters of createSystem's
 * time), itself in four tasks; then `system(tokens)`, the rest around it (4-10 ms). In the client build, createSystem
 * takes the merged theme and the dictionary as they are (`$$merged`, `$$tokens`), and leaves the phases of the
 * dictionary's build to `tokens()` (`$$defer`: web/build/builtTheme.ts); elsewhere it merges the one and builds the other
 * again, in one go, so `system()` alone is the whole system. `create` is Chakra's createSystem (the build's, in tests).
 */
export function storefrontSystemSteps(create = createSystem) {
  const config = { ...storefrontThemeConfig(), utilities: defaultBaseConfig.utilities };
  const { cssVarsPrefix, theme: { breakpoints, tokens, semanticTokens } = {} } = config;
  return {
    tokens: async () => {
      const phases: (() => void)[] = [];
      const system = create({
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
    // Not enumerable: a createSystem that merges (outside the client build) copies no dictionary into its config.
    system: (dictionary?: SystemContext['tokens']) =>
      create(Object.defineProperty({ ...config }, '$$tokens', { value: dictionary })),
  };
}

export const createStorefrontSystem = () => storefrontSystemSteps().system();

/**
 * `system` for a page the server rendered, whose HTML holds the global styles already (the reset, the base styles, a
 * CSS variable for every token: what the server's ChakraProvider wrote): the browser's provider adds none, so they are
 * never built here (the client build builds them on first read: web/build/lazyGlobalStyles.ts).
 */
export const withGlobalStylesInPage = (system: SystemContext): SystemContext =>
  Object.create(system, { _global: { value: [] } }) as SystemContext;
