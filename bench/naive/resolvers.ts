// The naive peer's resolvers: the same schema.graphql, written the way a developer without DataLoader or a cache
// would write it. Every resolver that needs REST data fetches it itself, with a plain fetch, when it runs: no
// per-request memo, no batching, no catalog cache. A list's products carry their listing fields (the REST lists
// return them), so their scalar fields read the parent; fields that need another resource (the category tree, the
// cart, the wishlist, the shopper, a store's record) fetch it once per field per object.
//
// Only the fields the storefront's home, category, product and cart screens (with the app shell) ask for are
// resolved beyond the default resolvers. The pure rules (global IDs, money formatting, cursors, listing filters,
// sorts and facets, star averages, tier bounds, the expected delivery day, the DateTime scalar) are the gateway's
// exported ones (@marketplace/gateway/rules), so the two answer the same data; what the naive peer lacks is the
// gateway's data access (gateway/src/upstream/).
import type { IResolvers } from '@graphql-tools/utils';
import {
  connectionFromList,
  connectionFromPage,
  countOf,
  DateTime,
  DELIVERABLE,
  DETAIL_ROWS,
  expectedDeliveryDate,
  moneyFields,
  moneyTotal,
  NOT_DELIVERABLE,
  opaqueId,
  pageWindow,
  percentOff,
  productCountOf,
  productListing,
  ratingCount,
  STARS,
  STOCK_LABELS,
  tierBounds,
  toGlobalId,
  UNNAMED_CATEGORY,
  type BannerDTO,
  type BrandDTO,
  type CartItemDTO,
  type CategoryDTO,
  type DiscountDTO,
  type ListingArgs,
  type ListingProductDTO,
  type Loaders,
  type PageArgs,
  type ProductDetailDTO,
  type QuestionDTO,
  type ReviewDTO,
  type SellerDTO,
  type SellerSummaryDTO,
  type SharableListDTO,
  type StarCountsDTO,
  type UserDTO,
  viewerKey,
} from '@marketplace/gateway/rules';

export interface NaiveContext {
  /** The REST API's base URL. */
  upstream: string;
  /** The shopper's bearer token (Authorization: Bearer), or null for a guest. */
  token: string | null;
  /** The storefront's public origin (for list share links). */
  publicOrigin: string;
}

class RestError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`REST API answered ${status} for ${path}`);
  }
}

/** One REST call: a plain fetch, with the shopper's token when there is one. */
async function get<T>(ctx: NaiveContext, path: string): Promise<T> {
  const response = await fetch(ctx.upstream + path, {
    headers: ctx.token ? { authorization: `Bearer ${ctx.token}` } : {},
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new RestError(response.status, path);
  }
  return (await response.json()) as T;
}

/** A personal read: its fallback for a guest or an ended session (401). */
async function mine<T>(ctx: NaiveContext, fallback: T, read: () => Promise<T>): Promise<T> {
  if (!ctx.token) return fallback;
  try {
    return await read();
  } catch (error) {
    if (error instanceof RestError && error.status === 401) return fallback;
    throw error;
  }
}

const q = encodeURIComponent;
const currentUser = (ctx: NaiveContext) =>
  mine(ctx, null, async () => (await get<{ user: UserDTO }>(ctx, '/user-details')).user);
const cart = async (ctx: NaiveContext) => (await get<{ cart: CartItemDTO[] }>(ctx, '/get-cart-products')).cart;
const wishlist = async (ctx: NaiveContext) =>
  (await get<{ wishlist: ListingProductDTO[] }>(ctx, '/get-wishList-products')).wishlist;
const categories = async (ctx: NaiveContext) =>
  (await get<{ categories: CategoryDTO[] }>(ctx, '/fetchCategory?counts=true')).categories;
const isTopLevel = (c: CategoryDTO, all: CategoryDTO[]) =>
  c.parentCategory === c.id || !all.some((p) => p.id === c.parentCategory);

/** A product's details (GET /getProductInnerDetails, without the token: public), or null when missing. */
async function productDetail(ctx: NaiveContext, productId: string): Promise<ProductDetailDTO | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(productId)) return null;
  try {
    const response = await fetch(`${ctx.upstream}/getProductInnerDetails?pId=${q(productId)}`);
    if (response.status === 404) return null;
    if (!response.ok) throw new RestError(response.status, '/getProductInnerDetails');
    return ((await response.json()) as { productDetails: ProductDetailDTO }).productDetails;
  } catch (error) {
    if (error instanceof RestError && error.status === 404) return null;
    throw error;
  }
}

type ProductParent = { productId: string } & Partial<ProductDetailDTO>;

/** The product's listing fields: the parent when a list gave them, else its details (fetched for this field). */
async function listing(p: ProductParent, ctx: NaiveContext): Promise<ListingProductDTO> {
  if (p.name !== undefined) return p as ListingProductDTO;
  const found = await productDetail(ctx, p.productId);
  if (!found) throw new Error(`Product ${p.productId} is no longer in the catalog`);
  return found;
}

async function details(p: ProductParent, ctx: NaiveContext): Promise<ProductDetailDTO> {
  if (p.description !== undefined) return p as ProductDetailDTO;
  const found = await productDetail(ctx, p.productId);
  if (!found) throw new Error(`Product ${p.productId} is no longer in the catalog`);
  return found;
}

/** Listing filters, sorts and facets take the gateway's loaders only to prime them; the naive peer has none. */
const noLoaders = { primeProducts: <T>(products: T[]) => products } as unknown as Loaders;

const stockStatus = (stock: number) =>
  stock <= 0 ? 'OUT_OF_STOCK' : stock < 5 ? 'LOW_STOCK' : stock < 10 ? 'FEW_LEFT' : 'IN_STOCK';

/** A category's whole list, read on every request, filtered and sorted here. */
async function categoryProducts(c: CategoryDTO, args: ListingArgs, ctx: NaiveContext) {
  const all = productCountOf(c)
    ? (await get<{ products: ListingProductDTO[] }>(ctx, `/fetch-single-category/${q(c.id)}/${q(c.name || c.id)}`))
        .products
    : [];
  return productListing(all, args, noLoaders);
}

type Args = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one cast type for resolvers of every parent and argument shape
type R<P = any> = (parent: P, args: any, ctx: NaiveContext) => unknown;

export const naiveResolvers: IResolvers<unknown, NaiveContext> = {
  DateTime,
  Image: {
    url: ((image: { url: string }, _: unknown, ctx: NaiveContext) =>
      new URL(image.url, `${ctx.publicOrigin}/`).href) as R,
  },
  Query: {
    viewer: () => ({}),
    topCategories: async (_: unknown, __: Args, ctx: NaiveContext) => {
      const all = await categories(ctx);
      return all.filter((c) => isTopLevel(c, all) && productCountOf(c) > 0);
    },
    category: async (_: unknown, { categoryId }: { categoryId: string }, ctx: NaiveContext) =>
      (await categories(ctx)).find((c) => c.id === categoryId) ?? null,
    // The one source the bench's screens list (the category page); the naive peer answers no other.
    productListing: async (_: unknown, args: ListingArgs & { source: { categoryId?: string } }, ctx: NaiveContext) => {
      const category = (await categories(ctx)).find((c) => c.id === args.source.categoryId);
      return category ? categoryProducts(category, args, ctx) : null;
    },
    product: (_: unknown, { productId }: { productId: string }, ctx: NaiveContext) => productDetail(ctx, productId),
    homeBanners: (_: unknown, __: Args, ctx: NaiveContext) => get<BannerDTO[]>(ctx, '/gethomebanner'),
    newArrivals: (_: unknown, __: Args, ctx: NaiveContext) => get<ListingProductDTO[]>(ctx, '/getNewArrivalProd'),
    productsForYou: async (_: unknown, args: PageArgs, ctx: NaiveContext) => {
      const { offset, limit } = pageWindow(args);
      const response = await fetch(`${ctx.upstream}/getb2bProducts?limit=${Math.max(limit, 1)}&offset=${offset}`);
      if (!response.ok) throw new RestError(response.status, '/getb2bProducts');
      const products = ((await response.json()) as ListingProductDTO[]).slice(0, limit);
      return connectionFromPage(
        products,
        offset,
        Number(response.headers.get('x-total-count') ?? products.length),
        args,
      );
    },
    topBrands: (_: unknown, __: Args, ctx: NaiveContext) => get<BrandDTO[]>(ctx, '/getTopBrand'),
    discountsForYou: (_: unknown, __: Args, ctx: NaiveContext) => get<DiscountDTO[]>(ctx, '/getDiscountForYouDetails'),
  },
  Viewer: {
    id: async (_: unknown, __: Args, ctx: NaiveContext) => toGlobalId('Viewer', viewerKey(await currentUser(ctx))),
    user: (_: unknown, __: Args, ctx: NaiveContext) => currentUser(ctx),
    cart: async (_: unknown, __: Args, ctx: NaiveContext) => {
      const user = await currentUser(ctx);
      return user && { userId: user.id };
    },
    wishlist: async (_: unknown, __: Args, ctx: NaiveContext) => {
      const user = await currentUser(ctx);
      return user && { userId: user.id };
    },
    lists: async (_: unknown, args: PageArgs, ctx: NaiveContext) => {
      if (!(await currentUser(ctx))) return connectionFromPage([], pageWindow(args).offset, 0, args);
      return connectionFromList(
        (await get<{ sharableLists: SharableListDTO[] }>(ctx, '/getsharable-list')).sharableLists,
        args,
      );
    },
    buyAgain: async (_: unknown, args: PageArgs, ctx: NaiveContext) => {
      if (!(await currentUser(ctx))) return connectionFromPage([], pageWindow(args).offset, 0, args);
      return connectionFromList(
        (await get<{ products: ListingProductDTO[] }>(ctx, '/get-buy-again-products')).products,
        args,
      );
    },
  },
  User: {
    id: ((u: UserDTO) => toGlobalId('User', u.id)) as R,
    userId: ((u: UserDTO) => u.id) as R,
    coins: ((u: UserDTO) => u.coin) as R,
    addresses: ((u: UserDTO) => u.address.map((a) => ({ ...a, userId: u.id }))) as R,
  },
  Address: {
    id: ((a: { addressId: string }) => toGlobalId('Address', a.addressId)) as R,
    type: ((a: { typeOfAddress: string }) => (a.typeOfAddress === 'Office' ? 'OFFICE' : 'HOME')) as R,
    isPrimary: ((a: { primaryAddress: boolean }) => a.primaryAddress) as R,
    landmark: ((a: { landMark: string | null }) => a.landMark) as R,
    delivery: (async (a: { pincode: string }, __, ctx) => {
      const { deliverable } = await get<{ deliverable: boolean }>(
        ctx,
        `/check-pincode/${encodeURIComponent(a.pincode)}`,
      );
      return { pincode: a.pincode, deliverable, message: deliverable ? DELIVERABLE : NOT_DELIVERABLE };
    }) as R,
  },
  Cart: {
    id: ((c: { userId: string }) => toGlobalId('Cart', c.userId)) as R,
    lineCount: (async (_, __, ctx) => (await cart(ctx)).length) as R,
    unitCount: (async (_, __, ctx) => (await cart(ctx)).reduce((units, line) => units + line.quantity, 0)) as R,
    lines: (async (c: { userId: string }, __, ctx) =>
      (await cart(ctx)).map((line) => ({ ...line, userId: c.userId }))) as R,
    listTotal: (async (_, __, ctx) => moneyTotal((await cart(ctx)).map((l) => l.price * l.quantity))) as R,
    subTotal: (async (_, __, ctx) => moneyTotal((await cart(ctx)).map((l) => l.unitPrice * l.quantity))) as R,
    savings: (async (_, __, ctx) =>
      moneyTotal((await cart(ctx)).map((l) => (l.price - l.unitPrice) * l.quantity))) as R,
  },
  CartLine: {
    id: ((l: CartItemDTO & { userId: string }) =>
      Buffer.from(`CartLine:${l.userId}:${l.productId}`).toString('base64')) as R,
    product: ((l: CartItemDTO) => l) as R,
    maxQuantity: ((l: CartItemDTO) => Math.max(0, Math.min(l.b2cMaxQty, l.stock))) as R,
    unitPrice: ((l: CartItemDTO) => l.unitPrice) as R,
    savings: ((l: CartItemDTO) => moneyTotal([(l.price - l.unitPrice) * l.quantity])) as R,
  },
  Wishlist: {
    id: ((w: { userId: string }) => toGlobalId('Wishlist', w.userId)) as R,
    products: (async (_, args: PageArgs, ctx) => connectionFromList(await wishlist(ctx), args)) as R,
  },
  List: {
    id: ((l: SharableListDTO) => toGlobalId('List', l.id)) as R,
    listId: ((l: SharableListDTO) => l.id) as R,
    name: ((l: SharableListDTO) => l.listName) as R,
    items: ((l: SharableListDTO, args: PageArgs) => connectionFromList(l.items, args)) as R,
    shareUrl: ((l: SharableListDTO, _, ctx) =>
      `${ctx.publicOrigin}/lists/shared/${encodeURIComponent(l.shareToken)}`) as R,
  },
  Money: moneyFields as unknown as IResolvers,
  Product: {
    id: ((p: ProductParent) => toGlobalId('Product', p.productId)) as R,
    productId: ((p: ProductParent) => p.productId) as R,
    name: (async (p, _, ctx) => (await listing(p, ctx)).name) as R<ProductParent>,
    images: (async (p, { first }: { first?: number | null }, ctx) => {
      const { name, imageUrls } = await listing(p, ctx);
      return imageUrls
        .slice(0, first ?? undefined)
        .map((url, i) => ({ url, alt: i === 0 ? name : `${name}, image ${i + 1}` }));
    }) as R<ProductParent>,
    description: (async (p, _, ctx) => (await details(p, ctx)).description) as R<ProductParent>,
    keyFeatures: (async (p, _, ctx) => (await details(p, ctx)).keyFeatures) as R<ProductParent>,
    listPrice: (async (p, _, ctx) => (await listing(p, ctx)).price) as R<ProductParent>,
    offerPrice: (async (p, _, ctx) => (await listing(p, ctx)).offerPrice) as R<ProductParent>,
    sellingPrice: (async (p, _, ctx) => (await listing(p, ctx)).sellingPrice) as R<ProductParent>,
    percentOff: (async (p, _, ctx) => {
      const { price, offerPrice } = await listing(p, ctx);
      return percentOff(price, offerPrice);
    }) as R<ProductParent>,
    tierPrices: (async (p, _, ctx) =>
      [...(await listing(p, ctx)).tirePrice].sort(
        (a, b) => (tierBounds(a.range).min ?? 0) - (tierBounds(b.range).min ?? 0),
      )) as R<ProductParent>,
    tierPriceRange: (async (p, _, ctx) => (await listing(p, ctx)).unitPriceRange) as R<ProductParent>,
    stock: (async (p, _, ctx) => (await listing(p, ctx)).stock) as R<ProductParent>,
    stockStatus: (async (p, _, ctx) => stockStatus((await listing(p, ctx)).stock)) as R<ProductParent>,
    expectedDelivery: (async (p, _, ctx) =>
      (await listing(p, ctx)).stock > 0 ? expectedDeliveryDate(Date.now()) : null) as R<ProductParent>,
    stockLabel: (async (p, _, ctx) => {
      const { stock } = await listing(p, ctx);
      return STOCK_LABELS[stockStatus(stock)]!(stock);
    }) as R<ProductParent>,
    moq: (async (p, _, ctx) => (await listing(p, ctx)).b2bminQty) as R<ProductParent>,
    quantityBounds: (async (p, _, ctx) => {
      const l = await listing(p, ctx);
      return { min: l.b2bminQty, max: l.b2bMaxQty, consumerMax: l.b2cMaxQty };
    }) as R<ProductParent>,
    badge: (async (p, _, ctx) => {
      const l = await listing(p, ctx);
      return l.featured ? 'FEATURED' : l.newArrivals ? 'NEW' : null;
    }) as R<ProductParent>,
    brand: (async (p, _, ctx) => (await listing(p, ctx)).brandDetails) as R<ProductParent>,
    seller: (async (p, _, ctx) => (await listing(p, ctx)).sellerDetails) as R<ProductParent>,
    rating: ((p, _, ctx) => listing(p, ctx)) as R<ProductParent>,
    viewerHasPurchased: ((p, _, ctx) =>
      mine(
        ctx,
        false,
        async () => (await get<{ purchased: boolean }>(ctx, `/getProductInnerDetails?pId=${q(p.productId)}`)).purchased,
      )) as R<ProductParent>,
    inCart: ((p, _, ctx) =>
      mine(ctx, false, async () =>
        (await cart(ctx)).some((line) => line.productId === p.productId),
      )) as R<ProductParent>,
    inWishlist: ((p, _, ctx) =>
      mine(ctx, false, async () =>
        (await wishlist(ctx)).some((item) => item.productId === p.productId),
      )) as R<ProductParent>,
    featureBadges: ((p, _, ctx) => details(p, ctx)) as R<ProductParent>,
    moreDetails: (async (p, _, ctx) => {
      const product = await details(p, ctx);
      return DETAIL_ROWS.flatMap(([label, read]) => {
        const value = read(product);
        return value === null || String(value).trim() === '' ? [] : [{ label, value: String(value) }];
      });
    }) as R<ProductParent>,
    reviews: (async (p, args: PageArgs, ctx) => {
      const answer = await get<ReviewDTO[] | { message: string }>(
        ctx,
        `/get-product-reviews?productId=${q(p.productId)}`,
      );
      return connectionFromList(Array.isArray(answer) ? answer : [], args);
    }) as R<ProductParent>,
    questions: (async (p, args: PageArgs, ctx) =>
      connectionFromList(
        await get<QuestionDTO[]>(ctx, `/get-qstn-answr?productId=${q(p.productId)}`),
        args,
      )) as R<ProductParent>,
  },
  TierPrice: {
    minQuantity: ((t: { range: string }) => tierBounds(t.range).min) as R,
    maxQuantity: ((t: { range: string }) => tierBounds(t.range).max) as R,
    price: ((t: { discountPrice: number }) => t.discountPrice) as R,
  },
  ProductFeatureBadges: {
    returnable: ((p: ProductDetailDTO) => !p.nonReturnableItem) as R,
    warranty: ((p: ProductDetailDTO) => (p.oneYearWarrenty && !p.noWarrenty ? '1 Year' : null)) as R,
  },
  RatingSummary: {
    count: ((r: StarCountsDTO) => ratingCount(r)) as R,
    average: ((r: { rating: number } | { average: number }) => ('rating' in r ? r.rating : r.average)) as R,
    histogram: ((r: StarCountsDTO) => STARS.map((stars) => ({ stars, count: countOf(r, stars) }))) as R,
  },
  Review: {
    id: ((r: ReviewDTO) => opaqueId('Review', r.id)) as R,
    authorName: ((r: ReviewDTO) => r.userDetails.name) as R,
    title: ((r: ReviewDTO) => r.review || null) as R,
    comment: ((r: ReviewDTO) => r.comment || null) as R,
    images: ((r: ReviewDTO) =>
      r.mediaUrl.map(({ url }, i) => ({ url, alt: `Photo ${i + 1} of ${r.userDetails.name}'s review` }))) as R,
  },
  Question: {
    id: ((x: QuestionDTO) => opaqueId('Question', x.id)) as R,
    answer: ((x: QuestionDTO) => x.answers.find((a) => a.ans.trim() !== '')?.ans ?? null) as R,
  },
  Seller: {
    id: ((s: SellerSummaryDTO) => toGlobalId('Seller', s.sellerId)) as R,
    storeName: ((s: SellerSummaryDTO) => s.storedetails.storename) as R,
    joinedAt: ((s: SellerSummaryDTO) => s.createdDate) as R,
    ratingSummary: (async (s: SellerSummaryDTO, _, ctx) =>
      (await get<{ seller: SellerDTO }>(ctx, `/getOneSeller?sellerId=${q(s.sellerId)}`)).seller.rating) as R,
  },
  Brand: {
    id: ((b: BrandDTO) => toGlobalId('Brand', b.brandId)) as R,
    name: ((b: BrandDTO) => b.brandName) as R,
    logo: ((b: BrandDTO) => ({ url: b.brandLogo, alt: `${b.brandName} logo` })) as R,
    productCount: (async (b: BrandDTO, _, ctx) => {
      if (b.productCount !== undefined && b.createdDate !== undefined) return b.productCount;
      return (await get<BrandDTO[]>(ctx, '/fetchBrands')).find((x) => x.brandId === b.brandId)?.productCount ?? null;
    }) as R,
  },
  Category: {
    id: ((c: CategoryDTO) => toGlobalId('Category', c.id)) as R,
    categoryId: ((c: CategoryDTO) => c.id) as R,
    name: ((c: CategoryDTO) => c.name || null) as R,
    displayName: ((c: CategoryDTO) => c.name || UNNAMED_CATEGORY) as R,
    icon: ((c: CategoryDTO) => ({ url: c.categoryIcon, alt: c.name || UNNAMED_CATEGORY })) as R,
    banner: ((c: CategoryDTO) =>
      c.categoryBanner ? { url: c.categoryBanner, alt: `${c.name || UNNAMED_CATEGORY} banner` } : null) as R,
    parent: (async (c: CategoryDTO, _, ctx) =>
      c.parentCategory === c.id ? null : ((await categories(ctx)).find((x) => x.id === c.parentCategory) ?? null)) as R,
    children: (async (c: CategoryDTO, _, ctx) => {
      const all = await categories(ctx);
      return all.filter((x) => x.parentCategory === c.id && x.id !== c.id);
    }) as R,
    hasProducts: ((c: CategoryDTO) => productCountOf(c) > 0) as R,
    products: ((c: CategoryDTO, args: ListingArgs, ctx) => categoryProducts(c, args, ctx)) as R,
  },
  Banner: {
    bannerId: ((b: BannerDTO) => b.id) as R,
    image: ((b: BannerDTO) => ({ url: b.image, alt: b.categoryDetails[0]?.categoryName ?? 'Featured offer' })) as R,
    dealType: ((b: BannerDTO) => (b.dealType === 'Category' ? 'CATEGORY' : 'PRODUCT')) as R,
    category: (async (b: BannerDTO, _, ctx) => {
      const categoryId = b.dealType === 'Category' ? b.selectedValue[0] : undefined;
      return categoryId === undefined ? null : ((await categories(ctx)).find((c) => c.id === categoryId) ?? null);
    }) as R,
    product: ((b: BannerDTO) =>
      b.dealType === 'Product' && b.selectedValue[0] ? { productId: b.selectedValue[0] } : null) as R,
  },
  Discount: {
    discountId: ((d: DiscountDTO) => d.id) as R,
    image: ((d: DiscountDTO) => ({ url: d.imgUrl, alt: d.parentCategoryName })) as R,
    category: (async (d: DiscountDTO, _, ctx) =>
      (await categories(ctx)).find((c) => c.id === d.parentCategoryId) ?? null) as R,
    upToPercentOff: ((d: DiscountDTO) => d.discount) as R,
  },
};
