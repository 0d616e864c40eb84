import type {
  BrandBannerSectionResolvers,
  BrandGallerySectionResolvers,
  BrandPageResolvers,
  BrandPageSectionResolvers,
  BrandProductSectionResolvers,
  BrandVideoSectionResolvers,
} from '../__generated__/resolvers-types.ts';
import { productListing } from '../graph/listing.ts';
import type { BrandPageSectionParent } from '../graph/mappers.ts';
import { brandProducts } from '../upstream/brands.ts';
import { brandsById } from '../upstream/catalog.ts';
import type { BrandPageDTO, BrandPageSectionName } from '../upstream/dto.ts';

const SECTION_TYPES = {
  productSection: 'BrandProductSection',
  gallerySection: 'BrandGallerySection',
  bannerSection: 'BrandBannerSection',
  videoSection: 'BrandVideoSection',
} as const satisfies Record<BrandPageSectionName, string>;

const isSection = (name: string): name is BrandPageSectionName => Object.hasOwn(SECTION_TYPES, name);

/** The page's sections in the server's order: unknown names, repeats and a video without a link left out. */
function sectionsOf(page: BrandPageDTO): BrandPageSectionParent[] {
  const names = new Set(page.order.filter(isSection));
  if (!page.videoSection.link) names.delete('videoSection');
  return [...names].map((kind) => ({ kind, page }));
}

export const BrandPage: BrandPageResolvers = {
  sections: sectionsOf,
};

export const BrandPageSection: BrandPageSectionResolvers = {
  __resolveType: (section) => SECTION_TYPES[section.kind],
};

export const BrandProductSection: BrandProductSectionResolvers = {
  products: async ({ page }, args, ctx) =>
    productListing(await brandProducts(ctx.rest, page.brandId), args, ctx.loaders),
};

export const BrandGallerySection: BrandGallerySectionResolvers = {
  title: ({ page }) => page.gallerySection.Title,
  description: ({ page }) => page.gallerySection.Description,
  images: ({ page }) =>
    page.gallerySection.imageUrl
      ? [{ url: page.gallerySection.imageUrl, alt: page.gallerySection.Title || page.brandName }]
      : [],
};

export const BrandBannerSection: BrandBannerSectionResolvers = {
  image: ({ page }) =>
    page.bannerSection.imageUrl
      ? { url: page.bannerSection.imageUrl, alt: page.bannerSection.title || page.brandName }
      : null,
  title: ({ page }) => page.bannerSection.title,
  // The brand's own record (not the page's copy of its logo), so clients normalizing by ID see one brand.
  brand: async ({ page }, _, ctx) =>
    (await brandsById(ctx.rest)).get(page.brandId) ?? {
      brandId: page.brandId,
      brandName: page.brandName,
      brandLogo: page.logo,
    },
};

export const BrandVideoSection: BrandVideoSectionResolvers = {
  url: ({ page }) => page.videoSection.link,
};
