import type { CodegenConfig } from '@graphql-codegen/cli';

// Resolver types for the gateway; the parents are REST shapes (gateway/src/graph/mappers.ts, upstream/dto.ts).
const parents = '../graph/mappers.ts#';
const dto = '../upstream/dto.ts#';

const shared = {
  useTypeImports: true,
  enumsAsTypes: true,
  scalars: {
    DateTime: { input: 'string', output: `${parents}DateTimeValue` },
    Date: 'string',
    // Uploads arrive as web Files (graphql-yoga's multipart support); the graph never returns one.
    File: { input: 'File', output: 'never' },
  },
};

// Two files so the layers point one way: the schema's types (enums, inputs, arguments) for graph/, which import no
// context; the resolver types, which import the context and the parents, for resolvers/ only.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'gateway/src/__generated__/schema-types.ts': {
      plugins: ['typescript'],
      config: shared,
    },
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: [{ add: { content: "import type * as Types from './schema-types.ts';" } }, 'typescript-resolvers'],
      config: {
        ...shared,
        namespacedImportName: 'Types',
        useIndexSignature: false,
        optionalResolveType: true,
        contextType: '../context.ts#GraphQLContext',
        mappers: {
          Product: `${parents}ProductParent`,
          Brand: `${parents}BrandParent`,
          Seller: `${parents}SellerParent`,
          Address: `${parents}AddressParent`,
          Cart: `${parents}CartParent`,
          Checkout: `${parents}CheckoutParent`,
          CheckoutLine: `${parents}CheckoutLineParent`,
          PlacedOrder: `${parents}PlacedOrderParent`,
          CartLine: `${parents}CartLineParent`,
          Wishlist: `${parents}WishlistParent`,
          Viewer: `${parents}ViewerParent`,
          Money: `${parents}MoneyParent`,
          MoneyRange: `${parents}MoneyRangeParent`,
          ProductConnection: '../graph/connections.ts#Connection<ProductParent>',
          ListConnection: '../graph/connections.ts#Connection<SharableListDTO>',
          FacetedProductConnection: '../graph/listing.ts#FacetedProductConnectionValue',
          ProductFacets: '../graph/listing.ts#ProductFacetsValue',
          SearchSuggestion: `${dto}SearchSuggestionDTO`,
          Category: `${dto}CategoryDTO`,
          User: `${dto}UserDTO`,
          Order: `${dto}OrderDTO`,
          OrderItem: `${parents}OrderItemParent`,
          OrderConnection: '../graph/connections.ts#Connection<OrderDTO>',
          List: `${dto}SharableListDTO`,
          SharedList: `${dto}SharedListDTO`,
          PrivateList: `${dto}PrivateListDTO`,
          Banner: `${dto}BannerDTO`,
          Discount: `${dto}DiscountDTO`,
          TierPrice: `${dto}TierPriceDTO`,
          RatingSummary: `${parents}RatingSummaryParent`,
          DealBanner: `${dto}TopDealDTO`,
          LimitedTimeDealBanner: `${dto}LimitedTimeDealDTO`,
          FeaturedBrand: `${dto}FeaturedBrandDTO`,
          TopStore: `${dto}TopStoreDTO`,
          BrandPage: `${dto}BrandPageDTO`,
          BrandProductSection: `${parents}BrandPageSectionParent`,
          BrandGallerySection: `${parents}BrandPageSectionParent`,
          BrandBannerSection: `${parents}BrandPageSectionParent`,
          BrandVideoSection: `${parents}BrandPageSectionParent`,
          SellerRating: `${dto}SellerRatingDTO`,
          SellerRatingConnection: '../graph/connections.ts#Connection<SellerRatingDTO>',
          Review: `${dto}ReviewDTO`,
          ReviewConnection: '../graph/connections.ts#Connection<ReviewDTO>',
          Question: `${dto}QuestionDTO`,
          QuestionConnection: '../graph/connections.ts#Connection<QuestionDTO>',
          ProductFeatureBadges: `${dto}ProductDetailDTO`,
          Faq: `${dto}FaqDTO`,
          Ticket: `${dto}TicketDTO`,
          TicketConnection: '../graph/connections.ts#Connection<TicketDTO>',
          Wallet: `${parents}WalletParent`,
          WalletTransaction: `${parents}WalletTransactionParent`,
          WalletTransactionConnection: '../graph/connections.ts#Connection<WalletTransactionParent>',
        },
      },
    },
  },
};

export default config;
