import type { ImageResolvers } from '../__generated__/resolvers-types.ts';

/**
 * Every image's URL is absolute on the public origin (PUBLIC_ORIGIN), so a client that is not a page of that origin
 * can load it; the REST API names its images by path (`/images/...`), which the gateway serves.
 */
export const Image: ImageResolvers = {
  url: (image, _, ctx) => new URL(image.url, `${ctx.publicOrigin}/`).href,
};
