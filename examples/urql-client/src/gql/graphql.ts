/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new delivery address (the address form). */
export type AddAddressInput = {
  /** Another ten-digit phone number, if any. */
  alternativePhoneNumber?: string | null | undefined;
  /** Country, if given: letters and spaces. */
  country?: string | null | undefined;
  /** House number or building name. */
  houseName: string;
  /** One key per attempt, sent again with every retry of it (8 to 100 characters): a retry answers the first attempt's result instead of doing it twice; the same key with a different input is refused (`IDEMPOTENCY_KEY_REUSED`). */
  idempotencyKey?: string | null | undefined;
  /** Whether this becomes the primary address. */
  isPrimary?: boolean | null | undefined;
  /** A landmark near the address, if any. */
  landmark?: string | null | undefined;
  /** Local area, nearby road or city: letters and spaces. */
  localArea: string;
  /** Map location, if known (the form's current location). */
  location?: GeoLocationInput | null | undefined;
  /** Full name of the person receiving deliveries: letters and spaces. */
  name: string;
  /** Ten-digit contact phone number. */
  phoneNumber: string;
  /** Six-digit Indian postal code. */
  pincode: string;
  /** State: letters and spaces. */
  state: string;
  /** Home (the default) or office. */
  type?: AddressType | null | undefined;
};

/** A product and a quantity to add to the cart. */
export type AddToCartInput = {
  /** One key per attempt, sent again with every retry of it (8 to 100 characters): a retry answers the first attempt's result instead of doing it twice; the same key with a different input is refused (`IDEMPOTENCY_KEY_REUSED`). */
  idempotencyKey?: string | null | undefined;
  /** The product's global `id` (`Product.id`); its REST key (`PRD000001`) is also accepted until 2027-06-01. */
  productId: string | number;
  /** How many to add, 1 or more. */
  quantity?: number | null | undefined;
};

/** Whether an address is a home or an office. */
export type AddressType =
  /** A home address (the default). */
  | 'HOME'
  /** An office address. */
  | 'OFFICE';

/** Lines of an order to cancel: `lineIds` (or, deprecated, `productIds`), not both. */
export type CancelOrderInput = {
  /** The lines to cancel, at least one, all of this order: their global `id`s (`OrderItem.id`). */
  lineIds?: Array<string | number> | null | undefined;
  /** The order's global `id` (`Order.id`); its REST key (`Order.orderId`) is also accepted until 2027-06-01. */
  orderId: string | number;
  /**
   * The products whose lines to cancel, at least one: global `id`s (`Product.id`); REST keys (`OrderItem.productId`)
   * are also accepted until 2027-06-01.
   * @deprecated Use `lineIds` (`OrderItem.id`): a line's own ID, which names it even once its product has left the catalog (its REST key goes after 2027-06-01). Goes after 2027-06-01.
   */
  productIds?: Array<string | number> | null | undefined;
  /** Why the shopper cancels (`cancellationReasons` has each reason's text). */
  reason: CancellationReason;
  /** Where the refund goes. */
  refundMethod?: RefundMethod | null | undefined;
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

/** What a checkout buys. */
export type CheckoutSource =
  /** Every line of the shopper's cart (the ordered products leave the cart). */
  | 'CART'
  /** One product at a quantity (Buy Now); the cart is left alone. */
  | 'PRODUCT';

/** A point on the map, as the address form sends it. */
export type GeoLocationInput = {
  /** Latitude in degrees, -90 to 90. */
  latitude: number;
  /** Longitude in degrees, -180 to 180. */
  longitude: number;
};

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

/** How the shopper pays: the checkout's choice, and how a placed order is paid. */
export type PaymentMethod =
  /** Cash on delivery: the order is placed at once. */
  | 'CASH_ON_DELIVERY'
  /** UPI or a card through the payment provider's checkout window; the order is placed once the payment is confirmed. */
  | 'ONLINE';

/** A checkout to place. */
export type PlaceOrderInput = {
  /** Where to deliver: one of the shopper's addresses (`Address.id`; its REST key is also accepted until 2027-06-01). Every placement needs one. */
  addressId: string | number;
  /** One key per checkout attempt, sent again with every retry of it (8 to 100 characters). */
  idempotencyKey: string;
  /** A delivery note for the seller, if any (at most 500 characters). */
  note?: string | null | undefined;
  /** How to pay. */
  paymentMethod: PaymentMethod;
  /** The product's global `id` (`Product.id`), for `PRODUCT`; its REST key (`PRD000001`) is also accepted until 2027-06-01. */
  productId?: string | number | null | undefined;
  /** Units of the product, for `PRODUCT`; its minimum order quantity when left out. */
  quantity?: number | null | undefined;
  /** Whether to redeem the shopper's redeemable coins. */
  redeemCoins?: boolean | null | undefined;
  /** What to buy. */
  source: CheckoutSource;
};

/** Where the refund of a cancellation goes. */
export type RefundMethod =
  /** Back to the original payment method. */
  | 'ORIGINAL'
  /** To the shopper's wallet. */
  | 'WALLET';

/** E-mail and password. */
export type SignInWithEmailInput = {
  /** E-mail address of the account. */
  email: string;
  /** The account's password. */
  password: string;
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

export type SignInMutationVariables = Exact<{
  input: SignInWithEmailInput;
}>;


export type SignInMutation = { signInWithEmail: { session: { token: string, expiresAt: unknown } | null, viewer: { user: { name: string } | null }, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type HomeQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQuery = { topCategories: Array<{ id: string, displayName: string, hasProducts: boolean }> };

export type CategoryProductsQueryVariables = Exact<{
  id: string | number;
}>;


export type CategoryProductsQuery = { node:
    | { __typename: 'Address' }
    | { __typename: 'Brand' }
    | { __typename: 'Cart' }
    | { __typename: 'Category', displayName: string, products: { totalCount: number, edges: Array<{ node: { id: string, name: string } }> } | null }
    | { __typename: 'Checkout' }
    | { __typename: 'Discount' }
    | { __typename: 'List' }
    | { __typename: 'Order' }
    | { __typename: 'OrderItem' }
    | { __typename: 'PlacedOrder' }
    | { __typename: 'Product' }
    | { __typename: 'Seller' }
    | { __typename: 'Ticket' }
    | { __typename: 'User' }
    | { __typename: 'Viewer' }
    | { __typename: 'Wishlist' }
   | null };

export type ProductDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductDetailsQuery = { node:
    | { __typename: 'Address' }
    | { __typename: 'Brand' }
    | { __typename: 'Cart' }
    | { __typename: 'Category' }
    | { __typename: 'Checkout' }
    | { __typename: 'Discount' }
    | { __typename: 'List' }
    | { __typename: 'Order' }
    | { __typename: 'OrderItem' }
    | { __typename: 'PlacedOrder' }
    | { __typename: 'Product', id: string, name: string, stockLabel: string, offerPrice: { formatted: string }, seller: { storeName: string } }
    | { __typename: 'Seller' }
    | { __typename: 'Ticket' }
    | { __typename: 'User' }
    | { __typename: 'Viewer' }
    | { __typename: 'Wishlist' }
   | null };

export type AddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartMutation = { addToCart: { cart: { lineCount: number, subTotal: { formatted: string } } | null, product: { inCart: boolean, inWishlist: boolean } | null, wishlist: { products: { totalCount: number } | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CartCheckoutQueryVariables = Exact<{ [key: string]: never; }>;


export type CartCheckoutQuery = { viewer: { user: { addresses: Array<{ id: string, isPrimary: boolean, localArea: string, pincode: string }> } | null, checkout: { lines: Array<{ quantity: number }>, total: { formatted: string } } | null } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { order: { parentOrderId: string, total: { formatted: string }, orders: Array<{ id: string, orderId: string, items: Array<{ id: string, product: { name: string } | null }> }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CancellationReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type CancellationReasonsQuery = { cancellationReasons: Array<{ reason: CancellationReason, text: string }> };

export type CancelOrderMutationVariables = Exact<{
  input: CancelOrderInput;
}>;


export type CancelOrderMutation = { cancelOrder: { order: { id: string, orderId: string, status: OrderStatus, cancelledItems: Array<{ id: string }>, currentTotal: { formatted: string }, amountDue: { formatted: string } } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type AddAddressMutationVariables = Exact<{
  input: AddAddressInput;
}>;


export type AddAddressMutation = { addAddress: { address: { id: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type OrderUpdatedSubscriptionVariables = Exact<{
  orderId: string | number;
}>;


export type OrderUpdatedSubscription = { orderUpdated: { id: string, orderId: string, status: OrderStatus, items: Array<{ id: string, status: OrderStatus, statusText: string, tracker: Array<{ title: string, done: boolean, reachedAt: unknown }> }> } };


export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInWithEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"hasProducts"}}]}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const CategoryProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"availability"},"value":{"kind":"EnumValue","value":"IN_STOCK"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CategoryProductsQuery, CategoryProductsQueryVariables>;
export const ProductDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stockLabel"}},{"kind":"Field","name":{"kind":"Name","value":"offerPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductDetailsQuery, ProductDetailsQueryVariables>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inCart"}},{"kind":"Field","name":{"kind":"Name","value":"inWishlist"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const CartCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartCheckout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"localArea"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"EnumValue","value":"CART"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CartCheckoutQuery, CartCheckoutQueryVariables>;
export const PlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parentOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const CancellationReasonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CancellationReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellationReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<CancellationReasonsQuery, CancellationReasonsQueryVariables>;
export const CancelOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const AddAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddAddressMutation, AddAddressMutationVariables>;
export const OrderUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OrderUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"tracker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"reachedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrderUpdatedSubscription, OrderUpdatedSubscriptionVariables>;