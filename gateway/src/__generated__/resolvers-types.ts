import type * as Types from './schema-types.ts';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductParent, BrandParent, SellerParent, AddressParent, CartParent, CheckoutParent, CheckoutLineParent, PlacedOrderParent, CartLineParent, WishlistParent, ViewerParent, MoneyParent, MoneyRangeParent, OrderItemParent, RatingSummaryParent, BrandPageSectionParent, WalletParent, WalletTransactionParent } from '../graph/mappers.ts';
import type { Connection } from '../graph/connections.ts';
import type { FacetedProductConnectionValue, ProductFacetsValue } from '../graph/listing.ts';
import type { SearchSuggestionDTO, CategoryDTO, UserDTO, OrderDTO, SharableListDTO, SharedListDTO, PrivateListDTO, BannerDTO, DiscountDTO, TierPriceDTO, TopDealDTO, LimitedTimeDealDTO, FeaturedBrandDTO, TopStoreDTO, BrandPageDTO, SellerRatingDTO, ReviewDTO, QuestionDTO, ProductDetailDTO, FaqDTO, TicketDTO } from '../upstream/dto.ts';
import type { GraphQLContext } from '../context.ts';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };


export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Types.Maybe<TTypes> | Promise<Types.Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  BrandPageSection:
    | ( BrandPageSectionParent )
    | ( BrandPageSectionParent )
    | ( BrandPageSectionParent )
    | ( BrandPageSectionParent )
  ;
  SharedListResult:
    | ( PrivateListDTO )
    | ( SharedListDTO )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Node:
    | ( AddressParent )
    | ( BrandParent )
    | ( CartParent )
    | ( CategoryDTO )
    | ( CheckoutParent )
    | ( DiscountDTO )
    | ( SharableListDTO )
    | ( OrderDTO )
    | ( OrderItemParent )
    | ( PlacedOrderParent )
    | ( ProductParent )
    | ( SellerParent )
    | ( TicketDTO )
    | ( UserDTO )
    | ( ViewerParent )
    | ( WishlistParent )
  ;
  SignInResult:
    | ( Omit<Types.SignInWithEmailPayload, 'viewer'> & { viewer: _RefType['Viewer'] } )
    | ( Omit<Types.SignInWithGooglePayload, 'viewer'> & { viewer: _RefType['Viewer'] } )
    | ( Omit<Types.SignUpWithPhonePayload, 'viewer'> & { viewer: _RefType['Viewer'] } )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddAddressInput: Types.AddAddressInput;
  AddAddressPayload: ResolverTypeWrapper<Omit<Types.AddAddressPayload, 'address' | 'user'> & { address?: Types.Maybe<ResolversTypes['Address']>, user?: Types.Maybe<ResolversTypes['User']> }>;
  AddProductToListPayload: ResolverTypeWrapper<Omit<Types.AddProductToListPayload, 'list' | 'product' | 'viewer'> & { list?: Types.Maybe<ResolversTypes['List']>, product?: Types.Maybe<ResolversTypes['Product']>, viewer: ResolversTypes['Viewer'] }>;
  AddToCartInput: Types.AddToCartInput;
  AddToCartPayload: ResolverTypeWrapper<Omit<Types.AddToCartPayload, 'cart' | 'product' | 'viewer' | 'wishlist'> & { cart?: Types.Maybe<ResolversTypes['Cart']>, product?: Types.Maybe<ResolversTypes['Product']>, viewer?: Types.Maybe<ResolversTypes['Viewer']>, wishlist?: Types.Maybe<ResolversTypes['Wishlist']> }>;
  AddToWishlistPayload: ResolverTypeWrapper<Omit<Types.AddToWishlistPayload, 'product' | 'viewer' | 'wishlist'> & { product?: Types.Maybe<ResolversTypes['Product']>, viewer?: Types.Maybe<ResolversTypes['Viewer']>, wishlist?: Types.Maybe<ResolversTypes['Wishlist']> }>;
  Address: ResolverTypeWrapper<AddressParent>;
  AddressType: Types.AddressType;
  Availability: Types.Availability;
  Banner: ResolverTypeWrapper<BannerDTO>;
  BannerDealType: Types.BannerDealType;
  Boolean: ResolverTypeWrapper<Types.Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<BrandParent>;
  BrandBannerSection: ResolverTypeWrapper<BrandPageSectionParent>;
  BrandFacet: ResolverTypeWrapper<Omit<Types.BrandFacet, 'brand'> & { brand: ResolversTypes['Brand'] }>;
  BrandGallerySection: ResolverTypeWrapper<BrandPageSectionParent>;
  BrandPage: ResolverTypeWrapper<BrandPageDTO>;
  BrandPageSection: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BrandPageSection']>;
  BrandProductSection: ResolverTypeWrapper<BrandPageSectionParent>;
  BrandVideoSection: ResolverTypeWrapper<BrandPageSectionParent>;
  CancelOrderInput: Types.CancelOrderInput;
  CancelOrderPayload: ResolverTypeWrapper<Omit<Types.CancelOrderPayload, 'order' | 'viewer'> & { order?: Types.Maybe<ResolversTypes['Order']>, viewer: ResolversTypes['Viewer'] }>;
  CancellationReason: Types.CancellationReason;
  CancellationReasonOption: ResolverTypeWrapper<Types.CancellationReasonOption>;
  CancellationRefund: ResolverTypeWrapper<Omit<Types.CancellationRefund, 'orderAmount' | 'refundAmount'> & { orderAmount: ResolversTypes['Money'], refundAmount: ResolversTypes['Money'] }>;
  Cart: ResolverTypeWrapper<CartParent>;
  CartLine: ResolverTypeWrapper<CartLineParent>;
  CartProductInput: Types.CartProductInput;
  Category: ResolverTypeWrapper<CategoryDTO>;
  Checkout: ResolverTypeWrapper<CheckoutParent>;
  CheckoutCoins: ResolverTypeWrapper<Omit<Types.CheckoutCoins, 'coinValue' | 'discount'> & { coinValue: ResolversTypes['Money'], discount: ResolversTypes['Money'] }>;
  CheckoutLine: ResolverTypeWrapper<CheckoutLineParent>;
  CheckoutSource: Types.CheckoutSource;
  ConfirmPaymentInput: Types.ConfirmPaymentInput;
  ConfirmPaymentPayload: ResolverTypeWrapper<Omit<Types.ConfirmPaymentPayload, 'order' | 'refund' | 'viewer'> & { order?: Types.Maybe<ResolversTypes['PlacedOrder']>, refund?: Types.Maybe<ResolversTypes['PaymentRefund']>, viewer: ResolversTypes['Viewer'] }>;
  CreateListInput: Types.CreateListInput;
  CreateListPayload: ResolverTypeWrapper<Omit<Types.CreateListPayload, 'list' | 'viewer'> & { list?: Types.Maybe<ResolversTypes['List']>, viewer: ResolversTypes['Viewer'] }>;
  CurrencyCode: Types.CurrencyCode;
  Date: ResolverTypeWrapper<Types.Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Types.Scalars['DateTime']['output']>;
  DealBanner: ResolverTypeWrapper<TopDealDTO>;
  DeleteAddressInput: Types.DeleteAddressInput;
  DeleteAddressPayload: ResolverTypeWrapper<Omit<Types.DeleteAddressPayload, 'user'> & { user?: Types.Maybe<ResolversTypes['User']> }>;
  DeleteListInput: Types.DeleteListInput;
  DeleteListPayload: ResolverTypeWrapper<Omit<Types.DeleteListPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  DeliveryCheck: ResolverTypeWrapper<Types.DeliveryCheck>;
  Discount: ResolverTypeWrapper<DiscountDTO>;
  FacetedProductConnection: ResolverTypeWrapper<FacetedProductConnectionValue>;
  Faq: ResolverTypeWrapper<FaqDTO>;
  FeaturedBrand: ResolverTypeWrapper<FeaturedBrandDTO>;
  File: ResolverTypeWrapper<Types.Scalars['File']['output']>;
  Float: ResolverTypeWrapper<Types.Scalars['Float']['output']>;
  GeoLocation: ResolverTypeWrapper<Types.GeoLocation>;
  GeoLocationInput: Types.GeoLocationInput;
  ID: ResolverTypeWrapper<Types.Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Types.Image>;
  Int: ResolverTypeWrapper<Types.Scalars['Int']['output']>;
  LimitedTimeDealBanner: ResolverTypeWrapper<LimitedTimeDealDTO>;
  List: ResolverTypeWrapper<SharableListDTO>;
  ListConnection: ResolverTypeWrapper<Connection<SharableListDTO>>;
  ListEdge: ResolverTypeWrapper<Omit<Types.ListEdge, 'node'> & { node: ResolversTypes['List'] }>;
  ListProductInput: Types.ListProductInput;
  Money: ResolverTypeWrapper<MoneyParent>;
  MoneyRange: ResolverTypeWrapper<MoneyRangeParent>;
  MoveToCartPayload: ResolverTypeWrapper<Omit<Types.MoveToCartPayload, 'cart' | 'product' | 'viewer' | 'wishlist'> & { cart?: Types.Maybe<ResolversTypes['Cart']>, product?: Types.Maybe<ResolversTypes['Product']>, viewer?: Types.Maybe<ResolversTypes['Viewer']>, wishlist?: Types.Maybe<ResolversTypes['Wishlist']> }>;
  MoveToWishlistPayload: ResolverTypeWrapper<Omit<Types.MoveToWishlistPayload, 'cart' | 'product' | 'viewer' | 'wishlist'> & { cart?: Types.Maybe<ResolversTypes['Cart']>, product?: Types.Maybe<ResolversTypes['Product']>, viewer?: Types.Maybe<ResolversTypes['Viewer']>, wishlist?: Types.Maybe<ResolversTypes['Wishlist']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  Order: ResolverTypeWrapper<OrderDTO>;
  OrderAddress: ResolverTypeWrapper<Types.OrderAddress>;
  OrderConnection: ResolverTypeWrapper<Connection<OrderDTO>>;
  OrderEdge: ResolverTypeWrapper<Omit<Types.OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderFilter: Types.OrderFilter;
  OrderItem: ResolverTypeWrapper<OrderItemParent>;
  OrderItemCancellation: ResolverTypeWrapper<Omit<Types.OrderItemCancellation, 'refund'> & { refund: ResolversTypes['Money'] }>;
  OrderPeriod: Types.OrderPeriod;
  OrderStatus: Types.OrderStatus;
  OrderTrackerStep: ResolverTypeWrapper<Types.OrderTrackerStep>;
  PageInfo: ResolverTypeWrapper<Types.PageInfo>;
  PasswordResetLink: ResolverTypeWrapper<Types.PasswordResetLink>;
  PasswordResetLinkStatus: Types.PasswordResetLinkStatus;
  PaymentMethod: Types.PaymentMethod;
  PaymentMode: Types.PaymentMode;
  PaymentRefund: ResolverTypeWrapper<Omit<Types.PaymentRefund, 'amount'> & { amount: ResolversTypes['Money'] }>;
  PaymentRequest: ResolverTypeWrapper<Types.PaymentRequest>;
  PaymentStatus: Types.PaymentStatus;
  PhoneCodeStatus: Types.PhoneCodeStatus;
  PhoneCountryCode: Types.PhoneCountryCode;
  PlaceOrderInput: Types.PlaceOrderInput;
  PlaceOrderPayload: ResolverTypeWrapper<Omit<Types.PlaceOrderPayload, 'order' | 'refund' | 'viewer'> & { order?: Types.Maybe<ResolversTypes['PlacedOrder']>, refund?: Types.Maybe<ResolversTypes['PaymentRefund']>, viewer: ResolversTypes['Viewer'] }>;
  PlacedOrder: ResolverTypeWrapper<PlacedOrderParent>;
  PrivateList: ResolverTypeWrapper<PrivateListDTO>;
  Product: ResolverTypeWrapper<ProductParent>;
  ProductBadge: Types.ProductBadge;
  ProductCollection: Types.ProductCollection;
  ProductConnection: ResolverTypeWrapper<Connection<ProductParent>>;
  ProductDetailRow: ResolverTypeWrapper<Types.ProductDetailRow>;
  ProductEdge: ResolverTypeWrapper<Omit<Types.ProductEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  ProductFacets: ResolverTypeWrapper<ProductFacetsValue>;
  ProductFeature: ResolverTypeWrapper<Types.ProductFeature>;
  ProductFeatureBadges: ResolverTypeWrapper<ProductDetailDTO>;
  ProductFilter: Types.ProductFilter;
  ProductListingSource: Types.ProductListingSource;
  ProductSort: Types.ProductSort;
  QuantityBounds: ResolverTypeWrapper<Types.QuantityBounds>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Question: ResolverTypeWrapper<QuestionDTO>;
  QuestionConnection: ResolverTypeWrapper<Connection<QuestionDTO>>;
  QuestionEdge: ResolverTypeWrapper<Omit<Types.QuestionEdge, 'node'> & { node: ResolversTypes['Question'] }>;
  RaiseTicketInput: Types.RaiseTicketInput;
  RaiseTicketPayload: ResolverTypeWrapper<Omit<Types.RaiseTicketPayload, 'ticket' | 'viewer'> & { ticket?: Types.Maybe<ResolversTypes['Ticket']>, viewer: ResolversTypes['Viewer'] }>;
  RateProductInput: Types.RateProductInput;
  RateProductPayload: ResolverTypeWrapper<Omit<Types.RateProductPayload, 'product' | 'review'> & { product?: Types.Maybe<ResolversTypes['Product']>, review?: Types.Maybe<ResolversTypes['Review']> }>;
  RateSellerInput: Types.RateSellerInput;
  RateSellerPayload: ResolverTypeWrapper<Omit<Types.RateSellerPayload, 'seller'> & { seller?: Types.Maybe<ResolversTypes['Seller']> }>;
  RatingBucket: ResolverTypeWrapper<Types.RatingBucket>;
  RatingSummary: ResolverTypeWrapper<RatingSummaryParent>;
  RefreshSessionPayload: ResolverTypeWrapper<Omit<Types.RefreshSessionPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  RefundMethod: Types.RefundMethod;
  RegisterBusinessAccountInput: Types.RegisterBusinessAccountInput;
  RegisterBusinessAccountPayload: ResolverTypeWrapper<Types.RegisterBusinessAccountPayload>;
  RemoveFromCartPayload: ResolverTypeWrapper<Omit<Types.RemoveFromCartPayload, 'cart' | 'product' | 'viewer' | 'wishlist'> & { cart?: Types.Maybe<ResolversTypes['Cart']>, product?: Types.Maybe<ResolversTypes['Product']>, viewer?: Types.Maybe<ResolversTypes['Viewer']>, wishlist?: Types.Maybe<ResolversTypes['Wishlist']> }>;
  RemoveFromWishlistPayload: ResolverTypeWrapper<Omit<Types.RemoveFromWishlistPayload, 'product' | 'wishlist'> & { product?: Types.Maybe<ResolversTypes['Product']>, wishlist?: Types.Maybe<ResolversTypes['Wishlist']> }>;
  RemoveProductFromListPayload: ResolverTypeWrapper<Omit<Types.RemoveProductFromListPayload, 'list' | 'product' | 'viewer'> & { list?: Types.Maybe<ResolversTypes['List']>, product?: Types.Maybe<ResolversTypes['Product']>, viewer: ResolversTypes['Viewer'] }>;
  ReportProductInput: Types.ReportProductInput;
  ReportProductPayload: ResolverTypeWrapper<Types.ReportProductPayload>;
  ReportTargetInput: Types.ReportTargetInput;
  RequestNewEmailCodeInput: Types.RequestNewEmailCodeInput;
  RequestNewEmailCodePayload: ResolverTypeWrapper<Types.RequestNewEmailCodePayload>;
  RequestPasswordResetInput: Types.RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<Types.RequestPasswordResetPayload>;
  RequestPhoneCodeInput: Types.RequestPhoneCodeInput;
  RequestPhoneCodePayload: ResolverTypeWrapper<Types.RequestPhoneCodePayload>;
  ResetPasswordInput: Types.ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<Omit<Types.ResetPasswordPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  Review: ResolverTypeWrapper<ReviewDTO>;
  ReviewConnection: ResolverTypeWrapper<Connection<ReviewDTO>>;
  ReviewEdge: ResolverTypeWrapper<Omit<Types.ReviewEdge, 'node'> & { node: ResolversTypes['Review'] }>;
  SearchSuggestion: ResolverTypeWrapper<SearchSuggestionDTO>;
  Seller: ResolverTypeWrapper<SellerParent>;
  SellerRating: ResolverTypeWrapper<SellerRatingDTO>;
  SellerRatingConnection: ResolverTypeWrapper<Connection<SellerRatingDTO>>;
  SellerRatingEdge: ResolverTypeWrapper<Omit<Types.SellerRatingEdge, 'node'> & { node: ResolversTypes['SellerRating'] }>;
  SendEmailVerificationPayload: ResolverTypeWrapper<Types.SendEmailVerificationPayload>;
  SendGstCodeInput: Types.SendGstCodeInput;
  SendGstCodePayload: ResolverTypeWrapper<Types.SendGstCodePayload>;
  Session: ResolverTypeWrapper<Types.Session>;
  SetListPrivacyInput: Types.SetListPrivacyInput;
  SetListPrivacyPayload: ResolverTypeWrapper<Omit<Types.SetListPrivacyPayload, 'list'> & { list?: Types.Maybe<ResolversTypes['List']> }>;
  SetPrimaryAddressInput: Types.SetPrimaryAddressInput;
  SetPrimaryAddressPayload: ResolverTypeWrapper<Omit<Types.SetPrimaryAddressPayload, 'address' | 'user'> & { address?: Types.Maybe<ResolversTypes['Address']>, user?: Types.Maybe<ResolversTypes['User']> }>;
  SharedList: ResolverTypeWrapper<SharedListDTO>;
  SharedListResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SharedListResult']>;
  SignInResult: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['SignInResult']>;
  SignInWithEmailInput: Types.SignInWithEmailInput;
  SignInWithEmailPayload: ResolverTypeWrapper<Omit<Types.SignInWithEmailPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  SignInWithGoogleInput: Types.SignInWithGoogleInput;
  SignInWithGooglePayload: ResolverTypeWrapper<Omit<Types.SignInWithGooglePayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  SignOutPayload: ResolverTypeWrapper<Omit<Types.SignOutPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  SignUpWithPhoneInput: Types.SignUpWithPhoneInput;
  SignUpWithPhonePayload: ResolverTypeWrapper<Omit<Types.SignUpWithPhonePayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  StockStatus: Types.StockStatus;
  String: ResolverTypeWrapper<Types.Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Ticket: ResolverTypeWrapper<TicketDTO>;
  TicketConnection: ResolverTypeWrapper<Connection<TicketDTO>>;
  TicketDepartment: Types.TicketDepartment;
  TicketDepartmentOption: ResolverTypeWrapper<Types.TicketDepartmentOption>;
  TicketEdge: ResolverTypeWrapper<Omit<Types.TicketEdge, 'node'> & { node: ResolversTypes['Ticket'] }>;
  TicketStatus: Types.TicketStatus;
  TierPrice: ResolverTypeWrapper<TierPriceDTO>;
  TopStore: ResolverTypeWrapper<TopStoreDTO>;
  UpdateAddressInput: Types.UpdateAddressInput;
  UpdateAddressPayload: ResolverTypeWrapper<Omit<Types.UpdateAddressPayload, 'address' | 'user'> & { address?: Types.Maybe<ResolversTypes['Address']>, user?: Types.Maybe<ResolversTypes['User']> }>;
  UpdateCartQuantityInput: Types.UpdateCartQuantityInput;
  UpdateCartQuantityPayload: ResolverTypeWrapper<Omit<Types.UpdateCartQuantityPayload, 'cart' | 'product' | 'viewer' | 'wishlist'> & { cart?: Types.Maybe<ResolversTypes['Cart']>, product?: Types.Maybe<ResolversTypes['Product']>, viewer?: Types.Maybe<ResolversTypes['Viewer']>, wishlist?: Types.Maybe<ResolversTypes['Wishlist']> }>;
  UpdateProfileInput: Types.UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<Types.UpdateProfilePayload, 'user'> & { user?: Types.Maybe<ResolversTypes['User']> }>;
  User: ResolverTypeWrapper<UserDTO>;
  UserError: ResolverTypeWrapper<Types.UserError>;
  UserErrorCode: Types.UserErrorCode;
  VerifyEmailInput: Types.VerifyEmailInput;
  VerifyEmailPayload: ResolverTypeWrapper<Omit<Types.VerifyEmailPayload, 'user'> & { user?: Types.Maybe<ResolversTypes['User']> }>;
  VerifyGstCodeInput: Types.VerifyGstCodeInput;
  VerifyGstCodePayload: ResolverTypeWrapper<Types.VerifyGstCodePayload>;
  VerifyNewEmailCodeInput: Types.VerifyNewEmailCodeInput;
  VerifyNewEmailCodePayload: ResolverTypeWrapper<Types.VerifyNewEmailCodePayload>;
  VerifyPhoneCodeInput: Types.VerifyPhoneCodeInput;
  VerifyPhoneCodePayload: ResolverTypeWrapper<Omit<Types.VerifyPhoneCodePayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  Viewer: ResolverTypeWrapper<ViewerParent>;
  Wallet: ResolverTypeWrapper<WalletParent>;
  WalletFilter: Types.WalletFilter;
  WalletPeriod: Types.WalletPeriod;
  WalletTransaction: ResolverTypeWrapper<WalletTransactionParent>;
  WalletTransactionConnection: ResolverTypeWrapper<Connection<WalletTransactionParent>>;
  WalletTransactionEdge: ResolverTypeWrapper<Omit<Types.WalletTransactionEdge, 'node'> & { node: ResolversTypes['WalletTransaction'] }>;
  WalletTransactionKind: Types.WalletTransactionKind;
  Wishlist: ResolverTypeWrapper<WishlistParent>;
  WishlistProductInput: Types.WishlistProductInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddAddressInput: Types.AddAddressInput;
  AddAddressPayload: Omit<Types.AddAddressPayload, 'address' | 'user'> & { address?: Types.Maybe<ResolversParentTypes['Address']>, user?: Types.Maybe<ResolversParentTypes['User']> };
  AddProductToListPayload: Omit<Types.AddProductToListPayload, 'list' | 'product' | 'viewer'> & { list?: Types.Maybe<ResolversParentTypes['List']>, product?: Types.Maybe<ResolversParentTypes['Product']>, viewer: ResolversParentTypes['Viewer'] };
  AddToCartInput: Types.AddToCartInput;
  AddToCartPayload: Omit<Types.AddToCartPayload, 'cart' | 'product' | 'viewer' | 'wishlist'> & { cart?: Types.Maybe<ResolversParentTypes['Cart']>, product?: Types.Maybe<ResolversParentTypes['Product']>, viewer?: Types.Maybe<ResolversParentTypes['Viewer']>, wishlist?: Types.Maybe<ResolversParentTypes['Wishlist']> };
  AddToWishlistPayload: Omit<Types.AddToWishlistPayload, 'product' | 'viewer' | 'wishlist'> & { product?: Types.Maybe<ResolversParentTypes['Product']>, viewer?: Types.Maybe<ResolversParentTypes['Viewer']>, wishlist?: Types.Maybe<ResolversParentTypes['Wishlist']> };
  Address: AddressParent;
  Banner: BannerDTO;
  Boolean: Types.Scalars['Boolean']['output'];
  Brand: BrandParent;
  BrandBannerSection: BrandPageSectionParent;
  BrandFacet: Omit<Types.BrandFacet, 'brand'> & { brand: ResolversParentTypes['Brand'] };
  BrandGallerySection: BrandPageSectionParent;
  BrandPage: BrandPageDTO;
  BrandPageSection: ResolversUnionTypes<ResolversParentTypes>['BrandPageSection'];
  BrandProductSection: BrandPageSectionParent;
  BrandVideoSection: BrandPageSectionParent;
  CancelOrderInput: Types.CancelOrderInput;
  CancelOrderPayload: Omit<Types.CancelOrderPayload, 'order' | 'viewer'> & { order?: Types.Maybe<ResolversParentTypes['Order']>, viewer: ResolversParentTypes['Viewer'] };
  CancellationReasonOption: Types.CancellationReasonOption;
  CancellationRefund: Omit<Types.CancellationRefund, 'orderAmount' | 'refundAmount'> & { orderAmount: ResolversParentTypes['Money'], refundAmount: ResolversParentTypes['Money'] };
  Cart: CartParent;
  CartLine: CartLineParent;
  CartProductInput: Types.CartProductInput;
  Category: CategoryDTO;
  Checkout: CheckoutParent;
  CheckoutCoins: Omit<Types.CheckoutCoins, 'coinValue' | 'discount'> & { coinValue: ResolversParentTypes['Money'], discount: ResolversParentTypes['Money'] };
  CheckoutLine: CheckoutLineParent;
  ConfirmPaymentInput: Types.ConfirmPaymentInput;
  ConfirmPaymentPayload: Omit<Types.ConfirmPaymentPayload, 'order' | 'refund' | 'viewer'> & { order?: Types.Maybe<ResolversParentTypes['PlacedOrder']>, refund?: Types.Maybe<ResolversParentTypes['PaymentRefund']>, viewer: ResolversParentTypes['Viewer'] };
  CreateListInput: Types.CreateListInput;
  CreateListPayload: Omit<Types.CreateListPayload, 'list' | 'viewer'> & { list?: Types.Maybe<ResolversParentTypes['List']>, viewer: ResolversParentTypes['Viewer'] };
  Date: Types.Scalars['Date']['output'];
  DateTime: Types.Scalars['DateTime']['output'];
  DealBanner: TopDealDTO;
  DeleteAddressInput: Types.DeleteAddressInput;
  DeleteAddressPayload: Omit<Types.DeleteAddressPayload, 'user'> & { user?: Types.Maybe<ResolversParentTypes['User']> };
  DeleteListInput: Types.DeleteListInput;
  DeleteListPayload: Omit<Types.DeleteListPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  DeliveryCheck: Types.DeliveryCheck;
  Discount: DiscountDTO;
  FacetedProductConnection: FacetedProductConnectionValue;
  Faq: FaqDTO;
  FeaturedBrand: FeaturedBrandDTO;
  File: Types.Scalars['File']['output'];
  Float: Types.Scalars['Float']['output'];
  GeoLocation: Types.GeoLocation;
  GeoLocationInput: Types.GeoLocationInput;
  ID: Types.Scalars['ID']['output'];
  Image: Types.Image;
  Int: Types.Scalars['Int']['output'];
  LimitedTimeDealBanner: LimitedTimeDealDTO;
  List: SharableListDTO;
  ListConnection: Connection<SharableListDTO>;
  ListEdge: Omit<Types.ListEdge, 'node'> & { node: ResolversParentTypes['List'] };
  ListProductInput: Types.ListProductInput;
  Money: MoneyParent;
  MoneyRange: MoneyRangeParent;
  MoveToCartPayload: Omit<Types.MoveToCartPayload, 'cart' | 'product' | 'viewer' | 'wishlist'> & { cart?: Types.Maybe<ResolversParentTypes['Cart']>, product?: Types.Maybe<ResolversParentTypes['Product']>, viewer?: Types.Maybe<ResolversParentTypes['Viewer']>, wishlist?: Types.Maybe<ResolversParentTypes['Wishlist']> };
  MoveToWishlistPayload: Omit<Types.MoveToWishlistPayload, 'cart' | 'product' | 'viewer' | 'wishlist'> & { cart?: Types.Maybe<ResolversParentTypes['Cart']>, product?: Types.Maybe<ResolversParentTypes['Product']>, viewer?: Types.Maybe<ResolversParentTypes['Viewer']>, wishlist?: Types.Maybe<ResolversParentTypes['Wishlist']> };
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  Order: OrderDTO;
  OrderAddress: Types.OrderAddress;
  OrderConnection: Connection<OrderDTO>;
  OrderEdge: Omit<Types.OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  OrderFilter: Types.OrderFilter;
  OrderItem: OrderItemParent;
  OrderItemCancellation: Omit<Types.OrderItemCancellation, 'refund'> & { refund: ResolversParentTypes['Money'] };
  OrderTrackerStep: Types.OrderTrackerStep;
  PageInfo: Types.PageInfo;
  PasswordResetLink: Types.PasswordResetLink;
  PaymentRefund: Omit<Types.PaymentRefund, 'amount'> & { amount: ResolversParentTypes['Money'] };
  PaymentRequest: Types.PaymentRequest;
  PlaceOrderInput: Types.PlaceOrderInput;
  PlaceOrderPayload: Omit<Types.PlaceOrderPayload, 'order' | 'refund' | 'viewer'> & { order?: Types.Maybe<ResolversParentTypes['PlacedOrder']>, refund?: Types.Maybe<ResolversParentTypes['PaymentRefund']>, viewer: ResolversParentTypes['Viewer'] };
  PlacedOrder: PlacedOrderParent;
  PrivateList: PrivateListDTO;
  Product: ProductParent;
  ProductConnection: Connection<ProductParent>;
  ProductDetailRow: Types.ProductDetailRow;
  ProductEdge: Omit<Types.ProductEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  ProductFacets: ProductFacetsValue;
  ProductFeature: Types.ProductFeature;
  ProductFeatureBadges: ProductDetailDTO;
  ProductFilter: Types.ProductFilter;
  ProductListingSource: Types.ProductListingSource;
  QuantityBounds: Types.QuantityBounds;
  Query: Record<PropertyKey, never>;
  Question: QuestionDTO;
  QuestionConnection: Connection<QuestionDTO>;
  QuestionEdge: Omit<Types.QuestionEdge, 'node'> & { node: ResolversParentTypes['Question'] };
  RaiseTicketInput: Types.RaiseTicketInput;
  RaiseTicketPayload: Omit<Types.RaiseTicketPayload, 'ticket' | 'viewer'> & { ticket?: Types.Maybe<ResolversParentTypes['Ticket']>, viewer: ResolversParentTypes['Viewer'] };
  RateProductInput: Types.RateProductInput;
  RateProductPayload: Omit<Types.RateProductPayload, 'product' | 'review'> & { product?: Types.Maybe<ResolversParentTypes['Product']>, review?: Types.Maybe<ResolversParentTypes['Review']> };
  RateSellerInput: Types.RateSellerInput;
  RateSellerPayload: Omit<Types.RateSellerPayload, 'seller'> & { seller?: Types.Maybe<ResolversParentTypes['Seller']> };
  RatingBucket: Types.RatingBucket;
  RatingSummary: RatingSummaryParent;
  RefreshSessionPayload: Omit<Types.RefreshSessionPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  RegisterBusinessAccountInput: Types.RegisterBusinessAccountInput;
  RegisterBusinessAccountPayload: Types.RegisterBusinessAccountPayload;
  RemoveFromCartPayload: Omit<Types.RemoveFromCartPayload, 'cart' | 'product' | 'viewer' | 'wishlist'> & { cart?: Types.Maybe<ResolversParentTypes['Cart']>, product?: Types.Maybe<ResolversParentTypes['Product']>, viewer?: Types.Maybe<ResolversParentTypes['Viewer']>, wishlist?: Types.Maybe<ResolversParentTypes['Wishlist']> };
  RemoveFromWishlistPayload: Omit<Types.RemoveFromWishlistPayload, 'product' | 'wishlist'> & { product?: Types.Maybe<ResolversParentTypes['Product']>, wishlist?: Types.Maybe<ResolversParentTypes['Wishlist']> };
  RemoveProductFromListPayload: Omit<Types.RemoveProductFromListPayload, 'list' | 'product' | 'viewer'> & { list?: Types.Maybe<ResolversParentTypes['List']>, product?: Types.Maybe<ResolversParentTypes['Product']>, viewer: ResolversParentTypes['Viewer'] };
  ReportProductInput: Types.ReportProductInput;
  ReportProductPayload: Types.ReportProductPayload;
  ReportTargetInput: Types.ReportTargetInput;
  RequestNewEmailCodeInput: Types.RequestNewEmailCodeInput;
  RequestNewEmailCodePayload: Types.RequestNewEmailCodePayload;
  RequestPasswordResetInput: Types.RequestPasswordResetInput;
  RequestPasswordResetPayload: Types.RequestPasswordResetPayload;
  RequestPhoneCodeInput: Types.RequestPhoneCodeInput;
  RequestPhoneCodePayload: Types.RequestPhoneCodePayload;
  ResetPasswordInput: Types.ResetPasswordInput;
  ResetPasswordPayload: Omit<Types.ResetPasswordPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  Review: ReviewDTO;
  ReviewConnection: Connection<ReviewDTO>;
  ReviewEdge: Omit<Types.ReviewEdge, 'node'> & { node: ResolversParentTypes['Review'] };
  SearchSuggestion: SearchSuggestionDTO;
  Seller: SellerParent;
  SellerRating: SellerRatingDTO;
  SellerRatingConnection: Connection<SellerRatingDTO>;
  SellerRatingEdge: Omit<Types.SellerRatingEdge, 'node'> & { node: ResolversParentTypes['SellerRating'] };
  SendEmailVerificationPayload: Types.SendEmailVerificationPayload;
  SendGstCodeInput: Types.SendGstCodeInput;
  SendGstCodePayload: Types.SendGstCodePayload;
  Session: Types.Session;
  SetListPrivacyInput: Types.SetListPrivacyInput;
  SetListPrivacyPayload: Omit<Types.SetListPrivacyPayload, 'list'> & { list?: Types.Maybe<ResolversParentTypes['List']> };
  SetPrimaryAddressInput: Types.SetPrimaryAddressInput;
  SetPrimaryAddressPayload: Omit<Types.SetPrimaryAddressPayload, 'address' | 'user'> & { address?: Types.Maybe<ResolversParentTypes['Address']>, user?: Types.Maybe<ResolversParentTypes['User']> };
  SharedList: SharedListDTO;
  SharedListResult: ResolversUnionTypes<ResolversParentTypes>['SharedListResult'];
  SignInResult: ResolversInterfaceTypes<ResolversParentTypes>['SignInResult'];
  SignInWithEmailInput: Types.SignInWithEmailInput;
  SignInWithEmailPayload: Omit<Types.SignInWithEmailPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  SignInWithGoogleInput: Types.SignInWithGoogleInput;
  SignInWithGooglePayload: Omit<Types.SignInWithGooglePayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  SignOutPayload: Omit<Types.SignOutPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  SignUpWithPhoneInput: Types.SignUpWithPhoneInput;
  SignUpWithPhonePayload: Omit<Types.SignUpWithPhonePayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  String: Types.Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Ticket: TicketDTO;
  TicketConnection: Connection<TicketDTO>;
  TicketDepartmentOption: Types.TicketDepartmentOption;
  TicketEdge: Omit<Types.TicketEdge, 'node'> & { node: ResolversParentTypes['Ticket'] };
  TierPrice: TierPriceDTO;
  TopStore: TopStoreDTO;
  UpdateAddressInput: Types.UpdateAddressInput;
  UpdateAddressPayload: Omit<Types.UpdateAddressPayload, 'address' | 'user'> & { address?: Types.Maybe<ResolversParentTypes['Address']>, user?: Types.Maybe<ResolversParentTypes['User']> };
  UpdateCartQuantityInput: Types.UpdateCartQuantityInput;
  UpdateCartQuantityPayload: Omit<Types.UpdateCartQuantityPayload, 'cart' | 'product' | 'viewer' | 'wishlist'> & { cart?: Types.Maybe<ResolversParentTypes['Cart']>, product?: Types.Maybe<ResolversParentTypes['Product']>, viewer?: Types.Maybe<ResolversParentTypes['Viewer']>, wishlist?: Types.Maybe<ResolversParentTypes['Wishlist']> };
  UpdateProfileInput: Types.UpdateProfileInput;
  UpdateProfilePayload: Omit<Types.UpdateProfilePayload, 'user'> & { user?: Types.Maybe<ResolversParentTypes['User']> };
  User: UserDTO;
  UserError: Types.UserError;
  VerifyEmailInput: Types.VerifyEmailInput;
  VerifyEmailPayload: Omit<Types.VerifyEmailPayload, 'user'> & { user?: Types.Maybe<ResolversParentTypes['User']> };
  VerifyGstCodeInput: Types.VerifyGstCodeInput;
  VerifyGstCodePayload: Types.VerifyGstCodePayload;
  VerifyNewEmailCodeInput: Types.VerifyNewEmailCodeInput;
  VerifyNewEmailCodePayload: Types.VerifyNewEmailCodePayload;
  VerifyPhoneCodeInput: Types.VerifyPhoneCodeInput;
  VerifyPhoneCodePayload: Omit<Types.VerifyPhoneCodePayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  Viewer: ViewerParent;
  Wallet: WalletParent;
  WalletFilter: Types.WalletFilter;
  WalletTransaction: WalletTransactionParent;
  WalletTransactionConnection: Connection<WalletTransactionParent>;
  WalletTransactionEdge: Omit<Types.WalletTransactionEdge, 'node'> & { node: ResolversParentTypes['WalletTransaction'] };
  Wishlist: WishlistParent;
  WishlistProductInput: Types.WishlistProductInput;
};

export type AddAddressPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddAddressPayload'] = ResolversParentTypes['AddAddressPayload']> = {
  address?: Resolver<Types.Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  user?: Resolver<Types.Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AddProductToListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddProductToListPayload'] = ResolversParentTypes['AddProductToListPayload']> = {
  list?: Resolver<Types.Maybe<ResolversTypes['List']>, ParentType, ContextType>;
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type AddToCartPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddToCartPayload'] = ResolversParentTypes['AddToCartPayload']> = {
  cart?: Resolver<Types.Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Types.Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  wishlist?: Resolver<Types.Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type AddToWishlistPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddToWishlistPayload'] = ResolversParentTypes['AddToWishlistPayload']> = {
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Types.Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  wishlist?: Resolver<Types.Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  addressIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  alternativePhoneNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['DeliveryCheck'], ParentType, ContextType>;
  houseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  landmark?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  localArea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Types.Maybe<ResolversTypes['GeoLocation']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AddressType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = {
  bannerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<Types.Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  dealType?: Resolver<ResolversTypes['BannerDealType'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  brandId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<Types.Maybe<ResolversTypes['BrandPage']>, ParentType, ContextType>;
  productCount?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  products?: Resolver<Types.Maybe<ResolversTypes['FacetedProductConnection']>, ParentType, ContextType, RequireFields<Types.BrandProductsArgs, 'first' | 'sort'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BrandBannerSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandBannerSection'] = ResolversParentTypes['BrandBannerSection']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  image?: Resolver<Types.Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BrandFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandFacet'] = ResolversParentTypes['BrandFacet']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BrandGallerySectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandGallerySection'] = ResolversParentTypes['BrandGallerySection']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BrandPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandPage'] = ResolversParentTypes['BrandPage']> = {
  sections?: Resolver<Array<ResolversTypes['BrandPageSection']>, ParentType, ContextType>;
};

export type BrandPageSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandPageSection'] = ResolversParentTypes['BrandPageSection']> = {
  __resolveType?: TypeResolveFn<'BrandBannerSection' | 'BrandGallerySection' | 'BrandProductSection' | 'BrandVideoSection', ParentType, ContextType>;
};

export type BrandProductSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandProductSection'] = ResolversParentTypes['BrandProductSection']> = {
  products?: Resolver<Types.Maybe<ResolversTypes['FacetedProductConnection']>, ParentType, ContextType, RequireFields<Types.BrandProductSectionProductsArgs, 'first' | 'sort'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BrandVideoSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandVideoSection'] = ResolversParentTypes['BrandVideoSection']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CancelOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelOrderPayload'] = ResolversParentTypes['CancelOrderPayload']> = {
  order?: Resolver<Types.Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type CancellationReasonOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancellationReasonOption'] = ResolversParentTypes['CancellationReasonOption']> = {
  reason?: Resolver<ResolversTypes['CancellationReason'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CancellationRefundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancellationRefund'] = ResolversParentTypes['CancellationRefund']> = {
  coinsReturned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundMethods?: Resolver<Array<ResolversTypes['RefundMethod']>, ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  listTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  savings?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  listTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  savings?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  banner?: Resolver<Types.Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasProducts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent?: Resolver<Types.Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  products?: Resolver<Types.Maybe<ResolversTypes['FacetedProductConnection']>, ParentType, ContextType, RequireFields<Types.CategoryProductsArgs, 'first' | 'sort'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  coins?: Resolver<ResolversTypes['CheckoutCoins'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CheckoutLine']>, ParentType, ContextType>;
  listTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  savings?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shippingListPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['CheckoutSource'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalWithCoins?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckoutCoinsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutCoins'] = ResolversParentTypes['CheckoutCoins']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coinValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  redeemable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckoutLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutLine'] = ResolversParentTypes['CheckoutLine']> = {
  lineTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  listTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  savings?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ConfirmPaymentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfirmPaymentPayload'] = ResolversParentTypes['ConfirmPaymentPayload']> = {
  order?: Resolver<Types.Maybe<ResolversTypes['PlacedOrder']>, ParentType, ContextType>;
  refund?: Resolver<Types.Maybe<ResolversTypes['PaymentRefund']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type CreateListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateListPayload'] = ResolversParentTypes['CreateListPayload']> = {
  list?: Resolver<Types.Maybe<ResolversTypes['List']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DealBannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealBanner'] = ResolversParentTypes['DealBanner']> = {
  dealId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeleteAddressPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteAddressPayload'] = ResolversParentTypes['DeleteAddressPayload']> = {
  deletedAddressId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  user?: Resolver<Types.Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteListPayload'] = ResolversParentTypes['DeleteListPayload']> = {
  deletedListId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type DeliveryCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryCheck'] = ResolversParentTypes['DeliveryCheck']> = {
  deliverable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiscountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Discount'] = ResolversParentTypes['Discount']> = {
  category?: Resolver<Types.Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  discountId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  products?: Resolver<Types.Maybe<ResolversTypes['FacetedProductConnection']>, ParentType, ContextType, RequireFields<Types.DiscountProductsArgs, 'first' | 'sort'>>;
  upToPercentOff?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FacetedProductConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FacetedProductConnection'] = ResolversParentTypes['FacetedProductConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  facets?: Resolver<ResolversTypes['ProductFacets'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FaqResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Faq'] = ResolversParentTypes['Faq']> = {
  answerHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeaturedBrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeaturedBrand'] = ResolversParentTypes['FeaturedBrand']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  dealId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  products?: Resolver<Types.Maybe<ResolversTypes['FacetedProductConnection']>, ParentType, ContextType, RequireFields<Types.FeaturedBrandProductsArgs, 'first' | 'sort'>>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type GeoLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeoLocation'] = ResolversParentTypes['GeoLocation']> = {
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LimitedTimeDealBannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LimitedTimeDealBanner'] = ResolversParentTypes['LimitedTimeDealBanner']> = {
  dealId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['List'] = ResolversParentTypes['List']> = {
  containsProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.ListContainsProductArgs, 'productId'>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPrivate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Types.Maybe<ResolversTypes['ProductConnection']>, ParentType, ContextType, RequireFields<Types.ListItemsArgs, 'first'>>;
  listId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shareToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shareUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ListConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListConnection'] = ResolversParentTypes['ListConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ListEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['List']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ListEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListEdge'] = ResolversParentTypes['ListEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['List'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoneyRange'] = ResolversParentTypes['MoneyRange']> = {
  max?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type MoveToCartPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveToCartPayload'] = ResolversParentTypes['MoveToCartPayload']> = {
  cart?: Resolver<Types.Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Types.Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  wishlist?: Resolver<Types.Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type MoveToWishlistPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveToWishlistPayload'] = ResolversParentTypes['MoveToWishlistPayload']> = {
  cart?: Resolver<Types.Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Types.Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  wishlist?: Resolver<Types.Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addAddress?: Resolver<ResolversTypes['AddAddressPayload'], ParentType, ContextType, RequireFields<Types.MutationAddAddressArgs, 'input'>>;
  addProductToList?: Resolver<ResolversTypes['AddProductToListPayload'], ParentType, ContextType, RequireFields<Types.MutationAddProductToListArgs, 'input'>>;
  addToCart?: Resolver<ResolversTypes['AddToCartPayload'], ParentType, ContextType, RequireFields<Types.MutationAddToCartArgs, 'input'>>;
  addToWishlist?: Resolver<ResolversTypes['AddToWishlistPayload'], ParentType, ContextType, RequireFields<Types.MutationAddToWishlistArgs, 'input'>>;
  cancelOrder?: Resolver<ResolversTypes['CancelOrderPayload'], ParentType, ContextType, RequireFields<Types.MutationCancelOrderArgs, 'input'>>;
  confirmPayment?: Resolver<ResolversTypes['ConfirmPaymentPayload'], ParentType, ContextType, RequireFields<Types.MutationConfirmPaymentArgs, 'input'>>;
  createList?: Resolver<ResolversTypes['CreateListPayload'], ParentType, ContextType, RequireFields<Types.MutationCreateListArgs, 'input'>>;
  deleteAddress?: Resolver<ResolversTypes['DeleteAddressPayload'], ParentType, ContextType, RequireFields<Types.MutationDeleteAddressArgs, 'input'>>;
  deleteList?: Resolver<ResolversTypes['DeleteListPayload'], ParentType, ContextType, RequireFields<Types.MutationDeleteListArgs, 'input'>>;
  moveToCart?: Resolver<ResolversTypes['MoveToCartPayload'], ParentType, ContextType, RequireFields<Types.MutationMoveToCartArgs, 'input'>>;
  moveToWishlist?: Resolver<ResolversTypes['MoveToWishlistPayload'], ParentType, ContextType, RequireFields<Types.MutationMoveToWishlistArgs, 'input'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<Types.MutationPlaceOrderArgs, 'input'>>;
  raiseTicket?: Resolver<ResolversTypes['RaiseTicketPayload'], ParentType, ContextType, RequireFields<Types.MutationRaiseTicketArgs, 'input'>>;
  rateProduct?: Resolver<ResolversTypes['RateProductPayload'], ParentType, ContextType, RequireFields<Types.MutationRateProductArgs, 'input'>>;
  rateSeller?: Resolver<ResolversTypes['RateSellerPayload'], ParentType, ContextType, RequireFields<Types.MutationRateSellerArgs, 'input'>>;
  refreshSession?: Resolver<ResolversTypes['RefreshSessionPayload'], ParentType, ContextType>;
  registerBusinessAccount?: Resolver<ResolversTypes['RegisterBusinessAccountPayload'], ParentType, ContextType, RequireFields<Types.MutationRegisterBusinessAccountArgs, 'input'>>;
  removeFromCart?: Resolver<ResolversTypes['RemoveFromCartPayload'], ParentType, ContextType, RequireFields<Types.MutationRemoveFromCartArgs, 'input'>>;
  removeFromWishlist?: Resolver<ResolversTypes['RemoveFromWishlistPayload'], ParentType, ContextType, RequireFields<Types.MutationRemoveFromWishlistArgs, 'input'>>;
  removeProductFromList?: Resolver<ResolversTypes['RemoveProductFromListPayload'], ParentType, ContextType, RequireFields<Types.MutationRemoveProductFromListArgs, 'input'>>;
  reportProduct?: Resolver<ResolversTypes['ReportProductPayload'], ParentType, ContextType, RequireFields<Types.MutationReportProductArgs, 'input'>>;
  requestNewEmailCode?: Resolver<ResolversTypes['RequestNewEmailCodePayload'], ParentType, ContextType, RequireFields<Types.MutationRequestNewEmailCodeArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<Types.MutationRequestPasswordResetArgs, 'input'>>;
  requestPhoneCode?: Resolver<ResolversTypes['RequestPhoneCodePayload'], ParentType, ContextType, RequireFields<Types.MutationRequestPhoneCodeArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<Types.MutationResetPasswordArgs, 'input'>>;
  sendEmailVerification?: Resolver<ResolversTypes['SendEmailVerificationPayload'], ParentType, ContextType>;
  sendGstCode?: Resolver<ResolversTypes['SendGstCodePayload'], ParentType, ContextType, RequireFields<Types.MutationSendGstCodeArgs, 'input'>>;
  setListPrivacy?: Resolver<ResolversTypes['SetListPrivacyPayload'], ParentType, ContextType, RequireFields<Types.MutationSetListPrivacyArgs, 'input'>>;
  setPrimaryAddress?: Resolver<ResolversTypes['SetPrimaryAddressPayload'], ParentType, ContextType, RequireFields<Types.MutationSetPrimaryAddressArgs, 'input'>>;
  signInWithEmail?: Resolver<ResolversTypes['SignInWithEmailPayload'], ParentType, ContextType, RequireFields<Types.MutationSignInWithEmailArgs, 'input'>>;
  signInWithGoogle?: Resolver<ResolversTypes['SignInWithGooglePayload'], ParentType, ContextType, RequireFields<Types.MutationSignInWithGoogleArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  signUpWithPhone?: Resolver<ResolversTypes['SignUpWithPhonePayload'], ParentType, ContextType, RequireFields<Types.MutationSignUpWithPhoneArgs, 'input'>>;
  updateAddress?: Resolver<ResolversTypes['UpdateAddressPayload'], ParentType, ContextType, RequireFields<Types.MutationUpdateAddressArgs, 'input'>>;
  updateCartQuantity?: Resolver<ResolversTypes['UpdateCartQuantityPayload'], ParentType, ContextType, RequireFields<Types.MutationUpdateCartQuantityArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<Types.MutationUpdateProfileArgs, 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['VerifyEmailPayload'], ParentType, ContextType, RequireFields<Types.MutationVerifyEmailArgs, 'input'>>;
  verifyGstCode?: Resolver<ResolversTypes['VerifyGstCodePayload'], ParentType, ContextType, RequireFields<Types.MutationVerifyGstCodeArgs, 'input'>>;
  verifyNewEmailCode?: Resolver<ResolversTypes['VerifyNewEmailCodePayload'], ParentType, ContextType, RequireFields<Types.MutationVerifyNewEmailCodeArgs, 'input'>>;
  verifyPhoneCode?: Resolver<ResolversTypes['VerifyPhoneCodePayload'], ParentType, ContextType, RequireFields<Types.MutationVerifyPhoneCodeArgs, 'input'>>;
};

export type NodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType?: TypeResolveFn<'Address' | 'Brand' | 'Cart' | 'Category' | 'Checkout' | 'Discount' | 'List' | 'Order' | 'OrderItem' | 'PlacedOrder' | 'Product' | 'Seller' | 'Ticket' | 'User' | 'Viewer' | 'Wishlist', ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  amountDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancellationRefund?: Resolver<ResolversTypes['CancellationRefund'], ParentType, ContextType, Partial<Types.OrderCancellationRefundArgs>>;
  cancelledItems?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  coinDiscount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  currentTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  deliveredAt?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expectedDeliveryAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentOrderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentMode?: Resolver<ResolversTypes['PaymentMode'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  savings?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipTo?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = {
  houseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  landMark?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  landmark?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  localArea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancellation?: Resolver<Types.Maybe<ResolversTypes['OrderItemCancellation']>, ParentType, ContextType>;
  cannotCancelReason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expectedDelivery?: Resolver<Types.Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  percentOff?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  savings?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusDate?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tracker?: Resolver<Array<ResolversTypes['OrderTrackerStep']>, ParentType, ContextType>;
  unitListPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderItemCancellationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItemCancellation'] = ResolversParentTypes['OrderItemCancellation']> = {
  cancelledAt?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundMethod?: Resolver<Types.Maybe<ResolversTypes['RefundMethod']>, ParentType, ContextType>;
};

export type OrderTrackerStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderTrackerStep'] = ResolversParentTypes['OrderTrackerStep']> = {
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expectedAt?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reachedAt?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PasswordResetLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordResetLink'] = ResolversParentTypes['PasswordResetLink']> = {
  message?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PasswordResetLinkStatus'], ParentType, ContextType>;
};

export type PaymentRefundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentRefund'] = ResolversParentTypes['PaymentRefund']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentOrderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentRequest'] = ResolversParentTypes['PaymentRequest']> = {
  amountInPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkoutUrl?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  keyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentOrderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaceOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceOrderPayload'] = ResolversParentTypes['PlaceOrderPayload']> = {
  order?: Resolver<Types.Maybe<ResolversTypes['PlacedOrder']>, ParentType, ContextType>;
  payment?: Resolver<Types.Maybe<ResolversTypes['PaymentRequest']>, ParentType, ContextType>;
  refund?: Resolver<Types.Maybe<ResolversTypes['PaymentRefund']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type PlacedOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlacedOrder'] = ResolversParentTypes['PlacedOrder']> = {
  coinDiscount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  expectedDeliveryAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  parentOrderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentMode?: Resolver<ResolversTypes['PaymentMode'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  savings?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PrivateListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrivateList'] = ResolversParentTypes['PrivateList']> = {
  shareToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  badge?: Resolver<Types.Maybe<ResolversTypes['ProductBadge']>, ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  category?: Resolver<Types.Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  categoryPath?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expectedDelivery?: Resolver<Types.Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  featureBadges?: Resolver<ResolversTypes['ProductFeatureBadges'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['ProductFeature']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType, Partial<Types.ProductImagesArgs>>;
  inCart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inWishlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  keyFeatures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  limitedTimeEndsAt?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  listPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  moq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  moreDetails?: Resolver<Array<ResolversTypes['ProductDetailRow']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  percentOff?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantityBounds?: Resolver<ResolversTypes['QuantityBounds'], ParentType, ContextType>;
  questions?: Resolver<Types.Maybe<ResolversTypes['QuestionConnection']>, ParentType, ContextType, RequireFields<Types.ProductQuestionsArgs, 'first'>>;
  rating?: Resolver<ResolversTypes['RatingSummary'], ParentType, ContextType>;
  reviews?: Resolver<Types.Maybe<ResolversTypes['ReviewConnection']>, ParentType, ContextType, RequireFields<Types.ProductReviewsArgs, 'first'>>;
  seller?: Resolver<ResolversTypes['Seller'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockStatus?: Resolver<ResolversTypes['StockStatus'], ParentType, ContextType>;
  tierPriceRange?: Resolver<Types.Maybe<ResolversTypes['MoneyRange']>, ParentType, ContextType>;
  tierPrices?: Resolver<Array<ResolversTypes['TierPrice']>, ParentType, ContextType>;
  viewerHasPurchased?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerReview?: Resolver<Types.Maybe<ResolversTypes['Review']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductDetailRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductDetailRow'] = ResolversParentTypes['ProductDetailRow']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductEdge'] = ResolversParentTypes['ProductEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type ProductFacetsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFacets'] = ResolversParentTypes['ProductFacets']> = {
  brands?: Resolver<Array<ResolversTypes['BrandFacet']>, ParentType, ContextType>;
  priceRange?: Resolver<Types.Maybe<ResolversTypes['MoneyRange']>, ParentType, ContextType>;
};

export type ProductFeatureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFeature'] = ResolversParentTypes['ProductFeature']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductFeatureBadgesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFeatureBadges'] = ResolversParentTypes['ProductFeatureBadges']> = {
  branded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  freeDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  returnable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  warranty?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QuantityBoundsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuantityBounds'] = ResolversParentTypes['QuantityBounds']> = {
  consumerMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  brand?: Resolver<Types.Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<Types.QueryBrandArgs, 'brandId'>>;
  cancellationReasons?: Resolver<Array<ResolversTypes['CancellationReasonOption']>, ParentType, ContextType>;
  category?: Resolver<Types.Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<Types.QueryCategoryArgs, 'categoryId'>>;
  deliveryCheck?: Resolver<ResolversTypes['DeliveryCheck'], ParentType, ContextType, RequireFields<Types.QueryDeliveryCheckArgs, 'pincode'>>;
  discount?: Resolver<Types.Maybe<ResolversTypes['Discount']>, ParentType, ContextType, RequireFields<Types.QueryDiscountArgs, 'discountId'>>;
  discountsForYou?: Resolver<Array<ResolversTypes['Discount']>, ParentType, ContextType>;
  faq?: Resolver<Types.Maybe<Array<ResolversTypes['Faq']>>, ParentType, ContextType>;
  featuredBrands?: Resolver<Array<ResolversTypes['FeaturedBrand']>, ParentType, ContextType>;
  homeBanners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  limitedTimeDealBanners?: Resolver<Array<ResolversTypes['LimitedTimeDealBanner']>, ParentType, ContextType>;
  limitedTimeDealProducts?: Resolver<Types.Maybe<ResolversTypes['FacetedProductConnection']>, ParentType, ContextType, RequireFields<Types.QueryLimitedTimeDealProductsArgs, 'first' | 'sort'>>;
  newArrivalProducts?: Resolver<Types.Maybe<ResolversTypes['FacetedProductConnection']>, ParentType, ContextType, RequireFields<Types.QueryNewArrivalProductsArgs, 'first' | 'sort'>>;
  newArrivals?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  node?: Resolver<Types.Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<Types.QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Types.Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<Types.QueryNodesArgs, 'ids'>>;
  passwordResetLink?: Resolver<ResolversTypes['PasswordResetLink'], ParentType, ContextType, RequireFields<Types.QueryPasswordResetLinkArgs, 'token'>>;
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<Types.QueryProductArgs, 'productId'>>;
  productListing?: Resolver<Types.Maybe<ResolversTypes['FacetedProductConnection']>, ParentType, ContextType, RequireFields<Types.QueryProductListingArgs, 'first' | 'sort' | 'source'>>;
  productsByIds?: Resolver<Types.Maybe<ResolversTypes['FacetedProductConnection']>, ParentType, ContextType, RequireFields<Types.QueryProductsByIdsArgs, 'first' | 'ids' | 'sort'>>;
  productsForYou?: Resolver<Types.Maybe<ResolversTypes['ProductConnection']>, ParentType, ContextType, RequireFields<Types.QueryProductsForYouArgs, 'first'>>;
  searchProducts?: Resolver<Types.Maybe<ResolversTypes['FacetedProductConnection']>, ParentType, ContextType, RequireFields<Types.QuerySearchProductsArgs, 'first' | 'query' | 'sort'>>;
  searchSuggestions?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType, RequireFields<Types.QuerySearchSuggestionsArgs, 'query'>>;
  seller?: Resolver<Types.Maybe<ResolversTypes['Seller']>, ParentType, ContextType, RequireFields<Types.QuerySellerArgs, 'sellerId'>>;
  sharedList?: Resolver<Types.Maybe<ResolversTypes['SharedListResult']>, ParentType, ContextType, RequireFields<Types.QuerySharedListArgs, 'shareToken'>>;
  ticketDepartments?: Resolver<Array<ResolversTypes['TicketDepartmentOption']>, ParentType, ContextType>;
  topBrandProducts?: Resolver<Types.Maybe<ResolversTypes['FacetedProductConnection']>, ParentType, ContextType, RequireFields<Types.QueryTopBrandProductsArgs, 'first' | 'sort'>>;
  topBrands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  topCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  topDealBanners?: Resolver<Array<ResolversTypes['DealBanner']>, ParentType, ContextType>;
  topDealProducts?: Resolver<Types.Maybe<ResolversTypes['FacetedProductConnection']>, ParentType, ContextType, RequireFields<Types.QueryTopDealProductsArgs, 'first' | 'sort'>>;
  topStoreProducts?: Resolver<Types.Maybe<ResolversTypes['FacetedProductConnection']>, ParentType, ContextType, RequireFields<Types.QueryTopStoreProductsArgs, 'first' | 'sort'>>;
  topStores?: Resolver<Array<ResolversTypes['TopStore']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type QuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Question'] = ResolversParentTypes['Question']> = {
  answer?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  askedAt?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuestionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionConnection'] = ResolversParentTypes['QuestionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['QuestionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QuestionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionEdge'] = ResolversParentTypes['QuestionEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Question'], ParentType, ContextType>;
};

export type RaiseTicketPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RaiseTicketPayload'] = ResolversParentTypes['RaiseTicketPayload']> = {
  ticket?: Resolver<Types.Maybe<ResolversTypes['Ticket']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type RateProductPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateProductPayload'] = ResolversParentTypes['RateProductPayload']> = {
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  review?: Resolver<Types.Maybe<ResolversTypes['Review']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RateSellerPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateSellerPayload'] = ResolversParentTypes['RateSellerPayload']> = {
  seller?: Resolver<Types.Maybe<ResolversTypes['Seller']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RatingBucketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatingBucket'] = ResolversParentTypes['RatingBucket']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RatingSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatingSummary'] = ResolversParentTypes['RatingSummary']> = {
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  histogram?: Resolver<Array<ResolversTypes['RatingBucket']>, ParentType, ContextType>;
};

export type RefreshSessionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefreshSessionPayload'] = ResolversParentTypes['RefreshSessionPayload']> = {
  session?: Resolver<Types.Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type RegisterBusinessAccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegisterBusinessAccountPayload'] = ResolversParentTypes['RegisterBusinessAccountPayload']> = {
  registered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RemoveFromCartPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveFromCartPayload'] = ResolversParentTypes['RemoveFromCartPayload']> = {
  cart?: Resolver<Types.Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Types.Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  wishlist?: Resolver<Types.Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type RemoveFromWishlistPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveFromWishlistPayload'] = ResolversParentTypes['RemoveFromWishlistPayload']> = {
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  wishlist?: Resolver<Types.Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type RemoveProductFromListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveProductFromListPayload'] = ResolversParentTypes['RemoveProductFromListPayload']> = {
  list?: Resolver<Types.Maybe<ResolversTypes['List']>, ParentType, ContextType>;
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ReportProductPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportProductPayload'] = ResolversParentTypes['ReportProductPayload']> = {
  reported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RequestNewEmailCodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestNewEmailCodePayload'] = ResolversParentTypes['RequestNewEmailCodePayload']> = {
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RequestPasswordResetPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = {
  message?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RequestPhoneCodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestPhoneCodePayload'] = ResolversParentTypes['RequestPhoneCodePayload']> = {
  otpSession?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ResetPasswordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = {
  message?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verifiedPurchase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReviewConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewConnection'] = ResolversParentTypes['ReviewConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ReviewEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewEdge'] = ResolversParentTypes['ReviewEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Review'], ParentType, ContextType>;
};

export type SearchSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSuggestion'] = ResolversParentTypes['SearchSuggestion']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type SellerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Seller'] = ResolversParentTypes['Seller']> = {
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  products?: Resolver<Types.Maybe<ResolversTypes['FacetedProductConnection']>, ParentType, ContextType, RequireFields<Types.SellerProductsArgs, 'first' | 'sort'>>;
  ratingSummary?: Resolver<ResolversTypes['RatingSummary'], ParentType, ContextType>;
  ratings?: Resolver<Types.Maybe<ResolversTypes['SellerRatingConnection']>, ParentType, ContextType, RequireFields<Types.SellerRatingsArgs, 'first'>>;
  sellerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SellerRatingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellerRating'] = ResolversParentTypes['SellerRating']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SellerRatingConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellerRatingConnection'] = ResolversParentTypes['SellerRatingConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SellerRatingEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['SellerRating']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SellerRatingEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellerRatingEdge'] = ResolversParentTypes['SellerRatingEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SellerRating'], ParentType, ContextType>;
};

export type SendEmailVerificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendEmailVerificationPayload'] = ResolversParentTypes['SendEmailVerificationPayload']> = {
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SendGstCodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendGstCodePayload'] = ResolversParentTypes['SendGstCodePayload']> = {
  message?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  txn?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SetListPrivacyPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetListPrivacyPayload'] = ResolversParentTypes['SetListPrivacyPayload']> = {
  list?: Resolver<Types.Maybe<ResolversTypes['List']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetPrimaryAddressPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetPrimaryAddressPayload'] = ResolversParentTypes['SetPrimaryAddressPayload']> = {
  address?: Resolver<Types.Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  user?: Resolver<Types.Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SharedListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedList'] = ResolversParentTypes['SharedList']> = {
  items?: Resolver<Types.Maybe<ResolversTypes['ProductConnection']>, ParentType, ContextType, RequireFields<Types.SharedListItemsArgs, 'first'>>;
  list?: Resolver<Types.Maybe<ResolversTypes['List']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerFirstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SharedListResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedListResult'] = ResolversParentTypes['SharedListResult']> = {
  __resolveType?: TypeResolveFn<'PrivateList' | 'SharedList', ParentType, ContextType>;
};

export type SignInResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = {
  __resolveType?: TypeResolveFn<'SignInWithEmailPayload' | 'SignInWithGooglePayload' | 'SignUpWithPhonePayload', ParentType, ContextType>;
};

export type SignInWithEmailPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInWithEmailPayload'] = ResolversParentTypes['SignInWithEmailPayload']> = {
  session?: Resolver<Types.Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SignInWithGooglePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInWithGooglePayload'] = ResolversParentTypes['SignInWithGooglePayload']> = {
  session?: Resolver<Types.Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SignOutPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignOutPayload'] = ResolversParentTypes['SignOutPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type SignUpWithPhonePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignUpWithPhonePayload'] = ResolversParentTypes['SignUpWithPhonePayload']> = {
  session?: Resolver<Types.Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  orderUpdated?: SubscriptionResolver<ResolversTypes['Order'], "orderUpdated", ParentType, ContextType, RequireFields<Types.SubscriptionOrderUpdatedArgs, 'orderId'>>;
  viewerOrdersUpdated?: SubscriptionResolver<ResolversTypes['Order'], "viewerOrdersUpdated", ParentType, ContextType>;
};

export type TicketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Ticket'] = ResolversParentTypes['Ticket']> = {
  attachments?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  department?: Resolver<ResolversTypes['TicketDepartment'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TicketConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TicketConnection'] = ResolversParentTypes['TicketConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TicketEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Ticket']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TicketDepartmentOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TicketDepartmentOption'] = ResolversParentTypes['TicketDepartmentOption']> = {
  department?: Resolver<ResolversTypes['TicketDepartment'], ParentType, ContextType>;
  issues?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needsOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TicketEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TicketEdge'] = ResolversParentTypes['TicketEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType>;
};

export type TierPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TierPrice'] = ResolversParentTypes['TierPrice']> = {
  maxQuantity?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minQuantity?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  range?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TopStoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopStore'] = ResolversParentTypes['TopStore']> = {
  dealId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  products?: Resolver<Types.Maybe<ResolversTypes['FacetedProductConnection']>, ParentType, ContextType, RequireFields<Types.TopStoreProductsArgs, 'first' | 'sort'>>;
  seller?: Resolver<ResolversTypes['Seller'], ParentType, ContextType>;
  topBrand?: Resolver<Types.Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
};

export type UpdateAddressPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateAddressPayload'] = ResolversParentTypes['UpdateAddressPayload']> = {
  address?: Resolver<Types.Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  user?: Resolver<Types.Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateCartQuantityPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateCartQuantityPayload'] = ResolversParentTypes['UpdateCartQuantityPayload']> = {
  cart?: Resolver<Types.Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Types.Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  wishlist?: Resolver<Types.Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type UpdateProfilePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = {
  user?: Resolver<Types.Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  coins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  googleConnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VerifyEmailPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyEmailPayload'] = ResolversParentTypes['VerifyEmailPayload']> = {
  user?: Resolver<Types.Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type VerifyGstCodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyGstCodePayload'] = ResolversParentTypes['VerifyGstCodePayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  verificationToken?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VerifyNewEmailCodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyNewEmailCodePayload'] = ResolversParentTypes['VerifyNewEmailCodePayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  verificationToken?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VerifyPhoneCodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyPhoneCodePayload'] = ResolversParentTypes['VerifyPhoneCodePayload']> = {
  session?: Resolver<Types.Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  status?: Resolver<Types.Maybe<ResolversTypes['PhoneCodeStatus']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  verificationToken?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  buyAgain?: Resolver<Types.Maybe<ResolversTypes['ProductConnection']>, ParentType, ContextType, RequireFields<Types.ViewerBuyAgainArgs, 'first'>>;
  cart?: Resolver<Types.Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  checkout?: Resolver<Types.Maybe<ResolversTypes['Checkout']>, ParentType, ContextType, RequireFields<Types.ViewerCheckoutArgs, 'source'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  list?: Resolver<Types.Maybe<ResolversTypes['List']>, ParentType, ContextType, RequireFields<Types.ViewerListArgs, 'listId'>>;
  lists?: Resolver<Types.Maybe<ResolversTypes['ListConnection']>, ParentType, ContextType, RequireFields<Types.ViewerListsArgs, 'first'>>;
  order?: Resolver<Types.Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<Types.ViewerOrderArgs, 'orderId'>>;
  orders?: Resolver<Types.Maybe<ResolversTypes['OrderConnection']>, ParentType, ContextType, RequireFields<Types.ViewerOrdersArgs, 'first'>>;
  placedOrder?: Resolver<Types.Maybe<ResolversTypes['PlacedOrder']>, ParentType, ContextType, RequireFields<Types.ViewerPlacedOrderArgs, 'parentOrderId'>>;
  reviews?: Resolver<Types.Maybe<ResolversTypes['ReviewConnection']>, ParentType, ContextType, RequireFields<Types.ViewerReviewsArgs, 'first'>>;
  tickets?: Resolver<Types.Maybe<ResolversTypes['TicketConnection']>, ParentType, ContextType, RequireFields<Types.ViewerTicketsArgs, 'first'>>;
  user?: Resolver<Types.Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  wallet?: Resolver<Types.Maybe<ResolversTypes['Wallet']>, ParentType, ContextType>;
  wishlist?: Resolver<Types.Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WalletResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Wallet'] = ResolversParentTypes['Wallet']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  coins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transactions?: Resolver<Types.Maybe<ResolversTypes['WalletTransactionConnection']>, ParentType, ContextType, RequireFields<Types.WalletTransactionsArgs, 'first'>>;
};

export type WalletTransactionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WalletTransaction'] = ResolversParentTypes['WalletTransaction']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  coins?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  credit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['WalletTransactionKind'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WalletTransactionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WalletTransactionConnection'] = ResolversParentTypes['WalletTransactionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['WalletTransactionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['WalletTransaction']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WalletTransactionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WalletTransactionEdge'] = ResolversParentTypes['WalletTransactionEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WalletTransaction'], ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  products?: Resolver<Types.Maybe<ResolversTypes['ProductConnection']>, ParentType, ContextType, RequireFields<Types.WishlistProductsArgs, 'first'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AddAddressPayload?: AddAddressPayloadResolvers<ContextType>;
  AddProductToListPayload?: AddProductToListPayloadResolvers<ContextType>;
  AddToCartPayload?: AddToCartPayloadResolvers<ContextType>;
  AddToWishlistPayload?: AddToWishlistPayloadResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandBannerSection?: BrandBannerSectionResolvers<ContextType>;
  BrandFacet?: BrandFacetResolvers<ContextType>;
  BrandGallerySection?: BrandGallerySectionResolvers<ContextType>;
  BrandPage?: BrandPageResolvers<ContextType>;
  BrandPageSection?: BrandPageSectionResolvers<ContextType>;
  BrandProductSection?: BrandProductSectionResolvers<ContextType>;
  BrandVideoSection?: BrandVideoSectionResolvers<ContextType>;
  CancelOrderPayload?: CancelOrderPayloadResolvers<ContextType>;
  CancellationReasonOption?: CancellationReasonOptionResolvers<ContextType>;
  CancellationRefund?: CancellationRefundResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  CheckoutCoins?: CheckoutCoinsResolvers<ContextType>;
  CheckoutLine?: CheckoutLineResolvers<ContextType>;
  ConfirmPaymentPayload?: ConfirmPaymentPayloadResolvers<ContextType>;
  CreateListPayload?: CreateListPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DealBanner?: DealBannerResolvers<ContextType>;
  DeleteAddressPayload?: DeleteAddressPayloadResolvers<ContextType>;
  DeleteListPayload?: DeleteListPayloadResolvers<ContextType>;
  DeliveryCheck?: DeliveryCheckResolvers<ContextType>;
  Discount?: DiscountResolvers<ContextType>;
  FacetedProductConnection?: FacetedProductConnectionResolvers<ContextType>;
  Faq?: FaqResolvers<ContextType>;
  FeaturedBrand?: FeaturedBrandResolvers<ContextType>;
  File?: GraphQLScalarType;
  GeoLocation?: GeoLocationResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  LimitedTimeDealBanner?: LimitedTimeDealBannerResolvers<ContextType>;
  List?: ListResolvers<ContextType>;
  ListConnection?: ListConnectionResolvers<ContextType>;
  ListEdge?: ListEdgeResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  MoneyRange?: MoneyRangeResolvers<ContextType>;
  MoveToCartPayload?: MoveToCartPayloadResolvers<ContextType>;
  MoveToWishlistPayload?: MoveToWishlistPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderItemCancellation?: OrderItemCancellationResolvers<ContextType>;
  OrderTrackerStep?: OrderTrackerStepResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordResetLink?: PasswordResetLinkResolvers<ContextType>;
  PaymentRefund?: PaymentRefundResolvers<ContextType>;
  PaymentRequest?: PaymentRequestResolvers<ContextType>;
  PlaceOrderPayload?: PlaceOrderPayloadResolvers<ContextType>;
  PlacedOrder?: PlacedOrderResolvers<ContextType>;
  PrivateList?: PrivateListResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductDetailRow?: ProductDetailRowResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  ProductFacets?: ProductFacetsResolvers<ContextType>;
  ProductFeature?: ProductFeatureResolvers<ContextType>;
  ProductFeatureBadges?: ProductFeatureBadgesResolvers<ContextType>;
  QuantityBounds?: QuantityBoundsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Question?: QuestionResolvers<ContextType>;
  QuestionConnection?: QuestionConnectionResolvers<ContextType>;
  QuestionEdge?: QuestionEdgeResolvers<ContextType>;
  RaiseTicketPayload?: RaiseTicketPayloadResolvers<ContextType>;
  RateProductPayload?: RateProductPayloadResolvers<ContextType>;
  RateSellerPayload?: RateSellerPayloadResolvers<ContextType>;
  RatingBucket?: RatingBucketResolvers<ContextType>;
  RatingSummary?: RatingSummaryResolvers<ContextType>;
  RefreshSessionPayload?: RefreshSessionPayloadResolvers<ContextType>;
  RegisterBusinessAccountPayload?: RegisterBusinessAccountPayloadResolvers<ContextType>;
  RemoveFromCartPayload?: RemoveFromCartPayloadResolvers<ContextType>;
  RemoveFromWishlistPayload?: RemoveFromWishlistPayloadResolvers<ContextType>;
  RemoveProductFromListPayload?: RemoveProductFromListPayloadResolvers<ContextType>;
  ReportProductPayload?: ReportProductPayloadResolvers<ContextType>;
  RequestNewEmailCodePayload?: RequestNewEmailCodePayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  RequestPhoneCodePayload?: RequestPhoneCodePayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewConnection?: ReviewConnectionResolvers<ContextType>;
  ReviewEdge?: ReviewEdgeResolvers<ContextType>;
  SearchSuggestion?: SearchSuggestionResolvers<ContextType>;
  Seller?: SellerResolvers<ContextType>;
  SellerRating?: SellerRatingResolvers<ContextType>;
  SellerRatingConnection?: SellerRatingConnectionResolvers<ContextType>;
  SellerRatingEdge?: SellerRatingEdgeResolvers<ContextType>;
  SendEmailVerificationPayload?: SendEmailVerificationPayloadResolvers<ContextType>;
  SendGstCodePayload?: SendGstCodePayloadResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SetListPrivacyPayload?: SetListPrivacyPayloadResolvers<ContextType>;
  SetPrimaryAddressPayload?: SetPrimaryAddressPayloadResolvers<ContextType>;
  SharedList?: SharedListResolvers<ContextType>;
  SharedListResult?: SharedListResultResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  SignInWithEmailPayload?: SignInWithEmailPayloadResolvers<ContextType>;
  SignInWithGooglePayload?: SignInWithGooglePayloadResolvers<ContextType>;
  SignOutPayload?: SignOutPayloadResolvers<ContextType>;
  SignUpWithPhonePayload?: SignUpWithPhonePayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Ticket?: TicketResolvers<ContextType>;
  TicketConnection?: TicketConnectionResolvers<ContextType>;
  TicketDepartmentOption?: TicketDepartmentOptionResolvers<ContextType>;
  TicketEdge?: TicketEdgeResolvers<ContextType>;
  TierPrice?: TierPriceResolvers<ContextType>;
  TopStore?: TopStoreResolvers<ContextType>;
  UpdateAddressPayload?: UpdateAddressPayloadResolvers<ContextType>;
  UpdateCartQuantityPayload?: UpdateCartQuantityPayloadResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  VerifyEmailPayload?: VerifyEmailPayloadResolvers<ContextType>;
  VerifyGstCodePayload?: VerifyGstCodePayloadResolvers<ContextType>;
  VerifyNewEmailCodePayload?: VerifyNewEmailCodePayloadResolvers<ContextType>;
  VerifyPhoneCodePayload?: VerifyPhoneCodePayloadResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  Wallet?: WalletResolvers<ContextType>;
  WalletTransaction?: WalletTransactionResolvers<ContextType>;
  WalletTransactionConnection?: WalletTransactionConnectionResolvers<ContextType>;
  WalletTransactionEdge?: WalletTransactionEdgeResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
};

