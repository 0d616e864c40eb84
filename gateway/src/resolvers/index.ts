import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { authMutations } from './authMutations.ts';
import { cartMutations } from './cartMutations.ts';
import { Brand } from './Brand.ts';
import { BrandBannerSection, BrandGallerySection, BrandPage, BrandPageSection, BrandProductSection, BrandVideoSection } from './BrandPage.ts';
import { DealBanner, FeaturedBrand, LimitedTimeDealBanner, TopStore } from './deals.ts';
import { Category } from './Category.ts';
import { Banner, Discount } from './home.ts';
import { Money } from './Money.ts';
import { Node } from './Node.ts';
import { List } from './List.ts';
import { listMutations } from './listMutations.ts';
import { Order, OrderItem } from './Order.ts';
import { Product, RatingSummary, TierPrice } from './Product.ts';
import { productMutations } from './productMutations.ts';
import { ProductFeatureBadges, productPageFields, productPageQueries, Question, Review } from './productPage.ts';
import { Query, SearchSuggestion } from './Query.ts';
import { Seller, SellerRating } from './Seller.ts';
import { sellerMutations } from './sellerMutations.ts';
import { DateTime } from './scalars.ts';
import { Address, Cart, CartLine, User, Viewer, Wishlist } from './Viewer.ts';

export const resolvers: Resolvers = {
  DateTime,
  Query: { ...Query, ...productPageQueries },
  SearchSuggestion,
  Mutation: { ...authMutations, ...sellerMutations, ...cartMutations, ...listMutations, ...productMutations },
  Node,
  Viewer,
  User,
  Address,
  Cart,
  CartLine,
  Wishlist,
  Product: { ...Product, ...productPageFields },
  ProductFeatureBadges,
  Review,
  Question,
  TierPrice,
  RatingSummary,
  Money,
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
  LimitedTimeDealBanner,
  FeaturedBrand,
  TopStore,
  Banner,
  Discount,
  Order,
  OrderItem,
  List,
};
