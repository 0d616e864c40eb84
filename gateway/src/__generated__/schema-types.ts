import type { DateTimeValue } from '../graph/mappers.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A calendar day in India (Asia/Kolkata), ISO-8601 `YYYY-MM-DD` (RFC 3339's `full-date`), for example `2026-12-04`: a day,
   * not an instant, so every client shows the same day whatever its own time zone.
   */
  Date: { input: string; output: string; }
  /** An ISO-8601 date and time in UTC, for example `2026-11-22T09:30:00.000Z`. */
  DateTime: { input: string; output: DateTimeValue; }
  /**
   * A file sent with the GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec):
   * the operation in the `operations` field, the file in a field named in `map`.
   */
  File: { input: File; output: never; }
};

/** A new delivery address (the address form). */
export type AddAddressInput = {
  /** Another ten-digit phone number, if any. */
  alternativePhoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Country, if given: letters and spaces. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** House number or building name. */
  houseName: Scalars['String']['input'];
  /** One key per attempt, sent again with every retry of it (8 to 100 characters): a retry answers the first attempt's result instead of doing it twice; the same key with a different input is refused (`IDEMPOTENCY_KEY_REUSED`). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Whether this becomes the primary address. */
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  /** A landmark near the address, if any. */
  landmark?: InputMaybe<Scalars['String']['input']>;
  /** Local area, nearby road or city: letters and spaces. */
  localArea: Scalars['String']['input'];
  /** Map location, if known (the form's current location). */
  location?: InputMaybe<GeoLocationInput>;
  /** Full name of the person receiving deliveries: letters and spaces. */
  name: Scalars['String']['input'];
  /** Ten-digit contact phone number. */
  phoneNumber: Scalars['String']['input'];
  /** Six-digit Indian postal code. */
  pincode: Scalars['String']['input'];
  /** State: letters and spaces. */
  state: Scalars['String']['input'];
  /** Home (the default) or office. */
  type?: InputMaybe<AddressType>;
};

/** The result of `addAddress`. */
export type AddAddressPayload = {
  __typename?: 'AddAddressPayload';
  /** The new address; null when nothing was saved. */
  address?: Maybe<Address>;
  /** The shopper after the change, with every address; null for a guest. */
  user?: Maybe<User>;
  /** Why nothing was saved (a field rule, signed out). */
  userErrors: Array<UserError>;
};

/** The result of `addProductToList`. */
export type AddProductToListPayload = {
  __typename?: 'AddProductToListPayload';
  /** The list after the change; null when nothing changed. */
  list?: Maybe<List>;
  /** The product added; null when nothing changed. */
  product?: Maybe<Product>;
  /** Why nothing changed (signed out, a list that is not the shopper's, already in the list). */
  userErrors: Array<UserError>;
  /** The viewer after the change, to read `lists` again. */
  viewer: Viewer;
};

/** A product and a quantity to add to the cart. */
export type AddToCartInput = {
  /** One key per attempt, sent again with every retry of it (8 to 100 characters): a retry answers the first attempt's result instead of doing it twice; the same key with a different input is refused (`IDEMPOTENCY_KEY_REUSED`). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The product's global `id` (`Product.id`); its REST key (`PRD000001`) is also accepted until 2027-06-01. */
  productId: Scalars['ID']['input'];
  /** How many to add, 1 or more. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/** The result of `addToCart`: every object it changes. */
export type AddToCartPayload = {
  __typename?: 'AddToCartPayload';
  /** The shopper's cart after the change; null when nothing was added. */
  cart?: Maybe<Cart>;
  /** The product added (its `inCart` and `inWishlist` answer after the change); null when nothing was added. */
  product?: Maybe<Product>;
  /** Why nothing was added (signed out, out of stock, above the maximum, unknown product). */
  userErrors: Array<UserError>;
  /** The viewer after the change (a cart checkout reprices from it); null when nothing was added. */
  viewer?: Maybe<Viewer>;
  /** The wishlist after the change (adding to the cart takes the product off it); null when nothing was added. */
  wishlist?: Maybe<Wishlist>;
};

/** The result of `addToWishlist`. */
export type AddToWishlistPayload = {
  __typename?: 'AddToWishlistPayload';
  /** The product, whose `inWishlist` answers after the change; null when nothing changed. */
  product?: Maybe<Product>;
  /** Why nothing changed (signed out, already on the wishlist, unknown product). */
  userErrors: Array<UserError>;
  /** The viewer after the change (a cart checkout reprices from it); null when nothing changed. */
  viewer?: Maybe<Viewer>;
  /** The wishlist after the change; null when nothing changed. */
  wishlist?: Maybe<Wishlist>;
};

/** A delivery address saved on the shopper's account. */
export type Address = Node & {
  __typename?: 'Address';
  /** Position of the address in the shopper's list (oldest first); it shifts when an earlier one is deleted, so name an address by its `id`. */
  addressIndex: Scalars['Int']['output'];
  /** Another ten-digit phone number; null when none was given (never an empty string). */
  alternativePhoneNumber?: Maybe<Scalars['String']['output']>;
  /** Country; null when none was given (never an empty string). */
  country?: Maybe<Scalars['String']['output']>;
  /**
   * Whether the marketplace delivers to this address's pincode, with the product page's message: the checkout shows
   * an undeliverable address as such and places nothing there.
   */
  delivery: DeliveryCheck;
  /** House, flat or building. */
  houseName: Scalars['String']['output'];
  /** The address's opaque global ID. */
  id: Scalars['ID']['output'];
  /** Whether this is the shopper's primary address. */
  isPrimary: Scalars['Boolean']['output'];
  /** A landmark near the address; null when none was given (never an empty string). */
  landmark?: Maybe<Scalars['String']['output']>;
  /** Street, area or locality. */
  localArea: Scalars['String']['output'];
  /** Map location, if given. */
  location?: Maybe<GeoLocation>;
  /** Name of the person receiving deliveries. */
  name: Scalars['String']['output'];
  /** Ten-digit contact phone number. */
  phoneNumber: Scalars['String']['output'];
  /** Six-digit Indian postal code. */
  pincode: Scalars['String']['output'];
  /** State. */
  state: Scalars['String']['output'];
  /** Home or office. */
  type: AddressType;
};

/** Whether an address is a home or an office. */
export type AddressType =
  /** A home address (the default). */
  | 'HOME'
  /** An office address. */
  | 'OFFICE';

/** Whether a product can be bought now. */
export type Availability =
  /** In stock or not. */
  | 'ALL'
  /** Stock above 0. */
  | 'IN_STOCK'
  /** Stock of 0 or less. */
  | 'OUT_OF_STOCK';

/** A home page banner. */
export type Banner = {
  __typename?: 'Banner';
  /** The banner's REST key. */
  bannerId: Scalars['String']['output'];
  /** The category the banner opens, when `dealType` is CATEGORY. */
  category?: Maybe<Category>;
  /** What the banner opens. */
  dealType: BannerDealType;
  /** The banner image. */
  image: Image;
  /** The product the banner opens, when `dealType` is PRODUCT. */
  product?: Maybe<Product>;
};

/** What a home banner opens. */
export type BannerDealType =
  /** The banner opens a category page. */
  | 'CATEGORY'
  /** The banner opens a product page. */
  | 'PRODUCT';

/** A brand whose products are sold on the marketplace. */
export type Brand = Node & {
  __typename?: 'Brand';
  /** The brand's REST key, used in URLs: `/brand-page/{brandId}`. */
  brandId: Scalars['String']['output'];
  /** The brand's opaque global ID. */
  id: Scalars['ID']['output'];
  /** When the brand joined the marketplace; null if the brand list no longer has the brand (logged). */
  joinedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The brand's logo. */
  logo: Image;
  /** Brand name. */
  name: Scalars['String']['output'];
  /** The brand's page (`/brand-page/{brandId}`); null when the brand has none. */
  page?: Maybe<BrandPage>;
  /** Number of products of the brand; null if the brand list no longer has the brand (logged). */
  productCount?: Maybe<Scalars['Int']['output']>;
  /**
   * The brand's products (the `/topbrand-products-page/{brandId}` grid), filtered and sorted (lowest price first by
   * default; RECOMMENDED: catalog order).
   */
  products?: Maybe<FacetedProductConnection>;
};


/** A brand whose products are sold on the marketplace. */
export type BrandProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/**
 * The banner section of a brand page. The page shows the brand's logo, name and "Joined on {date}" from `brand`
 * beside the banner.
 */
export type BrandBannerSection = {
  __typename?: 'BrandBannerSection';
  /** The brand the page is about (its `logo`, `name` and `joinedAt` go beside the banner). */
  brand: Brand;
  /** The banner image; null when the section has none. */
  image?: Maybe<Image>;
  /** The banner's title. */
  title: Scalars['String']['output'];
};

/** A brand in a product list, with its number of products there. */
export type BrandFacet = {
  __typename?: 'BrandFacet';
  /** The brand. */
  brand: Brand;
  /** How many of the list's products are of this brand (every filter but the brand filter applied). */
  count: Scalars['Int']['output'];
};

/** The gallery section of a brand page: the brand's story with pictures. */
export type BrandGallerySection = {
  __typename?: 'BrandGallerySection';
  /** The text under the title. */
  description: Scalars['String']['output'];
  /** The gallery's pictures; empty when it has none. */
  images: Array<Image>;
  /** The gallery's title. */
  title: Scalars['String']['output'];
};

/** A brand's own page: its sections in the order the marketplace set for it. */
export type BrandPage = {
  __typename?: 'BrandPage';
  /** The sections to show, in display order. Sections without content (a video without a link) are left out. */
  sections: Array<BrandPageSection>;
};

/** One section of a brand's page. */
export type BrandPageSection = BrandBannerSection | BrandGallerySection | BrandProductSection | BrandVideoSection;

/** The Featured Products section of a brand page: the brand's products. */
export type BrandProductSection = {
  __typename?: 'BrandProductSection';
  /** The brand's products, filtered and sorted (lowest price first by default; RECOMMENDED: catalog order). */
  products?: Maybe<FacetedProductConnection>;
};


/** The Featured Products section of a brand page: the brand's products. */
export type BrandProductSectionProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/** The Featured Video section of a brand page. */
export type BrandVideoSection = {
  __typename?: 'BrandVideoSection';
  /** Where the video is: a URL to embed or open. */
  url: Scalars['String']['output'];
};

/** Lines of an order to cancel: `lineIds` (or, deprecated, `productIds`), not both. */
export type CancelOrderInput = {
  /** The lines to cancel, at least one, all of this order: their global `id`s (`OrderItem.id`). */
  lineIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The order's global `id` (`Order.id`); its REST key (`Order.orderId`) is also accepted until 2027-06-01. */
  orderId: Scalars['ID']['input'];
  /**
   * The products whose lines to cancel, at least one: global `id`s (`Product.id`); REST keys (`OrderItem.productId`)
   * are also accepted until 2027-06-01.
   * @deprecated Use `lineIds` (`OrderItem.id`): a line's own ID, which names it even once its product has left the catalog (its REST key goes after 2027-06-01). Goes after 2027-06-01.
   */
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Why the shopper cancels (`cancellationReasons` has each reason's text). */
  reason: CancellationReason;
  /** Where the refund goes. */
  refundMethod?: InputMaybe<RefundMethod>;
};

/** The result of `cancelOrder`. */
export type CancelOrderPayload = {
  __typename?: 'CancelOrderPayload';
  /** The order after the change, with its cancelled lines and new `currentTotal` and `amountDue`; null when it was refused. */
  order?: Maybe<Order>;
  /** Why nothing was cancelled. */
  userErrors: Array<UserError>;
  /** The viewer after the change (coins returned, My Orders). */
  viewer: Viewer;
};

/** Why a shopper cancels order lines: the cancellation form's choices (`Query.cancellationReasons` has their texts). */
export type CancellationReason =
  /** I found a better price elsewhere */
  | 'BETTER_PRICE_ELSEWHERE'
  /** I changed my mind */
  | 'CHANGED_MIND'
  /** Delivery time is too long */
  | 'DELIVERY_TOO_LONG'
  /** Other reason */
  | 'OTHER'
  /** I entered wrong address */
  | 'WRONG_ADDRESS'
  /** I ordered the wrong product */
  | 'WRONG_PRODUCT';

/** A cancellation reason with the text the cancellation form shows for it. */
export type CancellationReasonOption = {
  __typename?: 'CancellationReasonOption';
  /** The value to send as `CancelOrderInput.reason`. */
  reason: CancellationReason;
  /** The text to show, for example `I changed my mind`. */
  text: Scalars['String']['output'];
};

/** What cancelling some lines of an order refunds: the cancellation page's Refund Amount Summary. */
export type CancellationRefund = {
  __typename?: 'CancellationRefund';
  /** Thara coins given back (those redeemed on the order, when the chosen lines are all that is left of it). */
  coinsReturned: Scalars['Int']['output'];
  /** The chosen lines' total (the summary's Order Amount). */
  orderAmount: Money;
  /**
   * What goes back to the chosen refund method: what was paid for the lines, at most what remains of the order's
   * payment (the coin discount comes back as coins); ₹0.00 while nothing has been paid (cash on delivery).
   */
  refundAmount: Money;
  /** The refund methods to choose from; empty when nothing is refunded. */
  refundMethods: Array<RefundMethod>;
};

/** The signed-in shopper's cart. */
export type Cart = Node & {
  __typename?: 'Cart';
  /** The cart's opaque global ID (one cart per shopper). */
  id: Scalars['ID']['output'];
  /** Number of lines (distinct products, whatever their quantities) in the cart. */
  lineCount: Scalars['Int']['output'];
  /**
   * The lines, most recently added first. Not paged: the totals and the checkout always cover every line, and a
   * line holds at most the product's consumer maximum.
   */
  lines: Array<CartLine>;
  /** What the lines would cost at list prices (MRP): the sum of list price × quantity. */
  listTotal: Money;
  /** `listTotal` − `subTotal`: what the offer prices save. */
  savings: Money;
  /** What the lines cost: the sum of `lineTotal`. Shipping is free. */
  subTotal: Money;
  /**
   * Number of units in the cart: the sum of the lines' quantities. What the storefront counts as items: the
   * navigation bar's cart count and the order summary's "Price (N items)".
   */
  unitCount: Scalars['Int']['output'];
};

/**
 * One product in the cart with its quantity. Not a `Node` (it is reached through its cart); its `id` is still
 * globally unique for client caches.
 */
export type CartLine = {
  __typename?: 'CartLine';
  /** The line's opaque, globally unique ID (the cart and the product). */
  id: Scalars['ID']['output'];
  /** `unitPrice` × `quantity`. */
  lineTotal: Money;
  /** List price (MRP) × `quantity`. */
  listTotal: Money;
  /** The most units the line may hold: the product's consumer maximum, capped by its stock. */
  maxQuantity: Scalars['Int']['output'];
  /** The product. */
  product: Product;
  /** Units in the cart, from 1 to `maxQuantity`. */
  quantity: Scalars['Int']['output'];
  /** `listTotal` − `lineTotal`: what the shopper saves on this line. */
  savings: Money;
  /**
   * The price of one unit at this line's quantity, by the one price rule: the product's tier price whose range holds
   * the quantity ("Buy more, pay less"), else its offer price. What the order will charge.
   */
  unitPrice: Money;
};

/** A product in the cart or on the wishlist. */
export type CartProductInput = {
  /** One key per attempt, sent again with every retry of it (8 to 100 characters): a retry answers the first attempt's result instead of doing it twice; the same key with a different input is refused (`IDEMPOTENCY_KEY_REUSED`). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The product's global `id` (`Product.id`); its REST key (`PRD000001`) is also accepted until 2027-06-01. */
  productId: Scalars['ID']['input'];
};

/** A node of the three-level category tree. */
export type Category = Node & {
  __typename?: 'Category';
  /** The category page's banner; null when the storefront should show its default banner. */
  banner?: Maybe<Image>;
  /** The category's REST key, used in URLs: `/categories-page/{categoryId}/{name}`. */
  categoryId: Scalars['String']['output'];
  /** Child categories, in display order. */
  children: Array<Category>;
  /** The name to show: the name, or `Unnamed Category` when it has none. */
  displayName: Scalars['String']['output'];
  /** Whether any product is in this category or below it. */
  hasProducts: Scalars['Boolean']['output'];
  /** The category's icon. */
  icon: Image;
  /** The category's opaque global ID. */
  id: Scalars['ID']['output'];
  /** The category's name; null for an unnamed category. */
  name?: Maybe<Scalars['String']['output']>;
  /** The parent category; null for a top-level category. */
  parent?: Maybe<Category>;
  /** Products in this category or any category below it, filtered and sorted (lowest price first by default). */
  products?: Maybe<FacetedProductConnection>;
};


/** A node of the three-level category tree. */
export type CategoryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/** A checkout: its lines and totals, priced once by the gateway from the REST API's figures. */
export type Checkout = Node & {
  __typename?: 'Checkout';
  /** The shopper's coins and what they may take off this checkout. */
  coins: CheckoutCoins;
  /**
   * The checkout's opaque global ID: one for the shopper's cart checkout, whatever the cart holds (a payload's
   * `viewer { checkout(source: CART) }` updates the cached one), and one per product and quantity for a Buy Now.
   * `node(id:)` prices it again, for its shopper only.
   */
  id: Scalars['ID']['output'];
  /** The lines, in the cart's order. */
  lines: Array<CheckoutLine>;
  /** List price (MRP) of every line. */
  listTotal: Money;
  /** How the shopper may pay. */
  paymentMethods: Array<PaymentMethod>;
  /** List total − sub total: what the shopper saves. */
  savings: Money;
  /** Delivery charge: always free. */
  shipping: Money;
  /** The delivery charge before it was waived (shown struck through): ₹40.00. */
  shippingListPrice: Money;
  /** What it buys. */
  source: CheckoutSource;
  /** What the lines cost at the prices charged. */
  subTotal: Money;
  /** Sub total + shipping: what is charged without coins. */
  total: Money;
  /** Total − the coins' discount: what is charged when the shopper redeems their coins. */
  totalWithCoins: Money;
};

/** The shopper's coins on a checkout. */
export type CheckoutCoins = {
  __typename?: 'CheckoutCoins';
  /** The shopper's coin balance. */
  balance: Scalars['Int']['output'];
  /** What one coin is worth. */
  coinValue: Money;
  /** What the redeemable coins are worth. */
  discount: Money;
  /** Coins this checkout may redeem (capped by the balance and the share of the total coins may pay). */
  redeemable: Scalars['Int']['output'];
};

/** A line of a checkout. */
export type CheckoutLine = {
  __typename?: 'CheckoutLine';
  /** Unit price × quantity. */
  lineTotal: Money;
  /** List price (MRP) × quantity. */
  listTotal: Money;
  /** The most units this checkout may buy (stock included). */
  maxQuantity: Scalars['Int']['output'];
  /** The fewest units this checkout may buy (1 from the cart; the minimum order quantity for Buy Now). */
  minQuantity: Scalars['Int']['output'];
  /** The product. */
  product: Product;
  /** Units bought. */
  quantity: Scalars['Int']['output'];
  /** List total − line total. */
  savings: Money;
  /** The unit price charged at this quantity (the offer price, or the tier price whose range holds the quantity). */
  unitPrice: Money;
};

/** What a checkout buys. */
export type CheckoutSource =
  /** Every line of the shopper's cart (the ordered products leave the cart). */
  | 'CART'
  /** One product at a quantity (Buy Now); the cart is left alone. */
  | 'PRODUCT';

/** A checkout whose online payment the provider's checkout window completed. */
export type ConfirmPaymentInput = {
  /** The checkout, as it was sent to `placeOrder`. */
  checkout: PlaceOrderInput;
  /** The provider's payment id (razorpay_payment_id). */
  paymentId: Scalars['String']['input'];
  /** The payment request's `paymentOrderId` (razorpay_order_id). */
  paymentOrderId: Scalars['String']['input'];
  /** The provider's signature (razorpay_signature). */
  signature: Scalars['String']['input'];
};

/** The result of `confirmPayment`. */
export type ConfirmPaymentPayload = {
  __typename?: 'ConfirmPaymentPayload';
  /** The placed checkout; null when the payment was not verified or the order could not be placed (see `refund`). */
  order?: Maybe<PlacedOrder>;
  /** When the order could not be placed after the money was taken: the refund that gave it back; otherwise null. */
  refund?: Maybe<PaymentRefund>;
  /** Why nothing was placed (with `PAYMENT_REFUNDED` when the payment was given back). */
  userErrors: Array<UserError>;
  /** The shopper's cart after the change (a cart checkout empties it). */
  viewer: Viewer;
};

/** A new sharable list. */
export type CreateListInput = {
  /** One key per attempt, sent again with every retry of it (8 to 100 characters): a retry answers the first attempt's result instead of doing it twice; the same key with a different input is refused (`IDEMPOTENCY_KEY_REUSED`). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The list's name, 1 to 60 characters. */
  name: Scalars['String']['input'];
  /** Products to put in the list at once, if any: global `id`s (`Product.id`); REST keys are also accepted until 2027-06-01. */
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The result of `createList`. */
export type CreateListPayload = {
  __typename?: 'CreateListPayload';
  /** The list after the change; null when nothing changed. */
  list?: Maybe<List>;
  /** Why no list was created (signed out, an empty or too long name, an unknown product). */
  userErrors: Array<UserError>;
  /** The viewer after the change, to read `lists` again. */
  viewer: Viewer;
};

/** ISO-4217 currency codes the marketplace uses. */
export type CurrencyCode =
  /** Indian rupee. */
  | 'INR';

/** A Top Deals banner. */
export type DealBanner = {
  __typename?: 'DealBanner';
  /** The deal campaign's REST key. */
  dealId: Scalars['String']['output'];
  /** The banner image. */
  image: Image;
  /** The campaign's title. */
  title: Scalars['String']['output'];
};

/** A saved address to delete. */
export type DeleteAddressInput = {
  /** The address's global `id` (`Address.id`); its REST key is also accepted until 2027-06-01. */
  addressId: Scalars['ID']['input'];
};

/** The result of `deleteAddress`. */
export type DeleteAddressPayload = {
  __typename?: 'DeleteAddressPayload';
  /** The ID of the deleted address; null when nothing was deleted. */
  deletedAddressId?: Maybe<Scalars['ID']['output']>;
  /** The shopper after the change, with the remaining addresses; null for a guest. */
  user?: Maybe<User>;
  /** Why nothing was deleted (the primary address, an address that is not the shopper's, signed out). */
  userErrors: Array<UserError>;
};

/** One of the shopper's lists to delete. */
export type DeleteListInput = {
  /** The list's global `id` (`List.id`); its REST key (`List.listId`) is also accepted until 2027-06-01. */
  listId: Scalars['ID']['input'];
};

/** The result of `deleteList`. */
export type DeleteListPayload = {
  __typename?: 'DeleteListPayload';
  /** The global ID of the deleted list; null when nothing was deleted. */
  deletedListId?: Maybe<Scalars['ID']['output']>;
  /** Why nothing was deleted (signed out, a list that is not the shopper's). */
  userErrors: Array<UserError>;
  /** The viewer after the change, to read `lists` again. */
  viewer: Viewer;
};

/** Whether the marketplace delivers to a pincode. */
export type DeliveryCheck = {
  __typename?: 'DeliveryCheck';
  /** Whether orders can be delivered there. */
  deliverable: Scalars['Boolean']['output'];
  /**
   * The message to show: "Great! We deliver to this location." or "Sorry, delivery is not available in this
   * pincode."
   */
  message: Scalars['String']['output'];
  /** The pincode checked. */
  pincode: Scalars['String']['output'];
};

/** A discount campaign on a parent category (Discounts For You). */
export type Discount = Node & {
  __typename?: 'Discount';
  /** The category the campaign covers (with everything below it); null if the category tree no longer has it (logged). */
  category?: Maybe<Category>;
  /** The campaign's REST key, used in URLs: `/discout-for-you/{discountId}`. */
  discountId: Scalars['String']['output'];
  /** The campaign's opaque global ID. */
  id: Scalars['ID']['output'];
  /** The campaign's image. */
  image: Image;
  /**
   * The campaign's discounted products anywhere under its category (the `/discout-for-you/{discountId}` and
   * `/discount-products/{discountId}` grids), filtered and sorted (lowest price first by default; RECOMMENDED:
   * catalog order).
   */
  products?: Maybe<FacetedProductConnection>;
  /** The largest percent off in the campaign (`Up to N% OFF`). */
  upToPercentOff: Scalars['Int']['output'];
};


/** A discount campaign on a parent category (Discounts For You). */
export type DiscountProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/**
 * A filtered, sorted page of products, with the facts a filter sidebar needs. The connection field answers null, with
 * a `BAD_USER_INPUT` error whose `path` is that field, when its `after` is malformed, was issued for other arguments
 * or no longer names a position in the list; its parent stays.
 */
export type FacetedProductConnection = {
  __typename?: 'FacetedProductConnection';
  /** The products of this page with their cursors. */
  edges: Array<ProductEdge>;
  /** What the sidebar can offer: the brands in the list with their counts, and the price range. */
  facets: ProductFacets;
  /** The items of this page, in order: `edges` without the cursors. */
  nodes: Array<Product>;
  /** Where this page is in the filtered list. */
  pageInfo: PageInfo;
  /** Number of products that pass the filter. */
  totalCount: Scalars['Int']['output'];
};

/**
 * A help-centre question with its answer. Not a `Node`: the FAQ is read whole (`Query.faq`), with no call for one
 * entry; its `id` is still unique for client caches.
 */
export type Faq = {
  __typename?: 'Faq';
  /**
   * The answer as HTML, sanitised by the gateway: paragraphs, lists, emphasis and links only; no scripts, styles,
   * event handlers or other markup.
   */
  answerHtml: Scalars['String']['output'];
  /** The question's opaque ID. */
  id: Scalars['ID']['output'];
  /** The question. */
  question: Scalars['String']['output'];
};

/** A brand the marketplace features, with its banner and some of its products (the Featured Brands page). */
export type FeaturedBrand = {
  __typename?: 'FeaturedBrand';
  /** The featured brand (`Visit Brand Page` opens `/brand-page/{brandId}`). */
  brand: Brand;
  /** The deal campaign's REST key (a brand may be featured by more than one campaign). */
  dealId: Scalars['String']['output'];
  /** The campaign's banner image. */
  image: Image;
  /** Up to 20 of the brand's products, as the marketplace picks them, filtered and sorted (lowest price first by default). */
  products?: Maybe<FacetedProductConnection>;
};


/** A brand the marketplace features, with its banner and some of its products (the Featured Brands page). */
export type FeaturedBrandProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/** A point on the map. */
export type GeoLocation = {
  __typename?: 'GeoLocation';
  /** Latitude in degrees. */
  latitude: Scalars['Float']['output'];
  /** Longitude in degrees. */
  longitude: Scalars['Float']['output'];
};

/** A point on the map, as the address form sends it. */
export type GeoLocationInput = {
  /** Latitude in degrees, -90 to 90. */
  latitude: Scalars['Float']['input'];
  /** Longitude in degrees, -180 to 180. */
  longitude: Scalars['Float']['input'];
};

/** An image. */
export type Image = {
  __typename?: 'Image';
  /** Text describing the image for people who cannot see it. */
  alt: Scalars['String']['output'];
  /** Where to load the image from: an absolute URL (images the marketplace serves are on its public origin). */
  url: Scalars['String']['output'];
};

/** A limited-time deal campaign's banner, with when the campaign ends (`Ends in HH:MM:SS`). */
export type LimitedTimeDealBanner = {
  __typename?: 'LimitedTimeDealBanner';
  /** The deal campaign's REST key. */
  dealId: Scalars['String']['output'];
  /** When the campaign ends. */
  endsAt: Scalars['DateTime']['output'];
  /** The campaign's banner images, in carousel order. */
  images: Array<Image>;
  /** The campaign's title. */
  title: Scalars['String']['output'];
};

/** A named list of products the shopper can share. */
export type List = Node & {
  __typename?: 'List';
  /** Whether the list holds a product (the Add to List dialog's Add or Remove). */
  containsProduct: Scalars['Boolean']['output'];
  /** When the list was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The list's opaque global ID. */
  id: Scalars['ID']['output'];
  /** Whether the list is private: its share link then opens for its owner only. */
  isPrivate: Scalars['Boolean']['output'];
  /** Products in the list. */
  items?: Maybe<ProductConnection>;
  /** The list's REST key. */
  listId: Scalars['String']['output'];
  /** The list's name. */
  name: Scalars['String']['output'];
  /** The token at the end of `shareUrl`: `Query.sharedList(shareToken:)` opens the list with it. */
  shareToken: Scalars['String']['output'];
  /**
   * The storefront link that shares the list (`/lists/shared/{shareToken}` on the storefront's public origin, the
   * gateway's `PUBLIC_ORIGIN`, whatever origin the request came from). Its token is random: holding the link is what
   * opens the list (`Query.sharedList`), read-only, to anyone, unless the list is private; the owner opening it gets
   * the list itself. The older `/shopping-cart?listId={listId}` links open the list for its owner only.
   */
  shareUrl: Scalars['String']['output'];
};


/** A named list of products the shopper can share. */
export type ListContainsProductArgs = {
  productId: Scalars['ID']['input'];
};


/** A named list of products the shopper can share. */
export type ListItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A page of the shopper's lists. The connection field answers null, with a `BAD_USER_INPUT` error whose `path` is that
 * field, when its `after` is malformed, was issued for other arguments or no longer names a position in the list; its
 * parent stays.
 */
export type ListConnection = {
  __typename?: 'ListConnection';
  /** The lists of this page with their cursors. */
  edges: Array<ListEdge>;
  /** The items of this page, in order: `edges` without the cursors. */
  nodes: Array<List>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** Number of lists the shopper has. */
  totalCount: Scalars['Int']['output'];
};

/** A list in a connection. */
export type ListEdge = {
  __typename?: 'ListEdge';
  /** Opaque cursor of this position. */
  cursor: Scalars['String']['output'];
  /** The list. */
  node: List;
};

/** A product and one of the shopper's lists. */
export type ListProductInput = {
  /** The list's global `id` (`List.id`); its REST key (`List.listId`) is also accepted until 2027-06-01. */
  listId: Scalars['ID']['input'];
  /** The product's global `id` (`Product.id`); its REST key (`PRD000001`) is also accepted until 2027-06-01. */
  productId: Scalars['ID']['input'];
};

/** An amount of money. */
export type Money = {
  __typename?: 'Money';
  /** The amount as a decimal string with two decimals, for example `1499.00`. */
  amount: Scalars['String']['output'];
  /** The currency. */
  currency: CurrencyCode;
  /** The amount formatted for display in India, for example `₹1,499.00`. */
  formatted: Scalars['String']['output'];
};

/** A lowest and a highest amount. */
export type MoneyRange = {
  __typename?: 'MoneyRange';
  /** The highest amount. */
  max: Money;
  /** The lowest amount. */
  min: Money;
};

/** The result of `moveToCart`. */
export type MoveToCartPayload = {
  __typename?: 'MoveToCartPayload';
  /** The cart after the change; null when nothing changed. */
  cart?: Maybe<Cart>;
  /** The product the change was about (its `inCart` and `inWishlist` answer after it); null when nothing changed. */
  product?: Maybe<Product>;
  /** Why nothing changed (signed out, a quantity out of bounds, out of stock). */
  userErrors: Array<UserError>;
  /** The viewer after the change (a cart checkout reprices from it); null when nothing changed. */
  viewer?: Maybe<Viewer>;
  /** The wishlist after the change; null when nothing changed. */
  wishlist?: Maybe<Wishlist>;
};

/** The result of `moveToWishlist`. */
export type MoveToWishlistPayload = {
  __typename?: 'MoveToWishlistPayload';
  /** The cart after the change; null when nothing changed. */
  cart?: Maybe<Cart>;
  /** The product the change was about (its `inCart` and `inWishlist` answer after it); null when nothing changed. */
  product?: Maybe<Product>;
  /** Why nothing changed (signed out, a product not in the cart, already on the wishlist). */
  userErrors: Array<UserError>;
  /** The viewer after the change (a cart checkout reprices from it); null when nothing changed. */
  viewer?: Maybe<Viewer>;
  /** The wishlist after the change; null when nothing changed. */
  wishlist?: Maybe<Wishlist>;
};

/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Saves a new delivery address. The shopper's first address becomes primary; one saved with `isPrimary` makes
   * the others not primary. Refusals: `UNAUTHENTICATED`: no session; `INVALID_INPUT`: the address form's messages on
   * their fields ("Full Name is required", "Phone Number must be exactly 10 digits", "Pincode must be exactly 6
   * digits", ...); `IDEMPOTENCY_KEY_REUSED`: the key was used for another address (`idempotencyKey`).
   */
  addAddress: AddAddressPayload;
  /**
   * Adds a product to one of the shopper's lists. Refusals: `UNAUTHENTICATED`: no session; `ALREADY_EXISTS`: a
   * product in the list already, "Product already in {name}" (`productId`); `NOT_FOUND`: a list that is not the
   * shopper's (`listId`).
   */
  addProductToList: AddProductToListPayload;
  /**
   * Adds a quantity of a product to the signed-in shopper's cart (raising its line if it is already there) and
   * takes it off the wishlist. A line holds at most the product's consumer maximum and its stock. Refusals:
   * `UNAUTHENTICATED`: no session; `NOT_FOUND`: an unknown product (`productId`); `OUT_OF_STOCK`: "Out of Stock"
   * (`productId`); `INVALID_INPUT`: more than the line holds, "Maximum quantity reached: only {n} allowed"
   * (`quantity`), or a key not 8 to 100 characters (`idempotencyKey`); `IDEMPOTENCY_KEY_REUSED`: the key was used for
   * another request (`idempotencyKey`).
   */
  addToCart: AddToCartPayload;
  /**
   * Adds a product to the signed-in shopper's wishlist (the heart on product pages). Refusals: `UNAUTHENTICATED`: no
   * session; `ALREADY_EXISTS`: a product on the wishlist already (`productId`); `NOT_FOUND`: an unknown product
   * (`productId`).
   */
  addToWishlist: AddToWishlistPayload;
  /**
   * Cancels lines of one of the shopper's orders, free of charge; cancelling the last live line cancels the order and
   * returns the coins redeemed on it. Idempotent: lines already cancelled stay as they were, so a repeated request
   * refunds nothing twice. Refusals (nothing is cancelled): `UNAUTHENTICATED`: a signed-out shopper; `INVALID_ID`: a
   * line ID that is not an `OrderItem.id` (`lineIds`); `INVALID_INPUT`: no line, "Please select at least one item to
   * cancel", a line that can no longer be cancelled or is not in the order (`lineIds`, or `productIds` when given), or
   * both `lineIds` and `productIds` (`productIds`); `NOT_FOUND`: an order that is not the shopper's, the same answer as
   * one that does not exist (`orderId`).
   */
  cancelOrder: CancelOrderPayload;
  /**
   * Confirms an online payment (the provider's signature is verified against the payment order) and places the
   * order. When the order cannot be placed after the money was taken (stock sold out meanwhile, the address removed
   * or no longer deliverable, a changed price: `placeOrder`'s refusals, their fields under `checkout`), the payment
   * is refunded whole: the payload's `refund`, a userError saying why and a `PAYMENT_REFUNDED` one "Your payment of
   * ₹X has been refunded". A captured payment always ends in an order or a refund. Retried with the same
   * `idempotencyKey`, it answers the order placed first. Refusals: `UNAUTHENTICATED`: a signed-out shopper;
   * `PAYMENT_NOT_VERIFIED`: a signature that does not hold, "Payment verification failed!" (nothing is placed).
   */
  confirmPayment: ConfirmPaymentPayload;
  /**
   * Creates a sharable list, optionally with its first products. Refusals: `UNAUTHENTICATED`: no session;
   * `INVALID_INPUT`: no name, "List name is required", or one over 60 characters (`name`); `IDEMPOTENCY_KEY_REUSED`:
   * the key was used for another list (`idempotencyKey`).
   */
  createList: CreateListPayload;
  /**
   * Deletes a saved address. Refusals: `UNAUTHENTICATED`: no session; `INVALID_INPUT`: the primary address, "Primary
   * address cannot be deleted" (`addressId`): make another one primary first; `NOT_FOUND`: an address that is not the
   * shopper's (`addressId`).
   */
  deleteAddress: DeleteAddressPayload;
  /**
   * Deletes one of the shopper's lists. Refusals: `UNAUTHENTICATED`: no session; `NOT_FOUND`: a list that is not the
   * shopper's (`listId`).
   */
  deleteList: DeleteListPayload;
  /**
   * Moves a wishlist product to the cart: one unit is added (raising its line if it is there) and it leaves the
   * wishlist. The line's bounds apply as in `addToCart`. Refusals: `UNAUTHENTICATED`: no session; `OUT_OF_STOCK`:
   * "Out of Stock" (`productId`).
   */
  moveToCart: MoveToCartPayload;
  /**
   * Moves a cart line to the wishlist (both change together). Refusals (the cart is unchanged): `UNAUTHENTICATED`:
   * no session; `NOT_FOUND`: a product not in the cart (`productId`); `ALREADY_EXISTS`: a product on the wishlist
   * already, "Product already in wishlist" (`productId`).
   */
  moveToWishlist: MoveToWishlistPayload;
  /**
   * Places a checkout (see `viewer.checkout`). `CASH_ON_DELIVERY` places the order at once and answers it;
   * `ONLINE` runs every check the placement will run and only then answers a payment request (nothing is placed
   * until `confirmPayment`): an order that would be refused is refused before the shopper pays. The same
   * `idempotencyKey` (one per checkout attempt, sent with every try) never places a second order. Refusals:
   * `UNAUTHENTICATED`: a signed-out shopper; `INVALID_INPUT`: an address that is not the shopper's, "Please select a
   * delivery address" (`addressId`), a Buy Now without a product (`productId`) or with a quantity outside the
   * product's bounds (`quantity`), an empty cart, "No Product in Your Cart"; `NOT_FOUND`: a Buy Now of a product not
   * in the catalog (`productId`); `NOT_DELIVERABLE`: "Sorry, delivery is not available in this pincode."
   * (`addressId`); `OUT_OF_STOCK`: fewer units left than the checkout holds (`quantity` for Buy Now); `PRICE_CHANGED`:
   * a price, the coin value or the coins changed since the checkout was read; `IDEMPOTENCY_KEY_REUSED`: the key was
   * used for another checkout (`idempotencyKey`).
   */
  placeOrder: PlaceOrderPayload;
  /**
   * Raises a support ticket with optional image attachments (uploaded, then linked to the ticket). Refusals:
   * `UNAUTHENTICATED`: no session; `INVALID_INPUT`: an empty issue, subject or details, "Please fill out all required
   * fields." (on that field), an issue the department does not handle (`issue`), no order for Customer Support,
   * "Please select an Order ID." (`orderId`); `NOT_FOUND`: an order that is not the shopper's (`orderId`);
   * `IDEMPOTENCY_KEY_REUSED`: the key was used for another ticket (`idempotencyKey`).
   */
  raiseTicket: RaiseTicketPayload;
  /**
   * Rates and reviews a product the signed-in shopper bought (once per product), with up to 5 images sent as a
   * GraphQL multipart request. The payload's product has the new rating summary and the new review first in
   * `reviews`. Refusals: `UNAUTHENTICATED`: no session or an ended one; `NOT_PURCHASED`: a product not bought, "You
   * cannot rate this product as it has not been purchased." (`productId`); `ALREADY_EXISTS`: a second rating, "You
   * have already rated this product" (`productId`); `INVALID_INPUT`: a rating that is not a whole 1 to 5, "Please
   * select a rating between 1 and 5" (`rating`), a too long text or a file that is not an image; `NOT_FOUND`: an
   * unknown product (`productId`).
   */
  rateProduct: RateProductPayload;
  /**
   * Rates a seller's store as the signed-in shopper (once per store). The payload's seller has the new rating
   * summary and the new rating first in `ratings`. Refusals: `UNAUTHENTICATED`: no session; `INVALID_INPUT`: a rating
   * outside 0.5 to 5 in half steps (`rating`) or a too long text; `NOT_FOUND`: an unknown store (`sellerId`);
   * `ALREADY_EXISTS`: a second rating of the store, "You have already rated this seller" (`sellerId`);
   * `IDEMPOTENCY_KEY_REUSED`: the key was used for another rating (`idempotencyKey`).
   */
  rateSeller: RateSellerPayload;
  /**
   * Renews the signed-in shopper's session without the password: a new token with a full hour of life, and the token
   * used for this request is revoked (it answers like an unknown one from then on). A browser's session cookie is
   * replaced; a bearer client reads the new `session` and sends its token from then on. Sessions do not slide (using
   * a token does not extend it): refresh before `Session.expiresAt`; an expired or revoked token cannot be refreshed,
   * sign in again. Refusals: no session, or a browser session that has ended (`UNAUTHENTICATED`). A bearer token the
   * REST API refuses answers HTTP 401 for the whole request, as for any personal field.
   */
  refreshSession: RefreshSessionPayload;
  /**
   * Registers a business account: e-mail, password, a GSTIN verified by `verifyGstCode` and a phone verified by
   * `verifyPhoneCode` (both in this browser, or with their tokens); both proofs are spent. It does not sign in:
   * sign in with `signInWithEmail` afterwards. Refusals: `NOT_VERIFIED`: a GSTIN (`gstNumber`) or phone (`phone`) not
   * verified; `INVALID_INPUT`: a field breaking the form's rules, for example "Passwords do not match"
   * (`confirmPassword`).
   */
  registerBusinessAccount: RegisterBusinessAccountPayload;
  /**
   * Removes a line from the signed-in shopper's cart. Refusals: `UNAUTHENTICATED`: no session; `NOT_FOUND`: a product
   * not in the cart (`productId`).
   */
  removeFromCart: RemoveFromCartPayload;
  /**
   * Takes a product off the signed-in shopper's wishlist. Refusals: `UNAUTHENTICATED`: no session; `NOT_FOUND`: a
   * product not on the wishlist (`productId`).
   */
  removeFromWishlist: RemoveFromWishlistPayload;
  /**
   * Takes a product out of one of the shopper's lists. Refusals: `UNAUTHENTICATED`: no session; `NOT_FOUND`: a list
   * that is not the shopper's (`listId`), or a product not in it (`productId`).
   */
  removeProductFromList: RemoveProductFromListPayload;
  /**
   * Reports a product or a brand (the Report modal of the product page and of the brand page's banner): a support
   * ticket for the seller's team. Refusals: `UNAUTHENTICATED`: no session; `INVALID_INPUT`: an empty reason
   * (`reason`); `NOT_FOUND`: an unknown product (`["input", "target", "productId"]`) or brand (`["input", "target",
   * "brandId"]`); `IDEMPOTENCY_KEY_REUSED`: the key was used for another report (`idempotencyKey`).
   */
  reportProduct: ReportProductPayload;
  /**
   * E-mails the signed-in shopper a six-digit code (valid five minutes) at an address they want instead of their
   * unverified one: the first step of changing it, before `verifyNewEmailCode` and `updateProfile`. The answer is the
   * same whether or not another account holds the address. Like every sign-in, sign-up and code mutation, it must be
   * the only one in its request. Refusals: `UNAUTHENTICATED`: no session; `INVALID_INPUT`: "Invalid email format.",
   * or the shopper's e-mail is verified, "Verified email cannot be changed" (`email`); `TOO_MANY_ATTEMPTS`: too many
   * codes for the address or from the client.
   */
  requestNewEmailCode: RequestNewEmailCodePayload;
  /**
   * E-mails a password reset link. The answer is the same whether or not an account has the address, so accounts
   * cannot be discovered this way. Refusals: `INVALID_INPUT`: no e-mail or a malformed one (`email`).
   */
  requestPasswordReset: RequestPasswordResetPayload;
  /**
   * Sends a six-digit code to a phone number, to sign in or sign up by phone or to verify a business phone. Like
   * every sign-in, sign-up and code mutation, it must be the only one in its request. Refusals: `INVALID_INPUT`: a
   * number that is not 10 digits (`phone`); `ALREADY_EXISTS`: the number belongs to an account with a password, "User
   * Already Exist You Can Login" (`phone`): that shopper signs in with e-mail and password; `TOO_MANY_ATTEMPTS`: too
   * many codes for the number or from the client.
   */
  requestPhoneCode: RequestPhoneCodePayload;
  /**
   * Sets a new password with the token of a reset link that `requestPasswordReset` e-mailed (the sign-up password
   * rules and messages apply). Success ends every session of the account (this browser's too, so `viewer.user` is
   * null): sign in with the new password next. Refusals (nothing changes): `RESET_LINK_INVALID`: a token that was
   * never sent (`token`); `RESET_LINK_EXPIRED`: a link older than 30 minutes (`token`); `RESET_LINK_USED`: a link used
   * already, or one a newer link replaced (`token`).
   */
  resetPassword: ResetPasswordPayload;
  /**
   * E-mails the signed-in shopper a one-time code for `verifyEmail` (Verify Now). Refusals (none is about a field:
   * it takes none): `UNAUTHENTICATED`: no session; `INVALID_INPUT`: an e-mail already verified or none on the
   * account; `TOO_MANY_ATTEMPTS`: too many codes sent.
   */
  sendEmailVerification: SendEmailVerificationPayload;
  /**
   * Sends a six-digit code for a GSTIN (business sign-up). The code is valid for 60 seconds. Refusals:
   * `INVALID_INPUT`: a missing username or a malformed GSTIN (`gstNumber`).
   */
  sendGstCode: SendGstCodePayload;
  /**
   * Makes one of the shopper's lists private (its share link opens for the owner only) or shared again (the same
   * link opens it for anyone holding it). Refusals: `UNAUTHENTICATED`: no session; `NOT_FOUND`: a list that is not
   * the shopper's (`listId`).
   */
  setListPrivacy: SetListPrivacyPayload;
  /**
   * Makes a saved address the primary one (the others stop being primary). Refusals: `UNAUTHENTICATED`: no session;
   * `NOT_FOUND`: an address that is not the shopper's (`addressId`).
   */
  setPrimaryAddress: SetPrimaryAddressPayload;
  /**
   * Signs in with e-mail and password. Refusals: `INVALID_CREDENTIALS`: "Incorrect email or password" (no field, so
   * as not to tell which); `TOO_MANY_ATTEMPTS`: too many failed sign-ins for the e-mail or from the client.
   */
  signInWithEmail: SignInWithEmailPayload;
  /**
   * Signs in with a Google ID-token credential, creating the account on first use. Refusals:
   * `INVALID_CREDENTIALS`: a credential Google did not issue or that has expired; `INVALID_INPUT`: no credential.
   */
  signInWithGoogle: SignInWithGooglePayload;
  /**
   * Signs out: the session ends at the REST API (its token answers 401 from then on, as a cookie or a bearer), the
   * session cookie is cleared and `viewer.user` is null. It has no refusals: signing out without a session answers
   * the same.
   */
  signOut: SignOutPayload;
  /**
   * Creates an account for a phone number verified by `verifyPhoneCode` in this browser (or with its
   * `verificationToken`), and signs in. Refusals: `NOT_VERIFIED`: no such proof, "Phone number is not verified"
   * (`phone`); `INVALID_INPUT`: a field breaking the sign-up form's rules (on that field); `ALREADY_EXISTS`: an e-mail
   * of another account (`email`).
   */
  signUpWithPhone: SignUpWithPhonePayload;
  /**
   * Replaces a saved address with the form's fields (the same rules as `addAddress`). Refusals: `UNAUTHENTICATED`: no
   * session; `INVALID_INPUT`: the address form's messages on their fields; `NOT_FOUND`: an address that is not the
   * shopper's (`addressId`).
   */
  updateAddress: UpdateAddressPayload;
  /**
   * Sets the quantity of a cart line, from 1 to the line's `maxQuantity`. Refusals: `UNAUTHENTICATED`: no session;
   * `INVALID_INPUT`: below 1, or above the maximum, "Maximum quantity reached: only {n} allowed" (`quantity`);
   * `NOT_FOUND`: a product not in the cart (`productId`).
   */
  updateCartQuantity: UpdateCartQuantityPayload;
  /**
   * Changes the signed-in shopper's name, e-mail or phone (any of them; the account's Personal Information edits
   * one at a time). A new e-mail or phone is proved first, the e-mail with `requestNewEmailCode` and
   * `verifyNewEmailCode`, the phone with `requestPhoneCode` and `verifyPhoneCode` (in this browser, or with their
   * `emailVerificationToken` or `phoneVerificationToken`); the new e-mail is then verified. Only a proved e-mail or
   * phone is checked against other accounts: without the proof, one that another account holds is answered exactly as
   * a free one. Like every sign-in, sign-up and code mutation, it must be the only one in its request. Refusals:
   * `UNAUTHENTICATED`: no session; `INVALID_INPUT`: "Name must be at least 2 characters." (`name`), "Invalid email
   * format." or a verified e-mail, "Verified email cannot be changed" (`email`), "Phone number must be 10 digits."
   * (`phone`); `NOT_VERIFIED`: a new e-mail (`email`) or phone (`phone`) not proved first; `ALREADY_EXISTS`: a proved
   * e-mail (`email`) or phone (`phone`) that another account took meanwhile; `TOO_MANY_ATTEMPTS`: too many changes
   * to a new e-mail or phone from the client, for the address or number, or of the account.
   */
  updateProfile: UpdateProfilePayload;
  /**
   * Checks the e-mailed code and marks the shopper's e-mail verified ("Email verified successfully!"). Refusals:
   * `UNAUTHENTICATED`: no session; `INVALID_CODE`: a wrong code, "Invalid OTP" (`code`); `CODE_EXPIRED`: an expired
   * one (`code`); `TOO_MANY_ATTEMPTS`: too many tries.
   */
  verifyEmail: VerifyEmailPayload;
  /**
   * Checks a GSTIN code. The proof, a single-use token valid for ten minutes, is kept in an HttpOnly cookie for
   * `registerBusinessAccount` (and returned as `verificationToken` for clients without cookies). Refusals:
   * `INVALID_CODE`: a wrong code (`otp`).
   */
  verifyGstCode: VerifyGstCodePayload;
  /**
   * Checks the code `requestNewEmailCode` sent to the new address. The proof, a single-use token valid for ten
   * minutes, is kept in an HttpOnly cookie for `updateProfile` (and returned as `verificationToken` for clients
   * without cookies). Refusals: `UNAUTHENTICATED`: no session; `INVALID_INPUT`: "Invalid email format." or the
   * shopper's e-mail is verified (`email`); `INVALID_CODE`: a wrong code, "Invalid OTP" (`code`); `CODE_EXPIRED`: a
   * code past its five minutes (`code`); `TOO_MANY_ATTEMPTS`: too many wrong codes.
   */
  verifyNewEmailCode: VerifyNewEmailCodePayload;
  /**
   * Checks a phone code. A number that belongs to an account signs in (status `SIGNED_IN`, session set); a new
   * number is verified (status `VERIFIED`): the proof, a single-use token valid for ten minutes, is kept in an
   * HttpOnly cookie for `signUpWithPhone` or `registerBusinessAccount` (and returned as `verificationToken` for
   * clients without cookies). Refusals: `INVALID_CODE`: a wrong code (`otp`); `CODE_EXPIRED`: a code past its 30
   * seconds (`otp`).
   */
  verifyPhoneCode: VerifyPhoneCodePayload;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationAddAddressArgs = {
  input: AddAddressInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationAddProductToListArgs = {
  input: ListProductInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationAddToCartArgs = {
  input: AddToCartInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationAddToWishlistArgs = {
  input: WishlistProductInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationCancelOrderArgs = {
  input: CancelOrderInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationConfirmPaymentArgs = {
  input: ConfirmPaymentInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationCreateListArgs = {
  input: CreateListInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationDeleteAddressArgs = {
  input: DeleteAddressInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationDeleteListArgs = {
  input: DeleteListInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationMoveToCartArgs = {
  input: CartProductInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationMoveToWishlistArgs = {
  input: CartProductInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationRaiseTicketArgs = {
  input: RaiseTicketInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationRateProductArgs = {
  input: RateProductInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationRateSellerArgs = {
  input: RateSellerInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationRegisterBusinessAccountArgs = {
  input: RegisterBusinessAccountInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationRemoveFromCartArgs = {
  input: CartProductInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationRemoveFromWishlistArgs = {
  input: WishlistProductInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationRemoveProductFromListArgs = {
  input: ListProductInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationReportProductArgs = {
  input: ReportProductInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationRequestNewEmailCodeArgs = {
  input: RequestNewEmailCodeInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationRequestPhoneCodeArgs = {
  input: RequestPhoneCodeInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationSendGstCodeArgs = {
  input: SendGstCodeInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationSetListPrivacyArgs = {
  input: SetListPrivacyInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationSetPrimaryAddressArgs = {
  input: SetPrimaryAddressInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationSignInWithEmailArgs = {
  input: SignInWithEmailInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationSignInWithGoogleArgs = {
  input: SignInWithGoogleInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationSignUpWithPhoneArgs = {
  input: SignUpWithPhoneInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationUpdateAddressArgs = {
  input: UpdateAddressInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationUpdateCartQuantityArgs = {
  input: UpdateCartQuantityInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationVerifyEmailArgs = {
  input: VerifyEmailInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationVerifyGstCodeArgs = {
  input: VerifyGstCodeInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationVerifyNewEmailCodeArgs = {
  input: VerifyNewEmailCodeInput;
};


/**
 * Changes. Each mutation takes one `input` and returns a payload with every object it changed (a deleted one by its
 * ID, for example `deletedAddressId`, to evict it) and `userErrors`. Every refusal (a rule a field breaks, an unknown
 * or someone else's object, a state that no longer allows it, a misused `idempotencyKey`) is a userError with the
 * storefront's message, its `code` and the `field` at fault (the path into the arguments, for example `["input",
 * "quantity"]`; null when no single field is), the payload is not null, and nothing is written. An input is checked
 * whole: each field at fault has its own userError in the one answer (a form with a bad name, phone and pincode gets
 * three), in the order of the input's fields. Each mutation's description lists its refusals as `CODE`: when. GraphQL errors are
 * left for malformed requests (a document or variables that do not match the schema), the graph's limits and
 * faults of the server. Input fields typed `ID` take the object's global `id` (its REST key is also accepted until
 * 2027-06-01); an ID of another type, or a value that is neither, is the userError `INVALID_ID` on that field.
 */
export type MutationVerifyPhoneCodeArgs = {
  input: VerifyPhoneCodeInput;
};

/**
 * An object with a globally unique, opaque ID (Relay's Global Object Identification). Refetch any such object
 * with `node(id:)`; do not parse the ID, use the type's REST key (`productId`, `categoryId`, ...) for URLs.
 */
export type Node = {
  /** The object's opaque global ID. */
  id: Scalars['ID']['output'];
};

/** One seller's part of a placed order. */
export type Order = Node & {
  __typename?: 'Order';
  /**
   * What the shopper still has to pay for the order: its `currentTotal` while it is cash on delivery and not yet
   * delivered (`DUE_ON_DELIVERY`) or an online payment never arrived (`UNPAID`); ₹0.00 once it is paid.
   */
  amountDue: Money;
  /** Whether any line can still be cancelled. */
  canCancel: Scalars['Boolean']['output'];
  /**
   * What cancelling these lines would refund (lines that can no longer be cancelled, or are not this order's, are left
   * out). Name the lines with `lineIds`.
   */
  cancellationRefund: CancellationRefund;
  /** The cancelled lines. */
  cancelledItems: Array<OrderItem>;
  /** What the coins redeemed on this order took off. */
  coinDiscount: Money;
  /**
   * What the order costs now: `total` less the totals of the lines cancelled since, never below ₹0.00 (₹0.00 once every
   * line is cancelled; a paid order refunded those lines up to what was paid, so this is what it kept). Shopify calls it
   * `currentTotalPrice`.
   */
  currentTotal: Money;
  /** When the order was delivered; null until then. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * When delivery is expected, as the REST API stores it: an instant, not a day.
   * @deprecated Use `items { expectedDelivery }`: the day in India each line is expected by (null once delivered or cancelled). Goes after 2027-06-01.
   */
  expectedDeliveryAt: Scalars['DateTime']['output'];
  /** The order's opaque global ID. */
  id: Scalars['ID']['output'];
  /** The lines of the order that are not cancelled. */
  items: Array<OrderItem>;
  /** The order's REST key, used in URLs: `/order-inner-page/{orderId}`. */
  orderId: Scalars['String']['output'];
  /** The key of the checkout (parent order) this seller order came from. */
  parentOrderId: Scalars['String']['output'];
  /** How the order is paid: `CASH_ON_DELIVERY` or `ONLINE` (the method `placeOrder` was given). */
  paymentMethod: PaymentMethod;
  /**
   * How the order is paid.
   * @deprecated Use `paymentMethod`.
   */
  paymentMode: PaymentMode;
  /** Whether the money for the order has been received. */
  paymentStatus: PaymentStatus;
  /** When the order was placed. */
  placedAt: Scalars['DateTime']['output'];
  /** List price − price charged, over every line. */
  savings: Money;
  /** Where the order ships to. */
  shipTo: OrderAddress;
  /** Delivery charge: always free. */
  shipping: Money;
  /** Where the order is in its life: the lowest status of its live lines, CANCELLED when none is live. */
  status: OrderStatus;
  /** What every line (cancelled ones too) cost at the prices charged. */
  subTotal: Money;
  /** The amount charged for this order: sub total − coin discount (not reduced by cancellations: see `currentTotal`). */
  total: Money;
};


/** One seller's part of a placed order. */
export type OrderCancellationRefundArgs = {
  lineIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The address an order ships to, as it was when the order was placed. */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  /** House number or building name. */
  houseName: Scalars['String']['output'];
  /**
   * Landmark; null when none was given.
   * @deprecated Use `landmark`.
   */
  landMark?: Maybe<Scalars['String']['output']>;
  /** A landmark near the address; null when none was given (never an empty string). */
  landmark?: Maybe<Scalars['String']['output']>;
  /** Local area, nearby road or city. */
  localArea: Scalars['String']['output'];
  /** The recipient's name. */
  name: Scalars['String']['output'];
  /** Ten-digit phone number. */
  phoneNumber: Scalars['String']['output'];
  /** Six-digit pincode. */
  pincode: Scalars['String']['output'];
  /** State. */
  state: Scalars['String']['output'];
};

/**
 * A page of the shopper's orders. The connection field answers null, with a `BAD_USER_INPUT` error whose `path` is
 * that field, when its `after` is malformed, was issued for other arguments or no longer names a position in the list;
 * its parent stays.
 */
export type OrderConnection = {
  __typename?: 'OrderConnection';
  /** The orders of this page with their cursors. */
  edges: Array<OrderEdge>;
  /** The items of this page, in order: `edges` without the cursors. */
  nodes: Array<Order>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** Number of orders that match the filter. */
  totalCount: Scalars['Int']['output'];
};

/** An order in a connection. */
export type OrderEdge = {
  __typename?: 'OrderEdge';
  /** Opaque cursor of this position. */
  cursor: Scalars['String']['output'];
  /** The order. */
  node: Order;
};

/** Which of the shopper's orders to list (every condition given must hold). */
export type OrderFilter = {
  /** Only orders placed within this period before now. */
  placedWithin?: InputMaybe<OrderPeriod>;
  /**
   * Only orders whose order ID or any line's product name contains this text, or whose checkout ID (`parentOrderId`,
   * the ID the order completed page shows) is this text, ignoring case; blank matches all.
   */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only orders in this status (the order's `status`). */
  status?: InputMaybe<OrderStatus>;
};

/** One product line of an order. */
export type OrderItem = Node & {
  __typename?: 'OrderItem';
  /** The product's brand name. */
  brandName: Scalars['String']['output'];
  /** Whether the line can still be cancelled (PROCESSING or SHIPPED). */
  canCancel: Scalars['Boolean']['output'];
  /** How and why it was cancelled; null unless CANCELLED. */
  cancellation?: Maybe<OrderItemCancellation>;
  /** Why it cannot be cancelled; null when it can. */
  cannotCancelReason?: Maybe<Scalars['String']['output']>;
  /**
   * The day this line is expected by: the day in India seven days after the order was placed, by the same rule as
   * `Product.expectedDelivery`; null once it is delivered or cancelled.
   */
  expectedDelivery?: Maybe<Scalars['Date']['output']>;
  /**
   * The line's opaque global ID (its order and its product): what `cancelOrder` takes in `lineIds`, and `node(id:)`
   * finds for the order's shopper only. It names the line even once its product has left the catalog.
   */
  id: Scalars['ID']['output'];
  /** The product image at order time. */
  image: Image;
  /** Unit price × quantity. */
  lineTotal: Money;
  /** Percent off the list price, rounded. */
  percentOff: Scalars['Int']['output'];
  /** The product ordered (its current catalog details); null once it has left the catalog (the order keeps its name and image). */
  product?: Maybe<Product>;
  /** The product's REST key (for links to its page), kept even when the product has left the catalog. */
  productId: Scalars['String']['output'];
  /** The product name at order time. */
  productName: Scalars['String']['output'];
  /** Units ordered. */
  quantity: Scalars['Int']['output'];
  /** (List price − price charged) × quantity. */
  savings: Money;
  /** Where this line is in its life. */
  status: OrderStatus;
  /**
   * The date that goes with the status: the expected arrival while SHIPPED or OUT_FOR_DELIVERY, the delivery date
   * when DELIVERED, the cancellation date when CANCELLED, and the placed date while PROCESSING; null when unknown.
   */
  statusDate?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The status line: 'Processing', 'Arriving on {date}', 'Delivered on {date}' or 'Cancelled on {date}', the date
   * in India time as the storefront writes it: an arrival to come as `Saturday, 5 December`, a day that has passed
   * as `5 December 2026`; N/A when it is missing.
   */
  statusText: Scalars['String']['output'];
  /** The store name of the seller who sells it. */
  storeName: Scalars['String']['output'];
  /** The progress tracker: Order Placed, On the Way, Out of Delivery, Delivered; Order Placed and Cancelled for a cancelled line. */
  tracker: Array<OrderTrackerStep>;
  /** Unit list price (MRP) at order time, shown struck through. */
  unitListPrice: Money;
  /** Unit price charged (the tier price when the quantity was in a tier). */
  unitPrice: Money;
};

/** How an order line was cancelled. */
export type OrderItemCancellation = {
  __typename?: 'OrderItemCancellation';
  /** When it was cancelled; null when the order did not record it. */
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** The reason the shopper gave. */
  reason?: Maybe<Scalars['String']['output']>;
  /**
   * What the cancellation refunded to `refundMethod`: only money received, so ₹0.00 while nothing had been paid
   * (cash on delivery before delivery); coins redeemed on the order come back as coins.
   */
  refund: Money;
  /** Where the refund went; null when nothing was refunded (or the order did not record it). */
  refundMethod?: Maybe<RefundMethod>;
};

/** How far back My Orders looks. */
export type OrderPeriod =
  /** The last 360 days. */
  | 'ONE_YEAR'
  /** The last 180 days. */
  | 'SIX_MONTHS'
  /** The last 720 days. */
  | 'TWO_YEARS';

/** Where an order is in its life. */
export type OrderStatus =
  /** Cancelled. */
  | 'CANCELLED'
  /** Delivered. */
  | 'DELIVERED'
  /** Out for delivery. */
  | 'OUT_FOR_DELIVERY'
  /** Placed and being processed. */
  | 'PROCESSING'
  /** Shipped and on the way. */
  | 'SHIPPED';

/** One step of an order line's progress tracker. */
export type OrderTrackerStep = {
  __typename?: 'OrderTrackerStep';
  /** Whether the line has reached this step (shown green). */
  done: Scalars['Boolean']['output'];
  /**
   * When the step is expected: the expected delivery date on a Delivered step not yet reached; null otherwise.
   * @deprecated Use the line's `OrderItem.expectedDelivery` (a day in India, one rule for every screen). Goes after 2027-06-01.
   */
  expectedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * When the step was reached, where the order records it (placed, cancelled, and each fulfilment step made since
   * the steps were recorded: On the Way, Out of Delivery, Delivered); null otherwise.
   */
  reachedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The step's title, for example 'On the Way'. */
  title: Scalars['String']['output'];
};

/** Relay pagination information for a connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last item of this page: pass it as `after` for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more items follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether items precede this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first item of this page. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** What a password reset link can do, as `passwordResetLink` read it. */
export type PasswordResetLink = {
  __typename?: 'PasswordResetLink';
  /** Why the link cannot set a password, in the words to show (as `resetPassword` would refuse it); null when `VALID`. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether the link can set a new password, or why not. */
  status: PasswordResetLinkStatus;
};

/** Whether a password reset link can set a new password. */
export type PasswordResetLinkStatus =
  /** The link is more than 30 minutes old: ask for a new one (`RESET_LINK_EXPIRED`). */
  | 'EXPIRED'
  /** The link is not one that was sent (or was mistyped): ask for a new one (`resetPassword` answers `RESET_LINK_INVALID`). */
  | 'INVALID'
  /** The link was used already (or a newer link was): ask for a new one (`RESET_LINK_USED`). */
  | 'USED'
  /** The link works: `resetPassword` with its token sets a new password. */
  | 'VALID';

/** How the shopper pays: the checkout's choice, and how a placed order is paid. */
export type PaymentMethod =
  /** Cash on delivery: the order is placed at once. */
  | 'CASH_ON_DELIVERY'
  /** UPI or a card through the payment provider's checkout window; the order is placed once the payment is confirmed. */
  | 'ONLINE';

/** How an order is paid, as the REST API records it. Deprecated with the fields that answer it: read `paymentMethod`. */
export type PaymentMode =
  /** Cash on delivery. */
  | 'CASH_ON_DELIVERY'
  /** Paid online before dispatch. */
  | 'PREPAID'
  /** Paid by UPI. */
  | 'UPI';

/** A payment given back whole because no order could be placed with it. */
export type PaymentRefund = {
  __typename?: 'PaymentRefund';
  /** The amount refunded: the whole payment. */
  amount: Money;
  /** "Your payment of ₹X has been refunded". */
  message: Scalars['String']['output'];
  /** The provider's order id (razorpay_order_id) of the refunded payment. */
  paymentOrderId: Scalars['String']['output'];
};

/** An online payment to make in the payment provider's checkout window. */
export type PaymentRequest = {
  __typename?: 'PaymentRequest';
  /** The amount to charge, in paise: the checkout's real total. */
  amountInPaise: Scalars['Int']['output'];
  /** Where the development sandbox's checkout window opens (null without the sandbox). */
  checkoutUrl?: Maybe<Scalars['String']['output']>;
  /** The currency. */
  currency: CurrencyCode;
  /** The provider's public key id. */
  keyId: Scalars['String']['output'];
  /** The provider's order id (razorpay_order_id). */
  paymentOrderId: Scalars['String']['output'];
};

/** Whether the money for an order has been received. */
export type PaymentStatus =
  /** Cash on delivery, not yet delivered: nothing has been paid (a cancellation refunds nothing but coins). */
  | 'DUE_ON_DELIVERY'
  /** Paid online: the payment was captured and verified before the order was placed. */
  | 'PAID'
  /** Cash on delivery, delivered: paid in cash at the door. */
  | 'PAID_ON_DELIVERY'
  /** Online, but the payment never arrived: only orders placed before a verified payment was required. */
  | 'UNPAID';

/** What a correct phone code led to. */
export type PhoneCodeStatus =
  /** The number belongs to an account: the shopper is signed in. */
  | 'SIGNED_IN'
  /** A new number is verified: register it with `signUpWithPhone` (or `registerBusinessAccount`) within ten minutes. */
  | 'VERIFIED';

/** A country calling code the sign-up form offers. */
export type PhoneCountryCode =
  /** +91 (India), the default. */
  | 'PLUS_91'
  /** +97. */
  | 'PLUS_97';

/** A checkout to place. */
export type PlaceOrderInput = {
  /** Where to deliver: one of the shopper's addresses (`Address.id`; its REST key is also accepted until 2027-06-01). Every placement needs one. */
  addressId: Scalars['ID']['input'];
  /** One key per checkout attempt, sent again with every retry of it (8 to 100 characters). */
  idempotencyKey: Scalars['String']['input'];
  /** A delivery note for the seller, if any (at most 500 characters). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** How to pay. */
  paymentMethod: PaymentMethod;
  /** The product's global `id` (`Product.id`), for `PRODUCT`; its REST key (`PRD000001`) is also accepted until 2027-06-01. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the product, for `PRODUCT`; its minimum order quantity when left out. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** Whether to redeem the shopper's redeemable coins. */
  redeemCoins?: InputMaybe<Scalars['Boolean']['input']>;
  /** What to buy. */
  source: CheckoutSource;
};

/** The result of `placeOrder`. */
export type PlaceOrderPayload = {
  __typename?: 'PlaceOrderPayload';
  /** The placed checkout; null while an online payment is pending, and on a refusal. */
  order?: Maybe<PlacedOrder>;
  /** For `ONLINE`: the payment to make before `confirmPayment`; otherwise null. */
  payment?: Maybe<PaymentRequest>;
  /**
   * Always null: only `confirmPayment` takes money and so can refund it.
   * @deprecated Always null: read `refund` on `confirmPayment`'s `ConfirmPaymentPayload`.
   */
  refund?: Maybe<PaymentRefund>;
  /** Why nothing was placed. */
  userErrors: Array<UserError>;
  /** The shopper's cart after the change (a cart checkout empties it). */
  viewer: Viewer;
};

/** A placed checkout (parent order): one order per seller, with its payment summary. */
export type PlacedOrder = Node & {
  __typename?: 'PlacedOrder';
  /** What the redeemed coins took off. */
  coinDiscount: Money;
  /**
   * When delivery is expected (the latest of its orders), as the REST API stores it: an instant, not a day.
   * @deprecated Use `orders { items { expectedDelivery } }`: the day in India each line is expected by (null once delivered or cancelled). Goes after 2027-06-01.
   */
  expectedDeliveryAt: Scalars['DateTime']['output'];
  /** The placed order's opaque global ID. */
  id: Scalars['ID']['output'];
  /** The seller orders it was split into. */
  orders: Array<Order>;
  /** The parent order's REST key (the order completed page's URL). */
  parentOrderId: Scalars['String']['output'];
  /** How it is paid: `CASH_ON_DELIVERY` or `ONLINE` (the method `placeOrder` was given). */
  paymentMethod: PaymentMethod;
  /**
   * How it is paid.
   * @deprecated Use `paymentMethod`.
   */
  paymentMode: PaymentMode;
  /** When it was placed. */
  placedAt: Scalars['DateTime']['output'];
  /** List price − price charged, over every item. */
  savings: Money;
  /** Delivery charge: always free. */
  shipping: Money;
  /** What the items cost at the prices charged. */
  subTotal: Money;
  /** What was charged: sub total − coin discount. */
  total: Money;
};

/** A share link of a list its owner made private: it opens for the owner only. */
export type PrivateList = {
  __typename?: 'PrivateList';
  /** The token of the link that was opened. */
  shareToken: Scalars['String']['output'];
};

/** A product sold on the marketplace by one seller. */
export type Product = Node & {
  __typename?: 'Product';
  /** The product card's highlight label, if any. */
  badge?: Maybe<ProductBadge>;
  /** The product's brand. */
  brand: Brand;
  /** The product's own (deepest) category; null if the category tree no longer has it (the gateway logs it). */
  category?: Maybe<Category>;
  /** The categories from the top level down to the product's own category (for breadcrumbs). */
  categoryPath: Array<Category>;
  /** When the product was listed. */
  createdAt: Scalars['DateTime']['output'];
  /** The About section: a description of the product; null when the seller wrote none (never an empty string). */
  description?: Maybe<Scalars['String']['output']>;
  /**
   * The day a unit ordered now is expected by: today in India plus seven days (the storefront's delivery promise, the rule
   * the order's own expected date follows); null when the product is out of stock (no promise).
   */
  expectedDelivery?: Maybe<Scalars['Date']['output']>;
  /** The badges under the About section: returns, warranty, brand and delivery. */
  featureBadges: ProductFeatureBadges;
  /** The feature table, in the seller's order. */
  features: Array<ProductFeature>;
  /** The product's opaque global ID. */
  id: Scalars['ID']['output'];
  /** Product images; the first is the main one. */
  images: Array<Image>;
  /** Whether the signed-in shopper's cart holds the product (the page shows Go to Cart); false for a guest. */
  inCart: Scalars['Boolean']['output'];
  /** Whether the product is on the signed-in shopper's wishlist (the filled heart); false for a guest. */
  inWishlist: Scalars['Boolean']['output'];
  /** Highlights: short key features. */
  keyFeatures: Array<Scalars['String']['output']>;
  /** When the product's limited-time offer ends (`Ends in HH:MM:SS`); null when it has no running limited-time offer. */
  limitedTimeEndsAt?: Maybe<Scalars['DateTime']['output']>;
  /** List price (MRP): the price before the offer, shown struck through. */
  listPrice: Money;
  /**
   * Minimum order quantity (MOQ) in pieces for business buyers.
   * @deprecated Use `quantityBounds.min`.
   */
  moq: Scalars['Int']['output'];
  /**
   * The More Details table, in display order: Brand, Origin, Weight, SKU, TCIN, Minimum Quantity and Purchase
   * Limit. Rows without a value are left out.
   */
  moreDetails: Array<ProductDetailRow>;
  /** Product name. */
  name: Scalars['String']['output'];
  /**
   * The price of one unit. The one price rule: every shopper pays the offer price, or, for a quantity within one of
   * `tierPrices`, that tier's price; cards, the product page, the cart, the checkout and the order all show it.
   */
  offerPrice: Money;
  /** Percent off the list price: (list price − offer price) ÷ list price × 100, rounded; 0 when there is no discount. */
  percentOff: Scalars['Int']['output'];
  /**
   * List price (MRP).
   * @deprecated Use `listPrice`.
   */
  price: Money;
  /** The product's REST key, used in URLs: `/product-page/{productId}`. */
  productId: Scalars['String']['output'];
  /** Quantities a shopper may order. */
  quantityBounds: QuantityBounds;
  /** Questions shoppers asked about the product, with their answers, newest first. */
  questions?: Maybe<QuestionConnection>;
  /** The product's star ratings. */
  rating: RatingSummary;
  /** The product's reviews, newest first. */
  reviews?: Maybe<ReviewConnection>;
  /** The seller's store that sells the product. */
  seller: Seller;
  /**
   * The same price as `offerPrice` (the catalog's search calls name it so).
   * @deprecated Use `offerPrice`.
   */
  sellingPrice: Money;
  /** Units in stock; 0 or below means out of stock. */
  stock: Scalars['Int']['output'];
  /** Stock level as the storefront shows it: `In Stock`, `Only few left`, `Only {n} left` or `Out of Stock`. */
  stockLabel: Scalars['String']['output'];
  /** Stock level as a status. */
  stockStatus: StockStatus;
  /**
   * Lowest and highest price of one piece over the quantities a shopper may order (`quantityBounds.min` to `max`): at
   * each quantity the tier price whose range holds it, else the offer price, as the product page shows them; null when
   * the product has no tier prices.
   */
  tierPriceRange?: Maybe<MoneyRange>;
  /** Bulk prices, smallest quantities first; empty when the product has none. */
  tierPrices: Array<TierPrice>;
  /**
   * Whether the signed-in shopper has bought the product (ordered it and not cancelled it: only buyers may rate it);
   * false for a guest. The public details stay shared across shoppers: what the shopper bought is read once per
   * request, however many products ask.
   */
  viewerHasPurchased: Scalars['Boolean']['output'];
  /**
   * The signed-in shopper's own review of the product (the product page shows it in place of the review form); null
   * for a guest or a shopper who has not rated it.
   */
  viewerReview?: Maybe<Review>;
};


/** A product sold on the marketplace by one seller. */
export type ProductImagesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A product sold on the marketplace by one seller. */
export type ProductQuestionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A product sold on the marketplace by one seller. */
export type ProductReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A highlight label shown on product cards. */
export type ProductBadge =
  /** A featured product the marketplace promotes (the storefront labels it "Best Seller"). */
  | 'FEATURED'
  /** A new arrival. */
  | 'NEW';

/** The storefront's promoted product lists (`ProductListingSource.collection`). */
export type ProductCollection =
  /** Products on a limited-time offer that has not ended, as `limitedTimeDealProducts` (RECOMMENDED: soonest ending first). */
  | 'LIMITED_TIME_DEALS'
  /** Products flagged as new arrivals, as `newArrivalProducts` (RECOMMENDED: newest first). */
  | 'NEW_ARRIVALS'
  /** Every top brand's products, as `topBrandProducts`. */
  | 'TOP_BRANDS'
  /** Products flagged as top deals, as `topDealProducts`. */
  | 'TOP_DEALS'
  /** Every top store's products, as `topStoreProducts`. */
  | 'TOP_STORES';

/**
 * A page of products. The connection field answers null, with a `BAD_USER_INPUT` error whose `path` is that field,
 * when its `after` is malformed, was issued for other arguments or no longer names a position in the list; its parent
 * stays.
 */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  /** The products of this page with their cursors. */
  edges: Array<ProductEdge>;
  /** The items of this page, in order: `edges` without the cursors. */
  nodes: Array<Product>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** Number of products in the whole list. */
  totalCount: Scalars['Int']['output'];
};

/** One row of the More Details table. */
export type ProductDetailRow = {
  __typename?: 'ProductDetailRow';
  /** What the row is, for example `Origin` or `SKU`. */
  label: Scalars['String']['output'];
  /** Its value, for example `India`. */
  value: Scalars['String']['output'];
};

/** A product in a connection. */
export type ProductEdge = {
  __typename?: 'ProductEdge';
  /** Opaque cursor of this position. */
  cursor: Scalars['String']['output'];
  /** The product. */
  node: Product;
};

/** What a product list holds, for its filter sidebar. */
export type ProductFacets = {
  __typename?: 'ProductFacets';
  /**
   * The brands in the list, by name, each with how many products pass every filter but the brand filter (so the
   * shopper can switch brands).
   */
  brands: Array<BrandFacet>;
  /** Lowest and highest offer price in the whole unfiltered list; null when it is empty. */
  priceRange?: Maybe<MoneyRange>;
};

/** One named row of a product's feature table. */
export type ProductFeature = {
  __typename?: 'ProductFeature';
  /** What the feature is, for example `Pack Size`. */
  name: Scalars['String']['output'];
  /** Its value, for example `1 kg`. */
  value: Scalars['String']['output'];
};

/** The product page's feature badges. */
export type ProductFeatureBadges = {
  __typename?: 'ProductFeatureBadges';
  /** Whether the product is a branded (not generic) product. */
  branded: Scalars['Boolean']['output'];
  /** Whether delivery is free. */
  freeDelivery: Scalars['Boolean']['output'];
  /** Whether the product can be returned. */
  returnable: Scalars['Boolean']['output'];
  /** The warranty, `1 Year`; null when the product has none. */
  warranty?: Maybe<Scalars['String']['output']>;
};

/** Which products a list keeps. Every field is optional; the fields given must all hold. */
export type ProductFilter = {
  /** Keep products in stock, out of stock, or both (the default). */
  availability?: InputMaybe<Availability>;
  /**
   * Keep products of these brands: global `id`s (`Brand.id`); REST keys (`BRD001`) are also accepted until 2027-06-01.
   * An ID that is not a brand's matches nothing.
   */
  brandIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /**
   * Keep products in this category or below it: its global `id` (`Category.id`); its REST key (`CAT001`) is also
   * accepted until 2027-06-01. An ID that is not a category's matches nothing.
   */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Keep products whose offer price is at most this many rupees. */
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Keep products whose offer price (the price of one unit) is at least this many rupees. */
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  /**
   * Keep products rated at least this many stars, 1 to 5 ("N stars & up"): the average rating (weighted mean of
   * the star counts, rounded to one decimal) must be N or more. Unrated products have an average of 0.
   */
  minRating?: InputMaybe<Scalars['Int']['input']>;
};

/** Where a `productListing` comes from: exactly one of these. */
export type ProductListingSource =
  /** A brand's products: its global `id`; its REST key (`BRD001`) is also accepted until 2027-06-01. */
  { brandId: Scalars['ID']['input']; categoryId?: never; collection?: never; discountId?: never; productIds?: never; search?: never; }
  |  /** A category's products and its subtree's: its global `id`; its REST key (`CAT001`) is also accepted until 2027-06-01. */
  { brandId?: never; categoryId: Scalars['ID']['input']; collection?: never; discountId?: never; productIds?: never; search?: never; }
  |  /** One of the storefront's promoted lists. */
  { brandId?: never; categoryId?: never; collection: ProductCollection; discountId?: never; productIds?: never; search?: never; }
  |  /** A discount campaign's products: its global `id`; its REST key (`DSC001`) is also accepted until 2027-06-01. */
  { brandId?: never; categoryId?: never; collection?: never; discountId: Scalars['ID']['input']; productIds?: never; search?: never; }
  |  /** These products (at most 100), as `productsByIds(ids:)`: the Recently Viewed page's device list. */
  { brandId?: never; categoryId?: never; collection?: never; discountId?: never; productIds: Array<Scalars['ID']['input']>; search?: never; }
  |  /** Products whose name or brand name contains this text, as `searchProducts(query:)` (1 to 100 characters). */
  { brandId?: never; categoryId?: never; collection?: never; discountId?: never; productIds?: never; search: Scalars['String']['input']; };

/** The order of a product list. */
export type ProductSort =
  /** Largest percent off first. */
  | 'DISCOUNT'
  /** Highest offer price first (ties: the list's own order). */
  | 'PRICE_HIGH_TO_LOW'
  /** Lowest offer price first (ties: the list's own order). */
  | 'PRICE_LOW_TO_HIGH'
  /** The list's own order: catalog order, search relevance, or a seller's top sellers first. */
  | 'RECOMMENDED';

/** Quantities a shopper may order. */
export type QuantityBounds = {
  __typename?: 'QuantityBounds';
  /** Maximum quantity for consumers. */
  consumerMax: Scalars['Int']['output'];
  /** Maximum quantity for business buyers. */
  max: Scalars['Int']['output'];
  /** Minimum order quantity (MOQ) for business buyers. */
  min: Scalars['Int']['output'];
};

/** The entry points of the graph. */
export type Query = {
  __typename?: 'Query';
  /** A brand by its global ID; null when there is no such brand, or the ID is not a brand's. */
  brand?: Maybe<Brand>;
  /** The reasons a shopper may give for cancelling (`CancelOrderInput.reason`), in the order the cancellation form lists them. */
  cancellationReasons: Array<CancellationReasonOption>;
  /** A category by its global ID; null when there is no such category, or the ID is not a category's. */
  category?: Maybe<Category>;
  /**
   * Whether the marketplace delivers to a six-digit pincode. An empty pincode is a `BAD_USER_INPUT` error "Please
   * enter a pincode."; any other that is not six digits "Pincode must be 6 digits.".
   */
  deliveryCheck: DeliveryCheck;
  /** A discount campaign by its global ID; null when there is no such campaign, or the ID is not a campaign's. */
  discount?: Maybe<Discount>;
  /** Discount campaigns (Discounts For You), each on a parent category, in display order. */
  discountsForYou: Array<Discount>;
  /**
   * The help centre's questions and answers, in the order the FAQ lists them; null, with an error, when the FAQ could
   * not be read (the rest of the answer still arrives).
   */
  faq?: Maybe<Array<Faq>>;
  /** The Featured Brands page: each promoted brand with its banner and products, in display order. */
  featuredBrands: Array<FeaturedBrand>;
  /** The home page's auto-rotating banners, in display order. */
  homeBanners: Array<Banner>;
  /** Limited-time deal campaigns that have not ended (the Limited Time Deals page's banners), in display order. */
  limitedTimeDealBanners: Array<LimitedTimeDealBanner>;
  /**
   * Products on a limited-time offer that has not ended (the Limited Time Deals page), filtered and sorted (lowest
   * price first by default; RECOMMENDED: soonest ending first). Each product's `limitedTimeEndsAt` drives its countdown.
   */
  limitedTimeDealProducts?: Maybe<FacetedProductConnection>;
  /**
   * Every product flagged as a new arrival (the New Arrivals page), filtered and sorted (lowest price first by
   * default; RECOMMENDED: newest first).
   */
  newArrivalProducts?: Maybe<FacetedProductConnection>;
  /**
   * The home page's New arrivals: the newest products flagged as new arrivals (at most 20), newest first.
   * @deprecated Use `newArrivalProducts(sort: RECOMMENDED, first: 20)`: the same products, paged and filterable.
   */
  newArrivals: Array<Product>;
  /**
   * Any object by its global ID; null when it does not exist or is not the viewer's to see. A malformed ID is an
   * error with code `BAD_USER_INPUT`.
   */
  node?: Maybe<Node>;
  /**
   * Several objects by global ID, in the order given (null where one does not exist or is not the viewer's). At
   * most 100 IDs.
   */
  nodes: Array<Maybe<Node>>;
  /**
   * What a password reset link can do now, read when the link is opened: nothing is spent, and `resetPassword` checks
   * again when the new password is sent. The token is a secret: send it as a variable; it is never echoed, logged or
   * cached.
   */
  passwordResetLink: PasswordResetLink;
  /** A product by its global ID; null when there is no such product, or the ID is not a product's. */
  product?: Maybe<Product>;
  /**
   * Any of the storefront's product lists by its source, filtered, sorted and paged the same way: one field (and one
   * pagination query) for every list page. It answers what the source's own field answers (`searchProducts`,
   * `Category.products`, `Brand.products`, `Discount.products`, `productsByIds`, `topDealProducts`, ...), and null
   * where that lookup is null: an unknown category, brand or discount.
   */
  productListing?: Maybe<FacetedProductConnection>;
  /**
   * The products with these global IDs (at most 100; the Recently Viewed page's device list) as one list, filtered
   * and sorted (lowest price first by default; RECOMMENDED: the order given). IDs of products that no longer exist
   * or of other types drop out. Its `facets` are the page's sidebar.
   */
  productsByIds?: Maybe<FacetedProductConnection>;
  /** The home page's Product for you section: products sold to business buyers, in catalog order. */
  productsForYou?: Maybe<ProductConnection>;
  /**
   * Products whose name or brand name contains `query` (case-insensitive; every match, so `totalCount` and the
   * facets count them all), filtered and sorted (lowest price first by default).
   */
  searchProducts?: Maybe<FacetedProductConnection>;
  /** Up to 10 suggestions for the search box as the shopper types; empty for blank text. */
  searchSuggestions: Array<SearchSuggestion>;
  /** A seller's store by its global ID; null when there is no such seller, or the ID is not a seller's. */
  seller?: Maybe<Seller>;
  /**
   * A list opened by its share link (`List.shareUrl`), for anyone holding the link, guests included: a `SharedList`
   * (read-only, nothing of the owner but the first name), or a `PrivateList` when its owner made it private and the
   * viewer is someone else; null when no list has this token (never shared, deleted, or mistyped).
   */
  sharedList?: Maybe<SharedListResult>;
  /** The departments a ticket can go to, with the issues each handles, in the order the ticket form lists them. */
  ticketDepartments: Array<TicketDepartmentOption>;
  /**
   * Every top brand's products as one list (the top-brand products page with no brand chosen, "All Brands"),
   * filtered and sorted together (lowest price first by default). Its `facets` are that page's sidebar: the top brands
   * with their counts and the price range of them all.
   */
  topBrandProducts?: Maybe<FacetedProductConnection>;
  /** Brands flagged as top brands that have at least one product, by name. */
  topBrands: Array<Brand>;
  /**
   * Top-level categories that have at least one product, in display order: the navigation bar, the first column
   * of the mega menu and the home page's Hot Categories.
   */
  topCategories: Array<Category>;
  /** The Top Deals page's banners, in display order. */
  topDealBanners: Array<DealBanner>;
  /** Products flagged as top deals (the Top Deals page), filtered and sorted (lowest price first by default). */
  topDealProducts?: Maybe<FacetedProductConnection>;
  /**
   * The Top Stores page's products as one list: every top store's products (those `TopStore.products` pages),
   * filtered and sorted together. Its `facets` are the page's sidebar: the brands of all the stores with their counts,
   * the price range of them all.
   */
  topStoreProducts?: Maybe<FacetedProductConnection>;
  /** The Top Stores page: each promoted seller's store with its banner and products, in display order. */
  topStores: Array<TopStore>;
  /** The person using the storefront: a guest or a signed-in shopper. Never null. */
  viewer: Viewer;
};


/** The entry points of the graph. */
export type QueryBrandArgs = {
  brandId: Scalars['ID']['input'];
};


/** The entry points of the graph. */
export type QueryCategoryArgs = {
  categoryId: Scalars['ID']['input'];
};


/** The entry points of the graph. */
export type QueryDeliveryCheckArgs = {
  pincode: Scalars['String']['input'];
};


/** The entry points of the graph. */
export type QueryDiscountArgs = {
  discountId: Scalars['ID']['input'];
};


/** The entry points of the graph. */
export type QueryLimitedTimeDealProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** The entry points of the graph. */
export type QueryNewArrivalProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** The entry points of the graph. */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points of the graph. */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The entry points of the graph. */
export type QueryPasswordResetLinkArgs = {
  token: Scalars['String']['input'];
};


/** The entry points of the graph. */
export type QueryProductArgs = {
  productId: Scalars['ID']['input'];
};


/** The entry points of the graph. */
export type QueryProductListingArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
  source: ProductListingSource;
};


/** The entry points of the graph. */
export type QueryProductsByIdsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  ids: Array<Scalars['ID']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** The entry points of the graph. */
export type QueryProductsForYouArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The entry points of the graph. */
export type QuerySearchProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  sort?: InputMaybe<ProductSort>;
};


/** The entry points of the graph. */
export type QuerySearchSuggestionsArgs = {
  query: Scalars['String']['input'];
};


/** The entry points of the graph. */
export type QuerySellerArgs = {
  sellerId: Scalars['ID']['input'];
};


/** The entry points of the graph. */
export type QuerySharedListArgs = {
  shareToken: Scalars['String']['input'];
};


/** The entry points of the graph. */
export type QueryTopBrandProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** The entry points of the graph. */
export type QueryTopDealProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** The entry points of the graph. */
export type QueryTopStoreProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/**
 * A shopper's question about a product, with the answer if there is one. Not a `Node`: the REST API has no call that
 * reads one question, so it is reached through `Product.questions`; its `id` is still globally unique for client caches.
 */
export type Question = {
  __typename?: 'Question';
  /** The answer; null until the seller answers. */
  answer?: Maybe<Scalars['String']['output']>;
  /** When the question was asked. */
  askedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The question's opaque, globally unique ID. */
  id: Scalars['ID']['output'];
  /** The question. */
  question: Scalars['String']['output'];
};

/**
 * A page of a product's questions. The connection field answers null, with a `BAD_USER_INPUT` error whose `path` is
 * that field, when its `after` is malformed, was issued for other arguments or no longer names a position in the list;
 * its parent stays.
 */
export type QuestionConnection = {
  __typename?: 'QuestionConnection';
  /** The questions of this page with their cursors. */
  edges: Array<QuestionEdge>;
  /** The items of this page, in order: `edges` without the cursors. */
  nodes: Array<Question>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** Number of questions the product has. */
  totalCount: Scalars['Int']['output'];
};

/** A question in a connection. */
export type QuestionEdge = {
  __typename?: 'QuestionEdge';
  /** Opaque cursor of this position. */
  cursor: Scalars['String']['output'];
  /** The question. */
  node: Question;
};

/** A support ticket to raise. */
export type RaiseTicketInput = {
  /** Images to attach (JPEG, PNG, WebP or GIF, at most 2 MB each, at most 5), sent as a GraphQL multipart request. */
  attachments?: InputMaybe<Array<Scalars['File']['input']>>;
  /** Where it goes. */
  department: TicketDepartment;
  /** What happened, at most 5000 characters. */
  details: Scalars['String']['input'];
  /** One key per attempt, sent again with every retry of it (8 to 100 characters): a retry answers the first attempt's result instead of doing it twice; the same key with a different input is refused (`IDEMPOTENCY_KEY_REUSED`). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** One of the department's `issues`. */
  issue: Scalars['String']['input'];
  /**
   * The order it is about, required for Customer Support, optional for a seller: its global `id` (`Order.id`); its REST
   * key (`Order.orderId`) is also accepted until 2027-06-01.
   */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /** A subject line, at most 200 characters. */
  subject: Scalars['String']['input'];
};

/** The result of `raiseTicket`. */
export type RaiseTicketPayload = {
  __typename?: 'RaiseTicketPayload';
  /** The ticket raised; null when it was refused. */
  ticket?: Maybe<Ticket>;
  /** Why the ticket was refused. */
  userErrors: Array<UserError>;
  /** The viewer, whose `tickets` now start with it. */
  viewer: Viewer;
};

/** A rating and review of a product. */
export type RateProductInput = {
  /** The review text, at most 2000 characters. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Photos (JPEG, PNG, WebP or GIF, at most 2 MB each, at most 5), sent as a GraphQL multipart request. */
  images?: InputMaybe<Array<Scalars['File']['input']>>;
  /** The product's global `id` (`Product.id`); its REST key (`PRD000001`) is also accepted until 2027-06-01. */
  productId: Scalars['ID']['input'];
  /** Stars, a whole number from 1 to 5 (a fraction is refused by validation, before any call). */
  rating: Scalars['Int']['input'];
  /** A title for the review, at most 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** The result of `rateProduct`. */
export type RateProductPayload = {
  __typename?: 'RateProductPayload';
  /** The rated product with its new rating summary and the new review first; null when the rating was refused. */
  product?: Maybe<Product>;
  /** The review stored; null when the rating was refused. */
  review?: Maybe<Review>;
  /** Why the rating was refused. */
  userErrors: Array<UserError>;
};

/** A rating of a seller's store. */
export type RateSellerInput = {
  /** The review text, at most 2000 characters. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** One key per attempt, sent again with every retry of it (8 to 100 characters): a retry answers the first attempt's result instead of doing it twice; the same key with a different input is refused (`IDEMPOTENCY_KEY_REUSED`). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Stars, 0.5 to 5 in half steps. */
  rating: Scalars['Float']['input'];
  /** The store's global `id` (`Seller.id`); its REST key (`SEL001`) is also accepted until 2027-06-01. */
  sellerId: Scalars['ID']['input'];
  /** A title for the review, at most 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** The result of `rateSeller`. */
export type RateSellerPayload = {
  __typename?: 'RateSellerPayload';
  /** The rated store with its new rating summary and the new rating first; null when the rating was refused. */
  seller?: Maybe<Seller>;
  /** Why the rating was refused. */
  userErrors: Array<UserError>;
};

/** How many ratings gave a number of stars. */
export type RatingBucket = {
  __typename?: 'RatingBucket';
  /** Number of ratings with that many stars. */
  count: Scalars['Int']['output'];
  /** Stars, 1 to 5. */
  stars: Scalars['Int']['output'];
};

/** A summary of the star ratings of a product or a seller's store. */
export type RatingSummary = {
  __typename?: 'RatingSummary';
  /**
   * Mean of the star ratings, to one decimal; 0 when there are none. For a product, the weighted mean of the star
   * counts; for a seller (half-star ratings), the exact mean of the ratings.
   */
  average: Scalars['Float']['output'];
  /** Number of ratings. */
  count: Scalars['Int']['output'];
  /** Counts for 5, 4, 3, 2 and 1 stars, in that order. */
  histogram: Array<RatingBucket>;
};

/** The result of `refreshSession`. */
export type RefreshSessionPayload = {
  __typename?: 'RefreshSessionPayload';
  /** The new session on success: send its token from now on (browsers also get the new HttpOnly cookie). */
  session?: Maybe<Session>;
  /** Why the session was not renewed (`UNAUTHENTICATED`: no session, or it has ended). */
  userErrors: Array<UserError>;
  /** The viewer after the mutation: the same shopper, with the same `id`, on success. */
  viewer: Viewer;
};

/** Where the refund of a cancellation goes. */
export type RefundMethod =
  /** Back to the original payment method. */
  | 'ORIGINAL'
  /** To the shopper's wallet. */
  | 'WALLET';

/** A business account's details. */
export type RegisterBusinessAccountInput = {
  /** The password again. */
  confirmPassword: Scalars['String']['input'];
  /** Country code of the phone number (+91 by default). */
  countryCode?: InputMaybe<PhoneCountryCode>;
  /** E-mail address: the account's sign-in. */
  email: Scalars['String']['input'];
  /** The GSTIN verified by `verifyGstCode`. */
  gstNumber: Scalars['String']['input'];
  /** The GST portal username. */
  gstUsername: Scalars['String']['input'];
  /** The `verificationToken` of `verifyGstCode`, for clients without cookies; browsers leave it out. */
  gstVerificationToken?: InputMaybe<Scalars['String']['input']>;
  /** Full name: letters and spaces. */
  name: Scalars['String']['input'];
  /** The phone number registered with the GSTIN: it must be the same as `phone`. */
  officialPhoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Password, at least 8 characters. */
  password: Scalars['String']['input'];
  /** Ten-digit phone number without the country code. */
  phone: Scalars['String']['input'];
  /** The `verificationToken` of `verifyPhoneCode` for `phone`, for clients without cookies; browsers leave it out. */
  phoneVerificationToken?: InputMaybe<Scalars['String']['input']>;
  /** A referral code, if the shopper has one. */
  referralCode?: InputMaybe<Scalars['String']['input']>;
};

/** The result of `registerBusinessAccount`. */
export type RegisterBusinessAccountPayload = {
  __typename?: 'RegisterBusinessAccountPayload';
  /** Whether the account was created (sign in next). */
  registered: Scalars['Boolean']['output'];
  /** Why the account was not created. */
  userErrors: Array<UserError>;
};

/** The result of `removeFromCart`. */
export type RemoveFromCartPayload = {
  __typename?: 'RemoveFromCartPayload';
  /** The cart after the change; null when nothing changed. */
  cart?: Maybe<Cart>;
  /** The product the change was about (its `inCart` and `inWishlist` answer after it); null when nothing changed. */
  product?: Maybe<Product>;
  /** Why nothing changed (signed out, a product not in the cart). */
  userErrors: Array<UserError>;
  /** The viewer after the change (a cart checkout reprices from it); null when nothing changed. */
  viewer?: Maybe<Viewer>;
  /** The wishlist after the change; null when nothing changed. */
  wishlist?: Maybe<Wishlist>;
};

/** The result of `removeFromWishlist`. */
export type RemoveFromWishlistPayload = {
  __typename?: 'RemoveFromWishlistPayload';
  /** The product, whose `inWishlist` answers after the change; null when nothing changed. */
  product?: Maybe<Product>;
  /** Why nothing changed (signed out, not on the wishlist). */
  userErrors: Array<UserError>;
  /** The wishlist after the change; null when nothing changed. */
  wishlist?: Maybe<Wishlist>;
};

/** The result of `removeProductFromList`. */
export type RemoveProductFromListPayload = {
  __typename?: 'RemoveProductFromListPayload';
  /** The list after the change; null when nothing changed. */
  list?: Maybe<List>;
  /** The product removed; null when nothing changed. */
  product?: Maybe<Product>;
  /** Why nothing changed (signed out, a list that is not the shopper's, not in the list). */
  userErrors: Array<UserError>;
  /** The viewer after the change, to read `lists` again. */
  viewer: Viewer;
};

/** A report of a product, or of a brand, to the seller's team. */
export type ReportProductInput = {
  /** More about the problem, if the shopper wrote any. */
  details?: InputMaybe<Scalars['String']['input']>;
  /** One key per attempt, sent again with every retry of it (8 to 100 characters): a retry answers the first attempt's result instead of doing it twice; the same key with a different input is refused (`IDEMPOTENCY_KEY_REUSED`). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Why the product is reported, for example `Wrong information`. */
  reason: Scalars['String']['input'];
  /** What is reported: a product or a brand, exactly one. */
  target: ReportTargetInput;
};

/** The result of `reportProduct`. */
export type ReportProductPayload = {
  __typename?: 'ReportProductPayload';
  /** Whether the report was sent. */
  reported: Scalars['Boolean']['output'];
  /** Why the report was not sent. */
  userErrors: Array<UserError>;
};

/** What `reportProduct` reports: exactly one of a product and a brand. */
export type ReportTargetInput =
  /** The reported brand's global `id` (`Brand.id`, the brand page's Report); its REST key (`BRD001`) is also accepted until 2027-06-01. */
  { brandId: Scalars['ID']['input']; productId?: never; }
  |  /** The reported product's global `id` (`Product.id`); its REST key (`PRD000001`) is also accepted until 2027-06-01. */
  { brandId?: never; productId: Scalars['ID']['input']; };

/** An address to send a code to before it replaces the shopper's e-mail. */
export type RequestNewEmailCodeInput = {
  /** The new e-mail address. */
  email: Scalars['String']['input'];
};

/** The result of `requestNewEmailCode`. */
export type RequestNewEmailCodePayload = {
  __typename?: 'RequestNewEmailCodePayload';
  /** Whether the code was sent. */
  sent: Scalars['Boolean']['output'];
  /** Why the code was not sent. */
  userErrors: Array<UserError>;
};

/** An e-mail address to send a password reset link to. */
export type RequestPasswordResetInput = {
  /** E-mail address of the account. */
  email: Scalars['String']['input'];
};

/** The result of `requestPasswordReset`. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** The confirmation to show; null on failure. */
  message?: Maybe<Scalars['String']['output']>;
  /** Why the request was refused. */
  userErrors: Array<UserError>;
};

/** A phone number to send a code to. */
export type RequestPhoneCodeInput = {
  /** Its country code: +91 (the phone sign-in screens) unless a business phone is +97. */
  countryCode?: InputMaybe<PhoneCountryCode>;
  /** Ten-digit phone number without the country code. */
  phone: Scalars['String']['input'];
};

/** The result of `requestPhoneCode`. */
export type RequestPhoneCodePayload = {
  __typename?: 'RequestPhoneCodePayload';
  /** Pass back to `verifyPhoneCode` with the code; null when the code was not sent. */
  otpSession?: Maybe<Scalars['String']['output']>;
  /** Why the code was not sent. */
  userErrors: Array<UserError>;
};

/** A new password, with the token of the e-mailed reset link. */
export type ResetPasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The new password (8 to 128 characters). */
  password: Scalars['String']['input'];
  /** The `token` of the link `/forget-password?token=…`. */
  token: Scalars['String']['input'];
};

/** The result of `resetPassword`. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** The confirmation to show; null when the password was not changed. */
  message?: Maybe<Scalars['String']['output']>;
  /** Why the password was not changed. */
  userErrors: Array<UserError>;
  /** The viewer afterwards: the guest's (its `id` too) when the password was changed. */
  viewer: Viewer;
};

/**
 * A shopper's review of a product they bought. Not a `Node`: the REST API has no call that reads one review, so it
 * is reached through `Product.reviews`; its `id` is still globally unique for client caches.
 */
export type Review = {
  __typename?: 'Review';
  /** The reviewer's name. */
  authorName: Scalars['String']['output'];
  /** The review text; null when none was given (never an empty string). */
  comment?: Maybe<Scalars['String']['output']>;
  /** When the review was written. */
  createdAt: Scalars['DateTime']['output'];
  /** The review's opaque, globally unique ID. */
  id: Scalars['ID']['output'];
  /** Photos the reviewer added, in the order given. */
  images: Array<Image>;
  /** The product reviewed; null when it is no longer sold. */
  product?: Maybe<Product>;
  /** Stars, a whole number from 1 to 5. */
  rating: Scalars['Int']['output'];
  /** The review's title; null when none was given (never an empty string). */
  title?: Maybe<Scalars['String']['output']>;
  /**
   * Whether the reviewer has bought the product: an item of theirs delivered and not cancelled or returned, as of
   * now. A review written before delivery (only shoppers who ordered the product can rate it) is not verified until
   * the item is delivered, and a cancellation takes it away.
   */
  verifiedPurchase: Scalars['Boolean']['output'];
};

/**
 * A page of reviews (a product's, or the viewer's own). The connection field answers null, with a `BAD_USER_INPUT`
 * error whose `path` is that field, when its `after` is malformed, was issued for other arguments or no longer names a
 * position in the list; its parent stays.
 */
export type ReviewConnection = {
  __typename?: 'ReviewConnection';
  /** The reviews of this page with their cursors. */
  edges: Array<ReviewEdge>;
  /** The items of this page, in order: `edges` without the cursors. */
  nodes: Array<Review>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** Number of reviews in the whole list. */
  totalCount: Scalars['Int']['output'];
};

/** A review in a connection. */
export type ReviewEdge = {
  __typename?: 'ReviewEdge';
  /** Opaque cursor of this position. */
  cursor: Scalars['String']['output'];
  /** The review. */
  node: Review;
};

/** A search-box suggestion. */
export type SearchSuggestion = {
  __typename?: 'SearchSuggestion';
  /** The text to search for (the product's name). */
  name: Scalars['String']['output'];
  /** The product suggested. */
  product: Product;
};

/** A seller's store. */
export type Seller = Node & {
  __typename?: 'Seller';
  /** The brands the store deals in, most of the store's products first (the store page previews 7). */
  brands: Array<Brand>;
  /** The seller's opaque global ID. */
  id: Scalars['ID']['output'];
  /** When the seller joined the marketplace. */
  joinedAt: Scalars['DateTime']['output'];
  /**
   * The store's products (the store page), filtered and sorted (lowest price first by default; RECOMMENDED: top
   * sellers first, by units ordered).
   */
  products?: Maybe<FacetedProductConnection>;
  /**
   * The store's ratings from shoppers: count, mean and star counts (real figures for the rating bars). Seller
   * ratings come in half stars: `average` is their exact mean, and the histogram counts each rating at the nearest
   * whole star, halves rounding up.
   */
  ratingSummary: RatingSummary;
  /**
   * The store's ratings, newest first. Cursors are positions in that order, so a rating added while a shopper
   * pages shifts later pages by one.
   */
  ratings?: Maybe<SellerRatingConnection>;
  /** The seller's REST key, used in URLs: `/seller-store/{sellerId}`. */
  sellerId: Scalars['String']['output'];
  /** The store's name (`Sold By`). */
  storeName: Scalars['String']['output'];
};


/** A seller's store. */
export type SellerProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** A seller's store. */
export type SellerRatingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A shopper's rating of a seller's store. Not a `Node`: the REST API has no call that reads one rating, so it is
 * reached through `Seller.ratings`; its `id` is still globally unique for client caches.
 */
export type SellerRating = {
  __typename?: 'SellerRating';
  /** The name of the shopper who rated. */
  authorName: Scalars['String']['output'];
  /** The review text; null when none was given (never an empty string). */
  comment?: Maybe<Scalars['String']['output']>;
  /** When the rating was given. */
  createdAt: Scalars['DateTime']['output'];
  /** The rating's opaque, globally unique ID. */
  id: Scalars['ID']['output'];
  /** Stars given, 0.5 to 5 in half steps. */
  rating: Scalars['Float']['output'];
  /** The review's title; null when none was given (never an empty string). */
  title?: Maybe<Scalars['String']['output']>;
};

/**
 * A page of a seller's ratings. The connection field answers null, with a `BAD_USER_INPUT` error whose `path` is that
 * field, when its `after` is malformed, was issued for other arguments or no longer names a position in the list; its
 * parent stays.
 */
export type SellerRatingConnection = {
  __typename?: 'SellerRatingConnection';
  /** The ratings of this page with their cursors. */
  edges: Array<SellerRatingEdge>;
  /** The items of this page, in order: `edges` without the cursors. */
  nodes: Array<SellerRating>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** Number of ratings the seller has. */
  totalCount: Scalars['Int']['output'];
};

/** A seller rating in a connection. */
export type SellerRatingEdge = {
  __typename?: 'SellerRatingEdge';
  /** Opaque cursor of this position. */
  cursor: Scalars['String']['output'];
  /** The rating. */
  node: SellerRating;
};

/** The result of `sendEmailVerification`. */
export type SendEmailVerificationPayload = {
  __typename?: 'SendEmailVerificationPayload';
  /** Whether the code was sent. */
  sent: Scalars['Boolean']['output'];
  /** Why the code was not sent. */
  userErrors: Array<UserError>;
};

/** A GSTIN to send a code for. */
export type SendGstCodeInput = {
  /** The 15-character GSTIN. */
  gstNumber: Scalars['String']['input'];
  /** The GST portal username. */
  gstUsername: Scalars['String']['input'];
};

/** The result of `sendGstCode`. */
export type SendGstCodePayload = {
  __typename?: 'SendGstCodePayload';
  /** The confirmation to show ("OTP sent successfully"); null on failure. */
  message?: Maybe<Scalars['String']['output']>;
  /** Pass back to `verifyGstCode` with the code; null when the code was not sent. */
  txn?: Maybe<Scalars['String']['output']>;
  /** Why the code was not sent. */
  userErrors: Array<UserError>;
};

/** A session token for clients that cannot keep cookies (browsers get it as an HttpOnly cookie as well). */
export type Session = {
  __typename?: 'Session';
  /** When the token stops working (one hour after sign-in or `refreshSession`; using it does not extend it). */
  expiresAt: Scalars['DateTime']['output'];
  /** Send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
};

/** One of the shopper's lists and whether it is to be private. */
export type SetListPrivacyInput = {
  /** true: the share link opens for the owner only; false: for anyone holding it. */
  isPrivate: Scalars['Boolean']['input'];
  /** The list's global `id` (`List.id`); its REST key (`List.listId`) is also accepted until 2027-06-01. */
  listId: Scalars['ID']['input'];
};

/** The result of `setListPrivacy`. */
export type SetListPrivacyPayload = {
  __typename?: 'SetListPrivacyPayload';
  /** The list after the change; null when nothing changed. */
  list?: Maybe<List>;
  /** Why nothing changed (signed out, a list that is not the shopper's). */
  userErrors: Array<UserError>;
};

/** A saved address to make primary. */
export type SetPrimaryAddressInput = {
  /** The address's global `id` (`Address.id`); its REST key is also accepted until 2027-06-01. */
  addressId: Scalars['ID']['input'];
};

/** The result of `setPrimaryAddress`. */
export type SetPrimaryAddressPayload = {
  __typename?: 'SetPrimaryAddressPayload';
  /** The new primary address; null when nothing changed. */
  address?: Maybe<Address>;
  /** The shopper after the change, with every address; null for a guest. */
  user?: Maybe<User>;
  /** Why nothing changed (an address that is not the shopper's, signed out). */
  userErrors: Array<UserError>;
};

/** A list as anyone holding its share link sees it: read-only, with nothing of its owner but the first name. */
export type SharedList = {
  __typename?: 'SharedList';
  /** Products in the list, in the order they were added. */
  items?: Maybe<ProductConnection>;
  /** The list itself when the viewer owns it (to open it editable); null for everyone else. */
  list?: Maybe<List>;
  /** The list's name. */
  name: Scalars['String']['output'];
  /** The first name of the list's owner (nothing else of the owner is shown). */
  ownerFirstName: Scalars['String']['output'];
};


/** A list as anyone holding its share link sees it: read-only, with nothing of its owner but the first name. */
export type SharedListItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** What a share link opens: the list, or word that it is private. */
export type SharedListResult = PrivateList | SharedList;

/** What every mutation that signs the shopper in answers. */
export type SignInResult = {
  /** The new session on success, for non-browser clients (browsers also get the HttpOnly cookie). */
  session?: Maybe<Session>;
  /** Why the shopper was not signed in. */
  userErrors: Array<UserError>;
  /**
   * The viewer after the mutation: on success the signed-in shopper's, a new `id` with their own cart, wishlist and
   * lists (a guest's otherwise).
   */
  viewer: Viewer;
};

/** E-mail and password. */
export type SignInWithEmailInput = {
  /** E-mail address of the account. */
  email: Scalars['String']['input'];
  /** The account's password. */
  password: Scalars['String']['input'];
};

/** The result of `signInWithEmail`. */
export type SignInWithEmailPayload = SignInResult & {
  __typename?: 'SignInWithEmailPayload';
  /** The new session on success, for non-browser clients (browsers also get the HttpOnly cookie). */
  session?: Maybe<Session>;
  /** Why the shopper was not signed in (wrong e-mail or password, too many attempts). */
  userErrors: Array<UserError>;
  /**
   * The viewer after the mutation: on success the signed-in shopper's, a new `id` with their own cart, wishlist and
   * lists (a guest's otherwise).
   */
  viewer: Viewer;
};

/** A Google sign-in credential. */
export type SignInWithGoogleInput = {
  /** The ID-token credential Google's sign-in returned. */
  credential: Scalars['String']['input'];
};

/** The result of `signInWithGoogle`. */
export type SignInWithGooglePayload = SignInResult & {
  __typename?: 'SignInWithGooglePayload';
  /** The new session on success, for non-browser clients (browsers also get the HttpOnly cookie). */
  session?: Maybe<Session>;
  /** Why the shopper was not signed in (a credential not accepted, an e-mail taken by an unverified account). */
  userErrors: Array<UserError>;
  /**
   * The viewer after the mutation: on success the signed-in shopper's, a new `id` with their own cart, wishlist and
   * lists (a guest's otherwise).
   */
  viewer: Viewer;
};

/** The result of `signOut`. */
export type SignOutPayload = {
  __typename?: 'SignOutPayload';
  /** Always empty: signing out cannot fail. */
  userErrors: Array<UserError>;
  /** The viewer after signing out: the guest's, whose `id` is not the shopper's. */
  viewer: Viewer;
};

/** Personal details for a phone number verified by `verifyPhoneCode`. */
export type SignUpWithPhoneInput = {
  /** E-mail address. */
  email: Scalars['String']['input'];
  /** Full name: letters and spaces. */
  name: Scalars['String']['input'];
  /** The verified ten-digit phone number. */
  phone: Scalars['String']['input'];
  /** A referral code, if the shopper has one. */
  referralCode?: InputMaybe<Scalars['String']['input']>;
  /** The `verificationToken` of `verifyPhoneCode`, for clients without cookies; browsers leave it out. */
  verificationToken?: InputMaybe<Scalars['String']['input']>;
};

/** The result of `signUpWithPhone`. */
export type SignUpWithPhonePayload = SignInResult & {
  __typename?: 'SignUpWithPhonePayload';
  /** The new session on success, for non-browser clients (browsers also get the HttpOnly cookie). */
  session?: Maybe<Session>;
  /** Why no account was created (a field rule, a taken e-mail, a number not verified). */
  userErrors: Array<UserError>;
  /**
   * The viewer after the mutation: on success the signed-in shopper's, a new `id` with their own cart, wishlist and
   * lists (a guest's otherwise).
   */
  viewer: Viewer;
};

/** How much of a product is left. */
export type StockStatus =
  /** Five to nine left (`Only few left`). */
  | 'FEW_LEFT'
  /** Ten or more in stock. */
  | 'IN_STOCK'
  /** One to four left (`Only {n} left`). */
  | 'LOW_STOCK'
  /** None left (stock 0 or below). */
  | 'OUT_OF_STOCK';

/**
 * Live updates, served over GraphQL over Server-Sent Events (graphql-sse's distinct connections mode: one operation per
 * request, `Accept: text/event-stream`). Each answer is read from the REST API when the event arrives (and at
 * subscribing), never from the event alone, so a client that reconnects gets the current state. A subscription needs a
 * signed-in shopper (a guest is refused with `UNAUTHENTICATED`); each gateway instance holds at most 10 per client
 * and 10 000 in all (then `TOO_MANY_SUBSCRIPTIONS`). See docs/clients.md.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * One of the signed-in shopper's orders: first as it is now, then again each time one of its lines moves (shipped,
   * out for delivery, delivered, cancelled), read afresh, so a client's cached `Order` and `OrderItem` records (by
   * `id`) update in place. An order that is not the shopper's is refused with `NOT_FOUND`, as one that does not exist.
   */
  orderUpdated: Order;
  /**
   * Each of the signed-in shopper's orders when one of its lines moves (shipped, out for delivery, delivered,
   * cancelled), read afresh (not the orders as they are at
   * subscribing: read `viewer.orders` for those, and again after reconnecting).
   */
  viewerOrdersUpdated: Order;
};


/**
 * Live updates, served over GraphQL over Server-Sent Events (graphql-sse's distinct connections mode: one operation per
 * request, `Accept: text/event-stream`). Each answer is read from the REST API when the event arrives (and at
 * subscribing), never from the event alone, so a client that reconnects gets the current state. A subscription needs a
 * signed-in shopper (a guest is refused with `UNAUTHENTICATED`); each gateway instance holds at most 10 per client
 * and 10 000 in all (then `TOO_MANY_SUBSCRIPTIONS`). See docs/clients.md.
 */
export type SubscriptionOrderUpdatedArgs = {
  orderId: Scalars['ID']['input'];
};

/** A support ticket the shopper raised. */
export type Ticket = Node & {
  __typename?: 'Ticket';
  /** The attached images. */
  attachments: Array<Image>;
  /** When it was raised. */
  createdAt: Scalars['DateTime']['output'];
  /** The department it went to. */
  department: TicketDepartment;
  /** What the shopper wrote. */
  details: Scalars['String']['output'];
  /** The ticket's opaque global ID. */
  id: Scalars['ID']['output'];
  /** The issue picked, for example `Order Issue`. */
  issue: Scalars['String']['output'];
  /** The order it is about (its REST key); null for a ticket to a seller without one. */
  orderId?: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  status: TicketStatus;
  /** The subject line. */
  subject: Scalars['String']['output'];
  /** The ticket's REST key, for example `TKT0001`. */
  ticketId: Scalars['String']['output'];
};

/**
 * A page of the shopper's tickets. The connection field answers null, with a `BAD_USER_INPUT` error whose `path` is
 * that field, when its `after` is malformed, was issued for other arguments or no longer names a position in the list;
 * its parent stays.
 */
export type TicketConnection = {
  __typename?: 'TicketConnection';
  /** The tickets of this page with their cursors. */
  edges: Array<TicketEdge>;
  /** The items of this page, in order: `edges` without the cursors. */
  nodes: Array<Ticket>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** Number of tickets the shopper has raised. */
  totalCount: Scalars['Int']['output'];
};

/** Where a support ticket goes. */
export type TicketDepartment =
  /** The marketplace's support team: issues with an order. */
  | 'CUSTOMER_SUPPORT'
  /** A seller's team: reports and questions, no order needed. */
  | 'SELLER';

/** A department of the ticket form with what it handles. */
export type TicketDepartmentOption = {
  __typename?: 'TicketDepartmentOption';
  /** The department. */
  department: TicketDepartment;
  /** The issues it handles, for example `Order Issue`. */
  issues: Array<Scalars['String']['output']>;
  /** Its name as the form shows it, for example `Customer Support`. */
  name: Scalars['String']['output'];
  /** Whether a ticket to it must name one of the shopper's orders. */
  needsOrder: Scalars['Boolean']['output'];
};

/** A ticket in a connection. */
export type TicketEdge = {
  __typename?: 'TicketEdge';
  /** Where this ticket sits, for `after`. */
  cursor: Scalars['String']['output'];
  /** The ticket. */
  node: Ticket;
};

/** Where a ticket stands. */
export type TicketStatus =
  /** Answered and closed. */
  | 'CLOSED'
  /** Being worked on. */
  | 'IN_PROGRESS'
  /** Waiting for the support team. */
  | 'PENDING';

/** A bulk price: the unit price when buying a quantity within the tier. */
export type TierPrice = {
  __typename?: 'TierPrice';
  /** Largest quantity of the tier; null for an open-ended tier such as `100+`. */
  maxQuantity?: Maybe<Scalars['Int']['output']>;
  /** Smallest quantity of the tier. */
  minQuantity?: Maybe<Scalars['Int']['output']>;
  /** Unit price within the tier. */
  price: Money;
  /** The quantity range as the seller wrote it, for example `10-49` or `100+`. */
  range: Scalars['String']['output'];
};

/** A seller's store the marketplace promotes, with its banner and some of its products (the Top Stores page). */
export type TopStore = {
  __typename?: 'TopStore';
  /** The deal campaign's REST key. */
  dealId: Scalars['String']['output'];
  /** The campaign's banner image. */
  image: Image;
  /**
   * Up to 20 of the store's products, as the marketplace picks them, filtered and sorted (lowest price first by
   * default). Empty for a store without products ("No products available").
   */
  products?: Maybe<FacetedProductConnection>;
  /** The store (`Visit Store` opens `/seller-store/{sellerId}`). */
  seller: Seller;
  /** The brand the store sells most products of; null when it sells none. */
  topBrand?: Maybe<Brand>;
};


/** A seller's store the marketplace promotes, with its banner and some of its products (the Top Stores page). */
export type TopStoreProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/** A saved address and its new fields (the address form). */
export type UpdateAddressInput = {
  /** The address's global `id` (`Address.id`); its REST key is also accepted until 2027-06-01. */
  addressId: Scalars['ID']['input'];
  /** Another ten-digit phone number, if any. */
  alternativePhoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Country, if given: letters and spaces. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** House number or building name. */
  houseName: Scalars['String']['input'];
  /** Whether this becomes the primary address. */
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  /** A landmark near the address, if any. */
  landmark?: InputMaybe<Scalars['String']['input']>;
  /** Local area, nearby road or city: letters and spaces. */
  localArea: Scalars['String']['input'];
  /** Map location, if known (the form's current location). */
  location?: InputMaybe<GeoLocationInput>;
  /** Full name of the person receiving deliveries: letters and spaces. */
  name: Scalars['String']['input'];
  /** Ten-digit contact phone number. */
  phoneNumber: Scalars['String']['input'];
  /** Six-digit Indian postal code. */
  pincode: Scalars['String']['input'];
  /** State: letters and spaces. */
  state: Scalars['String']['input'];
  /** Home (the default) or office. */
  type?: InputMaybe<AddressType>;
};

/** The result of `updateAddress`. */
export type UpdateAddressPayload = {
  __typename?: 'UpdateAddressPayload';
  /** The address after the change; null when nothing changed. */
  address?: Maybe<Address>;
  /** The shopper after the change, with every address; null for a guest. */
  user?: Maybe<User>;
  /** Why nothing changed (a field rule, an address that is not the shopper's, signed out). */
  userErrors: Array<UserError>;
};

/** A cart line's new quantity. */
export type UpdateCartQuantityInput = {
  /** The product's global `id` (`Product.id`); its REST key (`PRD000001`) is also accepted until 2027-06-01. */
  productId: Scalars['ID']['input'];
  /** The new quantity, from 1 to the line's `maxQuantity`. */
  quantity: Scalars['Int']['input'];
};

/** The result of `updateCartQuantity`. */
export type UpdateCartQuantityPayload = {
  __typename?: 'UpdateCartQuantityPayload';
  /** The cart after the change; null when nothing changed. */
  cart?: Maybe<Cart>;
  /** The product the change was about (its `inCart` and `inWishlist` answer after it); null when nothing changed. */
  product?: Maybe<Product>;
  /** Why nothing changed (signed out, a quantity out of bounds, a product not in the cart). */
  userErrors: Array<UserError>;
  /** The viewer after the change (a cart checkout reprices from it); null when nothing changed. */
  viewer?: Maybe<Viewer>;
  /** The wishlist after the change; null when nothing changed. */
  wishlist?: Maybe<Wishlist>;
};

/** A change to the shopper's profile: the fields to change (leave out the others). */
export type UpdateProfileInput = {
  /** A new e-mail address (only while the current one is not verified), proved first with `verifyNewEmailCode`. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The `verificationToken` of `verifyNewEmailCode` for the new e-mail, for clients without the browser's cookie. */
  emailVerificationToken?: InputMaybe<Scalars['String']['input']>;
  /** The full name, at least 2 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new ten-digit phone number, verified first with `verifyPhoneCode`. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The `verificationToken` of `verifyPhoneCode` for the new phone, for clients without the browser's cookie. */
  phoneVerificationToken?: InputMaybe<Scalars['String']['input']>;
};

/** The result of `updateProfile`. */
export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  /** The shopper after the change; null when it was refused. */
  user?: Maybe<User>;
  /** Why the change was refused. */
  userErrors: Array<UserError>;
};

/** A shopper's account. */
export type User = Node & {
  __typename?: 'User';
  /** Saved delivery addresses, oldest first. */
  addresses: Array<Address>;
  /** Loyalty coin balance. */
  coins: Scalars['Int']['output'];
  /** E-mail address; null for an account made with a phone number only. */
  email?: Maybe<Scalars['String']['output']>;
  /** Whether the e-mail address has been verified. */
  emailVerified: Scalars['Boolean']['output'];
  /** Whether the account signs in with Google (Connect Social Accounts). */
  googleConnected: Scalars['Boolean']['output'];
  /** The user's opaque global ID. */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** Ten-digit phone number without the country code; null when none is on the account. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The user's REST key, for example `USR0001`. */
  userId: Scalars['String']['output'];
};

/** An expected failure of a mutation, with the message to show: one per field at fault, all in one answer. */
export type UserError = {
  __typename?: 'UserError';
  /** What kind of failure this is. */
  code: UserErrorCode;
  /** Path to the input field at fault, for example `["input", "email"]`; null when no single field is. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** The message to show the shopper. */
  message: Scalars['String']['output'];
};

/** Why a mutation could not do what was asked. */
export type UserErrorCode =
  /** The account, e-mail or phone number already exists. */
  | 'ALREADY_EXISTS'
  /** The one-time code has expired: ask for a new one. */
  | 'CODE_EXPIRED'
  /**
   * The `idempotencyKey` was already used for a different request: nothing was written. Use a new key for a new
   * attempt; send the same input again with a retry.
   */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** The one-time code is wrong, or does not belong to this number or GSTIN. */
  | 'INVALID_CODE'
  /** The e-mail and password, or the Google credential, were not accepted. */
  | 'INVALID_CREDENTIALS'
  /**
   * An `ID` input is not an ID of the type the field expects (another type's global `id`, or neither a global `id`
   * nor a REST key): nothing was written.
   */
  | 'INVALID_ID'
  /** A field breaks one of its rules (required, format, length). */
  | 'INVALID_INPUT'
  /** The marketplace does not deliver to the address's pincode. */
  | 'NOT_DELIVERABLE'
  /** What the mutation is about does not exist (for example an unknown seller). */
  | 'NOT_FOUND'
  /** Only shoppers who bought the product may do this (rate it). */
  | 'NOT_PURCHASED'
  /** The phone number or GSTIN has not been verified with a code (or the verification has lapsed). */
  | 'NOT_VERIFIED'
  /** A product is out of stock, or has fewer units left than asked for. */
  | 'OUT_OF_STOCK'
  /** The online payment could not be verified (a wrong signature, or a payment that was never completed). */
  | 'PAYMENT_NOT_VERIFIED'
  /**
   * The order could not be placed after the payment was taken, so the whole payment was refunded (the payload's
   * `refund`); the other userErrors say why.
   */
  | 'PAYMENT_REFUNDED'
  /** A price, the coin value or the total changed since the checkout was shown: review the order again. */
  | 'PRICE_CHANGED'
  /** The password reset link is more than 30 minutes old: ask for a new one. */
  | 'RESET_LINK_EXPIRED'
  /** The password reset link is not one that was sent (or was mistyped): ask for a new one. */
  | 'RESET_LINK_INVALID'
  /** The password reset link was used already (or a newer link was): ask for a new one. */
  | 'RESET_LINK_USED'
  /** Too many attempts in a short time: wait a few minutes and try again. */
  | 'TOO_MANY_ATTEMPTS'
  /** The mutation needs a signed-in shopper and there is none (or the session has expired). */
  | 'UNAUTHENTICATED';

/** The code the shopper received by e-mail. */
export type VerifyEmailInput = {
  /** The six-digit code. */
  code: Scalars['String']['input'];
};

/** The result of `verifyEmail`. */
export type VerifyEmailPayload = {
  __typename?: 'VerifyEmailPayload';
  /** The shopper with the e-mail verified; null when the code was refused. */
  user?: Maybe<User>;
  /** Why the code was refused. */
  userErrors: Array<UserError>;
};

/** A GSTIN code to check. */
export type VerifyGstCodeInput = {
  /** The GSTIN the code was sent for. */
  gstNumber: Scalars['String']['input'];
  /** The GST portal username. */
  gstUsername: Scalars['String']['input'];
  /** The six-digit code. */
  otp: Scalars['String']['input'];
  /** The `txn` that `sendGstCode` returned. */
  txn: Scalars['String']['input'];
};

/** The result of `verifyGstCode`. */
export type VerifyGstCodePayload = {
  __typename?: 'VerifyGstCodePayload';
  /** Why the code was not accepted. */
  userErrors: Array<UserError>;
  /**
   * The single-use proof that this GSTIN was verified, for clients without cookies (browsers get it as an HttpOnly
   * cookie). Pass it to `registerBusinessAccount`; it lapses in ten minutes.
   */
  verificationToken?: Maybe<Scalars['String']['output']>;
  /** Whether the GSTIN is now verified. */
  verified: Scalars['Boolean']['output'];
};

/** The code e-mailed to a new address. */
export type VerifyNewEmailCodeInput = {
  /** The six-digit code. */
  code: Scalars['String']['input'];
  /** The new e-mail address the code was sent to. */
  email: Scalars['String']['input'];
};

/** The result of `verifyNewEmailCode`. */
export type VerifyNewEmailCodePayload = {
  __typename?: 'VerifyNewEmailCodePayload';
  /** Why the code was not accepted. */
  userErrors: Array<UserError>;
  /**
   * The single-use proof that this address was verified, for clients without cookies (browsers get it as an
   * HttpOnly cookie). Pass it to `updateProfile` as `emailVerificationToken`; it lapses in ten minutes.
   */
  verificationToken?: Maybe<Scalars['String']['output']>;
  /** Whether the code was accepted: `updateProfile` may then put the address on the account, within ten minutes. */
  verified: Scalars['Boolean']['output'];
};

/** A phone code to check. */
export type VerifyPhoneCodeInput = {
  /** The country code the code was sent with. */
  countryCode?: InputMaybe<PhoneCountryCode>;
  /** The six-digit code. */
  otp: Scalars['String']['input'];
  /** The `otpSession` that `requestPhoneCode` returned. */
  otpSession: Scalars['String']['input'];
  /** The ten-digit phone number the code was sent to. */
  phone: Scalars['String']['input'];
};

/** The result of `verifyPhoneCode`. */
export type VerifyPhoneCodePayload = {
  __typename?: 'VerifyPhoneCodePayload';
  /** The new session for `SIGNED_IN`, for non-browser clients. */
  session?: Maybe<Session>;
  /** What the code led to; null when it was not accepted. */
  status?: Maybe<PhoneCodeStatus>;
  /** Why the code was not accepted. */
  userErrors: Array<UserError>;
  /**
   * For `VERIFIED`: the single-use proof that this number was verified, for clients without cookies (browsers get
   * it as an HttpOnly cookie). Pass it to `signUpWithPhone` or `registerBusinessAccount`; it lapses in ten minutes.
   */
  verificationToken?: Maybe<Scalars['String']['output']>;
  /** The viewer after the check: for `SIGNED_IN` the shopper's, a new `id` with their own cart and wishlist. */
  viewer: Viewer;
};

/**
 * The person using the storefront: whoever the session says, reached through `Query.viewer` (and, by its `id`, through
 * `node`, for that identity only). Guests get a viewer whose `user`, `cart` and personal lists are null or empty, so
 * one query shape serves both.
 */
export type Viewer = Node & {
  __typename?: 'Viewer';
  /**
   * Products from the signed-in shopper's delivered orders, most recently ordered first (Buy Again). Empty for a
   * guest.
   */
  buyAgain?: Maybe<ProductConnection>;
  /** The signed-in shopper's cart; null for a guest. */
  cart?: Maybe<Cart>;
  /**
   * What the shopper would buy, priced by the one price rule: the whole cart (`CART`) or one product at a quantity
   * (`PRODUCT`, Buy Now: the quantity defaults to the product's minimum order quantity). Null for a guest. A
   * quantity outside the product's bounds is a `BAD_USER_INPUT` error.
   */
  checkout?: Maybe<Checkout>;
  /**
   * The viewer's opaque global ID: one per shopper (the same in every session of theirs), and one shared by every guest
   * (a guest's viewer holds nothing personal). A client that normalizes by ID keeps each shopper's cart, wishlist and
   * lists apart: after a sign-in or sign-out, the payload's `viewer` is the new identity's (point the cached root
   * `viewer` at it). `node(id:)` answers it to its own identity only: null for anyone else's.
   */
  id: Scalars['ID']['output'];
  /**
   * One of the signed-in shopper's sharable lists by its REST key (`List.listId`, as the Shared List tab's `?listId=`
   * carries it) or its global `id`; null for a guest, or when it is not one of theirs.
   */
  list?: Maybe<List>;
  /** The signed-in shopper's sharable lists, oldest first; empty for a guest. */
  lists?: Maybe<ListConnection>;
  /**
   * One of the signed-in shopper's seller orders by its global ID; null when it is not theirs, does not exist, or the
   * ID is not an order's.
   */
  order?: Maybe<Order>;
  /**
   * The signed-in shopper's seller orders, newest first (My Orders), filtered; empty for a guest. A search or
   * filter that matches nothing is an empty connection.
   */
  orders?: Maybe<OrderConnection>;
  /**
   * One of the shopper's checkouts (a parent order) as the order completed page shows it; null when it is not theirs,
   * or the ID is not a placed order's.
   */
  placedOrder?: Maybe<PlacedOrder>;
  /** The signed-in shopper's ratings and reviews, newest first (My Ratings & Reviews); empty for a guest. */
  reviews?: Maybe<ReviewConnection>;
  /** The signed-in shopper's support tickets, newest first (Help Centre); empty for a guest. */
  tickets?: Maybe<TicketConnection>;
  /** The signed-in shopper; null for a guest or when the session has expired. */
  user?: Maybe<User>;
  /**
   * The signed-in shopper's wallet: refunds of cancelled items sent to it, and the coins redeemed on orders and
   * returned by cancellations, all read from their orders. Null for a guest.
   */
  wallet?: Maybe<Wallet>;
  /** The signed-in shopper's wishlist; null for a guest. */
  wishlist?: Maybe<Wishlist>;
};


/**
 * The person using the storefront: whoever the session says, reached through `Query.viewer` (and, by its `id`, through
 * `node`, for that identity only). Guests get a viewer whose `user`, `cart` and personal lists are null or empty, so
 * one query shape serves both.
 */
export type ViewerBuyAgainArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The person using the storefront: whoever the session says, reached through `Query.viewer` (and, by its `id`, through
 * `node`, for that identity only). Guests get a viewer whose `user`, `cart` and personal lists are null or empty, so
 * one query shape serves both.
 */
export type ViewerCheckoutArgs = {
  productId?: InputMaybe<Scalars['ID']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  source: CheckoutSource;
};


/**
 * The person using the storefront: whoever the session says, reached through `Query.viewer` (and, by its `id`, through
 * `node`, for that identity only). Guests get a viewer whose `user`, `cart` and personal lists are null or empty, so
 * one query shape serves both.
 */
export type ViewerListArgs = {
  listId: Scalars['ID']['input'];
};


/**
 * The person using the storefront: whoever the session says, reached through `Query.viewer` (and, by its `id`, through
 * `node`, for that identity only). Guests get a viewer whose `user`, `cart` and personal lists are null or empty, so
 * one query shape serves both.
 */
export type ViewerListsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The person using the storefront: whoever the session says, reached through `Query.viewer` (and, by its `id`, through
 * `node`, for that identity only). Guests get a viewer whose `user`, `cart` and personal lists are null or empty, so
 * one query shape serves both.
 */
export type ViewerOrderArgs = {
  orderId: Scalars['ID']['input'];
};


/**
 * The person using the storefront: whoever the session says, reached through `Query.viewer` (and, by its `id`, through
 * `node`, for that identity only). Guests get a viewer whose `user`, `cart` and personal lists are null or empty, so
 * one query shape serves both.
 */
export type ViewerOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OrderFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The person using the storefront: whoever the session says, reached through `Query.viewer` (and, by its `id`, through
 * `node`, for that identity only). Guests get a viewer whose `user`, `cart` and personal lists are null or empty, so
 * one query shape serves both.
 */
export type ViewerPlacedOrderArgs = {
  parentOrderId: Scalars['ID']['input'];
};


/**
 * The person using the storefront: whoever the session says, reached through `Query.viewer` (and, by its `id`, through
 * `node`, for that identity only). Guests get a viewer whose `user`, `cart` and personal lists are null or empty, so
 * one query shape serves both.
 */
export type ViewerReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The person using the storefront: whoever the session says, reached through `Query.viewer` (and, by its `id`, through
 * `node`, for that identity only). Guests get a viewer whose `user`, `cart` and personal lists are null or empty, so
 * one query shape serves both.
 */
export type ViewerTicketsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** The shopper's wallet, read from their orders. */
export type Wallet = {
  __typename?: 'Wallet';
  /** Money refunded to the wallet from cancelled items. */
  balance: Money;
  /** The shopper's coin balance. */
  coins: Scalars['Int']['output'];
  /** What went in and out of the wallet and the coin balance, newest first. */
  transactions?: Maybe<WalletTransactionConnection>;
};


/** The shopper's wallet, read from their orders. */
export type WalletTransactionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<WalletFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Which wallet transactions to keep. */
export type WalletFilter = {
  /** Only those of the last days (the Wallet's period menu). */
  period?: InputMaybe<WalletPeriod>;
};

/** A period of the Wallet's menu, counted back from now. */
export type WalletPeriod =
  /** The last 90 days. */
  | 'LAST_90_DAYS'
  /** The last 120 days. */
  | 'LAST_120_DAYS'
  /** The last 200 days. */
  | 'LAST_200_DAYS';

/**
 * One movement of the shopper's wallet or coins. Not a `Node`: it is computed from the shopper's orders, not stored,
 * so it is reached through `Wallet.transactions`; its `id` is still unique for client caches.
 */
export type WalletTransaction = {
  __typename?: 'WalletTransaction';
  /** What it is worth in rupees (coins at the order's coin value). */
  amount: Money;
  /** Coins moved; null for a refund. */
  coins?: Maybe<Scalars['Int']['output']>;
  /** Whether it went in (a refund, coins returned) rather than out (coins redeemed). */
  credit: Scalars['Boolean']['output'];
  /** When it happened. */
  date: Scalars['DateTime']['output'];
  /** How the Wallet names it: `Used for Ordering`, `Coins Returned` or `Refund to Wallet`. */
  description: Scalars['String']['output'];
  /** The transaction's opaque ID. */
  id: Scalars['ID']['output'];
  /** What moved. */
  kind: WalletTransactionKind;
  /** The order it belongs to (`Order.orderId`). */
  orderId: Scalars['String']['output'];
};

/**
 * A page of wallet transactions. The connection field answers null, with a `BAD_USER_INPUT` error whose `path` is that
 * field, when its `after` is malformed, was issued for other arguments or no longer names a position in the list; its
 * parent stays.
 */
export type WalletTransactionConnection = {
  __typename?: 'WalletTransactionConnection';
  /** The transactions of this page with their cursors. */
  edges: Array<WalletTransactionEdge>;
  /** The items of this page, in order: `edges` without the cursors. */
  nodes: Array<WalletTransaction>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** Number of transactions that match the filter. */
  totalCount: Scalars['Int']['output'];
};

/** A wallet transaction in a connection. */
export type WalletTransactionEdge = {
  __typename?: 'WalletTransactionEdge';
  /** Where this transaction sits, for `after`. */
  cursor: Scalars['String']['output'];
  /** The transaction. */
  node: WalletTransaction;
};

/** What moved in a wallet transaction. */
export type WalletTransactionKind =
  /** Coins redeemed on an order (Used for Ordering). */
  | 'COINS_REDEEMED'
  /** Coins given back when every item of the order they were redeemed on was cancelled. */
  | 'COINS_RETURNED'
  /** What a cancelled item's refund put in the wallet: money paid for it, never an unpaid cash-on-delivery order's. */
  | 'REFUND';

/** The signed-in shopper's wishlist (the hearts). One per shopper. */
export type Wishlist = Node & {
  __typename?: 'Wishlist';
  /** The wishlist's opaque global ID. */
  id: Scalars['ID']['output'];
  /** The products, most recently added first. */
  products?: Maybe<ProductConnection>;
};


/** The signed-in shopper's wishlist (the hearts). One per shopper. */
export type WishlistProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A product to put on or take off the wishlist. */
export type WishlistProductInput = {
  /** The product's global `id` (`Product.id`); its REST key (`PRD000001`) is also accepted until 2027-06-01. */
  productId: Scalars['ID']['input'];
};
