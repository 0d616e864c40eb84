import type { ApiConfig } from './config.ts';

/**
 * A storefront path as a message carries it: absolute on PUBLIC_ORIGIN, the one origin shoppers reach the storefront
 * at (a mail client has no page to resolve a relative link against). Every link in an outbox message is built here.
 */
export const storefrontLink = (config: Pick<ApiConfig, 'publicOrigin'>, path: string): string =>
  new URL(path, `${config.publicOrigin}/`).href;
