// Attributes of the REST API's images (their sizes: rest-api/src/routes/images.ts). Width and height let the
// browser reserve an image's box before the file arrives (CSS still sizes it); the largest image above the fold is
// fetched first, the rest only when they come near the viewport.

export const PRODUCT_IMAGE = { htmlWidth: 600, htmlHeight: 600 };
export const BANNER_IMAGE = { htmlWidth: 1200, htmlHeight: 400 };
export const CATEGORY_BANNER_IMAGE = { htmlWidth: 1200, htmlHeight: 300 };
export const GALLERY_IMAGE = { htmlWidth: 800, htmlHeight: 600 };
export const OFFER_IMAGE = { htmlWidth: 600, htmlHeight: 400 };
export const ICON_IMAGE = { htmlWidth: 200, htmlHeight: 200 };
export const LOGO_IMAGE = { htmlWidth: 300, htmlHeight: 300 };

/** The page's largest image above the fold (its LCP element). */
export const ABOVE_FOLD = { fetchPriority: 'high', loading: 'eager' } as const;
export const BELOW_FOLD = { loading: 'lazy' } as const;
