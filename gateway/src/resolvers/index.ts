// The resolver map. Each type's resolvers live in the file of its type family, which also declares the root fields
// that read or change that type (`QueryFields<...>`, `MutationFields<...>`); `root` puts them together.
import type { MutationResolvers, QueryResolvers, Resolvers } from '../__generated__/resolvers-types.ts';
import { root } from './root.ts';
import { Brand, brandQueries } from './Brand.ts';
import {
  BrandBannerSection,
  BrandGallerySection,
  BrandPage,
  BrandPageSection,
  BrandProductSection,
  BrandVideoSection,
} from './BrandPage.ts';
import { Cart, CartLine, cartMutations } from './Cart.ts';
import { Category, categoryQueries } from './Category.ts';
import { Checkout, CheckoutLine, PlacedOrder } from './Checkout.ts';
import { placementMutations } from './OrderPlacement.ts';
import {
  DealBanner,
  dealQueries,
  FacetedProductConnection,
  FeaturedBrand,
  LimitedTimeDealBanner,
  TopStore,
} from './Deal.ts';
import { Banner, Discount, homeQueries } from './Home.ts';
import { List, listMutations, listQueries, PrivateList, SharedList, SharedListResult } from './List.ts';
import { Image } from './Image.ts';
import { Money } from './Money.ts';
import { Node, nodeQueries } from './Node.ts';
import { Order, OrderAddress, OrderItem } from './Order.ts';
import { orderMutations, orderQueries } from './OrderCancellation.ts';
import { Subscription } from './OrderUpdates.ts';
import { passwordResetLinkQueries } from './PasswordResetLink.ts';
import { Product, ProductFeatureBadges, productMutations, productQueries, TierPrice } from './Product.ts';
import { listingQueries } from './ProductListing.ts';
import { Question, RatingSummary, Review, reviewMutations } from './Review.ts';
import { Faq, supportMutations, supportQueries, Ticket } from './Support.ts';
import { Wallet, WalletTransaction } from './Wallet.ts';
import { DateScalar, DateTime } from './scalars.ts';
import { searchQueries, SearchSuggestion } from './Search.ts';
import { Seller, SellerRating, sellerMutations, sellerQueries } from './Seller.ts';
import { sessionMutations } from './Session.ts';
import { Address, addressMutations, profileMutations, User } from './User.ts';
import { Viewer, viewerQueries } from './Viewer.ts';
import { Wishlist, wishlistMutations } from './Wishlist.ts';

const Query = root(
  nodeQueries,
  viewerQueries,
  productQueries,
  searchQueries,
  categoryQueries,
  brandQueries,
  sellerQueries,
  homeQueries,
  dealQueries,
  listingQueries,
  orderQueries,
  supportQueries,
  listQueries,
  passwordResetLinkQueries,
) satisfies Required<QueryResolvers>;

const Mutation = root(
  sessionMutations,
  addressMutations,
  cartMutations,
  placementMutations,
  wishlistMutations,
  listMutations,
  productMutations,
  reviewMutations,
  sellerMutations,
  orderMutations,
  profileMutations,
  supportMutations,
) satisfies Required<MutationResolvers>;

export const resolvers: Resolvers = {
  DateTime,
  Date: DateScalar,
  Query,
  Mutation,
  Subscription,
  Node,
  Viewer,
  User,
  Address,
  Cart,
  CartLine,
  Checkout,
  CheckoutLine,
  PlacedOrder,
  Wishlist,
  Product,
  ProductFeatureBadges,
  TierPrice,
  Review,
  Question,
  RatingSummary,
  Money,
  Image,
  Category,
  Brand,
  Seller,
  SellerRating,
  BrandPage,
  BrandPageSection,
  BrandProductSection,
  BrandGallerySection,
  BrandBannerSection,
  BrandVideoSection,
  DealBanner,
  FacetedProductConnection,
  LimitedTimeDealBanner,
  FeaturedBrand,
  TopStore,
  Banner,
  Discount,
  SearchSuggestion,
  Order,
  OrderAddress,
  OrderItem,
  List,
  SharedListResult,
  SharedList,
  PrivateList,
  Faq,
  Ticket,
  Wallet,
  WalletTransaction,
};
