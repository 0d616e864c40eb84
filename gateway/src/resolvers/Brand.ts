import { GraphQLError } from 'graphql';
import type { BrandResolvers } from '../__generated__/resolvers-types.ts';
import type { GraphQLContext } from '../context.ts';
import { toGlobalId } from '../ids.ts';
import { productListing } from '../listing.ts';
import type { BrandParent } from '../parents.ts';
import { brandPage, brandProducts } from '../upstream/brands.ts';
import { brandsById } from '../upstream/catalog.ts';
import type { BrandDTO } from '../upstream/dto.ts';

/** The brand's full record: the parent when the brand list gave it, else from that list. */
async function record(brand: BrandParent, ctx: GraphQLContext): Promise<BrandDTO> {
  if (brand.productCount !== undefined && brand.createdDate !== undefined) return brand as BrandDTO;
  const full = (await brandsById(ctx.rest)).get(brand.brandId);
  if (!full) throw new GraphQLError(`Brand ${brand.brandId} is missing from the brand list`);
  return full;
}

export const Brand: BrandResolvers = {
  id: (b) => toGlobalId('Brand', b.brandId),
  brandId: (b) => b.brandId,
  name: (b) => b.brandName,
  logo: (b) => ({ url: b.brandLogo, alt: `${b.brandName} logo` }),
  joinedAt: async (b, _, ctx) => (await record(b, ctx)).createdDate,
  productCount: async (b, _, ctx) => (await record(b, ctx)).productCount,
  products: async (b, args, ctx) => productListing(await brandProducts(ctx.rest, b.brandId), args, ctx.loaders),
  page: (b, _, ctx) => brandPage(ctx.rest, b.brandId),
};
