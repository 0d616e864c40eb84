import { createSystem, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { storefrontThemeConfig } from './themeConfig.ts';

/**
 * The storefront's style system: its theme (themeConfig.ts), merged already, with Chakra's style utilities. In the
 * client build the merged theme is JSON and createSystem does not merge it again (web/builtTheme.ts).
 */
export const createStorefrontSystem = () =>
  createSystem({ ...storefrontThemeConfig(), utilities: defaultBaseConfig.utilities });

/**
 * `system` for a page the server rendered, whose HTML holds the global styles already (the reset, the base styles, a
 * CSS variable for every token: what the server's ChakraProvider wrote): the browser's provider adds none, so they are
 * never built here (the client build builds them on first read: web/lazyGlobalStyles.ts).
 */
export const withGlobalStylesInPage = (system: SystemContext): SystemContext =>
  Object.create(system, { _global: { value: [] } }) as SystemContext;
