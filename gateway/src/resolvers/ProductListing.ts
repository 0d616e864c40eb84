// Every product list page's list by its source (`productListing`); the root fields that name one source each
// (`searchProducts`, `topDealProducts`, `productsByIds`, ...) answer through it, so a source is read one way.
import type { ProductCollection, ProductListingSource } from '../__generated__/schema-types.ts';
import type { GraphQLContext } from '../context.ts';
import { badUserInput } from '../graph/errors.ts';
import { restKeyOf } from '../graph/ids.ts';
import {
  categoryListing,
  listingFromOpening,
  productListing,
  type FacetedProductConnectionValue,
  type ListingArgs,
} from '../graph/listing.ts';
import { searchText } from '../graph/searchText.ts';
import { brandProducts } from '../upstream/brands.ts';
import { brandsById, categoryTree, topBrands } from '../upstream/catalog.ts';
import * as deals from '../upstream/deals.ts';
import type { ListingProductDTO } from '../upstream/dto.ts';
import { discountProducts, homeNewArrivals } from '../upstream/home.ts';
import { searchProducts } from '../upstream/listings.ts';
import { discountOf } from './Home.ts';
import type { QueryFields } from './root.ts';

type Listing = Promise<FacetedProductConnectionValue>;

const MAX_IDS = 100;

/** Every top brand's products, brand after brand (each product has one brand, so none twice). */
async function allTopBrandProducts(ctx: GraphQLContext) {
  const brands = await topBrands(ctx.rest);
  return (await Promise.all(brands.map((brand) => brandProducts(ctx.rest, brand.brandId)))).flat();
}

/** The products among the IDs (global ids, or REST keys until 2027-06-01), in their order; others drop out. */
async function productsOf(ids: readonly string[], ctx: GraphQLContext): Promise<ListingProductDTO[]> {
  if (ids.length > MAX_IDS) throw badUserInput(`productsByIds takes at most ${MAX_IDS} IDs`);
  const keys = [...new Set(ids.flatMap((id) => restKeyOf(id, 'Product') ?? []))];
  const found = (await Promise.all(keys.map((key) => ctx.loaders.product.load(key)))).filter((p) => p != null);
  // A product's loader answer always carries its listing fields (a list primed it, or its details did).
  return found as ListingProductDTO[];
}

const COLLECTIONS: Record<ProductCollection, (args: ListingArgs, ctx: GraphQLContext) => Listing> = {
  TOP_DEALS: async (args, ctx) => productListing(await deals.topDealProducts(ctx.rest), args, ctx.loaders),
  LIMITED_TIME_DEALS: async (args, ctx) => productListing(await deals.limitedTimeProducts(ctx.rest), args, ctx.loaders),
  // The home page's section is this list's first page: the REST API's 20 newest arrivals serve it without the whole list.
  NEW_ARRIVALS: (args, ctx) =>
    listingFromOpening(
      () => homeNewArrivals(ctx.rest),
      () => deals.newArrivals(ctx.rest),
      args,
      ctx.loaders,
    ),
  TOP_BRANDS: async (args, ctx) => productListing(await allTopBrandProducts(ctx), args, ctx.loaders),
  TOP_STORES: async (args, ctx) => productListing(await deals.allTopStoreProducts(ctx.rest), args, ctx.loaders),
};

/**
 * A page of the source's list after the filter and sort; null for a category, brand or discount that does not
 * exist (or an ID of another type), as their lookups answer. `ProductListingSource` is `@oneOf`: one field is set.
 * `args` are the field's own arguments, the source's among them: its cursors are issued for all of them.
 */
export async function listingOf(
  source: ProductListingSource,
  args: ListingArgs,
  ctx: GraphQLContext,
): Promise<FacetedProductConnectionValue | null> {
  const list = async (products: Promise<ListingProductDTO[]>) => productListing(await products, args, ctx.loaders);
  if (source.search != null) return list(searchProducts(ctx.rest, searchText(source.search)));
  if (source.productIds != null) return list(productsOf(source.productIds, ctx));
  if (source.collection != null) return COLLECTIONS[source.collection](args, ctx);
  if (source.categoryId != null) {
    const key = restKeyOf(source.categoryId, 'Category');
    const category = key === null ? undefined : (await categoryTree(ctx.rest)).byId.get(key);
    return category ? categoryListing(ctx.rest, category, args, ctx.loaders) : null;
  }
  if (source.brandId != null) {
    const key = restKeyOf(source.brandId, 'Brand');
    const known = key !== null && (await brandsById(ctx.rest)).has(key);
    return known ? list(brandProducts(ctx.rest, key)) : null;
  }
  const key = source.discountId == null ? null : restKeyOf(source.discountId, 'Discount');
  return key !== null && (await discountOf(ctx.rest, key)) ? list(discountProducts(ctx.rest, key)) : null;
}

/** A root field that names one collection. */
const collection =
  (name: ProductCollection): QueryFields<'topDealProducts'>['topDealProducts'] =>
  (_, args, ctx) =>
    COLLECTIONS[name](args, ctx);

type ListingQueries =
  | 'productListing'
  | 'searchProducts'
  | 'productsByIds'
  | 'topDealProducts'
  | 'limitedTimeDealProducts'
  | 'newArrivalProducts'
  | 'topBrandProducts'
  | 'topStoreProducts';

export const listingQueries: QueryFields<ListingQueries> = {
  productListing: (_, args, ctx) => listingOf(args.source, args, ctx),
  searchProducts: (_, args, ctx) => listingOf({ search: args.query }, args, ctx),
  productsByIds: (_, args, ctx) => listingOf({ productIds: args.ids }, args, ctx),
  topDealProducts: collection('TOP_DEALS'),
  limitedTimeDealProducts: collection('LIMITED_TIME_DEALS'),
  newArrivalProducts: collection('NEW_ARRIVALS'),
  topBrandProducts: collection('TOP_BRANDS'),
  topStoreProducts: collection('TOP_STORES'),
};
