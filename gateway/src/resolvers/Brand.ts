import type { BrandResolvers } from '../__generated__/resolvers-types.ts';
import type { GraphQLContext } from '../context.ts';
import { inconsistency } from '../graph/errors.ts';
import { restKeyOf, toGlobalId } from '../graph/ids.ts';
import { productListing } from '../graph/listing.ts';
import type { BrandParent } from '../graph/mappers.ts';
import { brandPage, brandProducts } from '../upstream/brands.ts';
import { brandsById, topBrands } from '../upstream/catalog.ts';
import type { BrandDTO } from '../upstream/dto.ts';
import type { QueryFields } from './root.ts';

/** The brand's full record: the parent when the brand list gave it, else from that list (null, logged, if missing). */
async function record(brand: BrandParent, ctx: GraphQLContext): Promise<BrandDTO | null> {
  if (brand.productCount !== undefined && brand.createdDate !== undefined) return brand as BrandDTO;
  return (
    (await brandsById(ctx.rest)).get(brand.brandId) ??
    inconsistency(`Brand ${brand.brandId} is missing from the brand list`)
  );
}

export const Brand: BrandResolvers = {
  id: (b) => toGlobalId('Brand', b.brandId),
  brandId: (b) => b.brandId,
  name: (b) => b.brandName,
  logo: (b) => ({ url: b.brandLogo, alt: `${b.brandName} logo` }),
  joinedAt: async (b, _, ctx) => (await record(b, ctx))?.createdDate ?? null,
  productCount: async (b, _, ctx) => (await record(b, ctx))?.productCount ?? null,
  products: async (b, args, ctx) => productListing(await brandProducts(ctx.rest, b.brandId), args, ctx.loaders),
  page: (b, _, ctx) => brandPage(ctx.rest, b.brandId),
};

export const brandQueries: QueryFields<'brand' | 'topBrands'> = {
  brand: async (_, { brandId }, ctx) => {
    const key = restKeyOf(brandId, 'Brand');
    return key === null ? null : ((await brandsById(ctx.rest)).get(key) ?? null);
  },
  topBrands: (_, __, ctx) => topBrands(ctx.rest),
};
