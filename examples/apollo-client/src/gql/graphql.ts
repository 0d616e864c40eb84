/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A product and a quantity to add to the cart. */
export type AddToCartInput = {
  /** One key per attempt, sent again with every retry of it (8 to 100 characters): a retry answers the first attempt's result instead of doing it twice; the same key with a different input is refused (`IDEMPOTENCY_KEY_REUSED`). */
  idempotencyKey?: string | null | undefined;
  /** The product's global `id` (`Product.id`); its REST key (`PRD000001`) is also accepted until 2027-06-01. */
  productId: string | number;
  /** How many to add, 1 or more. */
  quantity?: number | null | undefined;
};

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

/** A rating and review of a product. */
export type RateProductInput = {
  /** The review text, at most 2000 characters. */
  comment?: string | null | undefined;
  /** Photos (JPEG, PNG, WebP or GIF, at most 2 MB each, at most 5), sent as a GraphQL multipart request. */
  images?: Array<unknown> | null | undefined;
  /** The product's global `id` (`Product.id`); its REST key (`PRD000001`) is also accepted until 2027-06-01. */
  productId: string | number;
  /** Stars, a whole number from 1 to 5 (a fraction is refused by validation, before any call). */
  rating: number;
  /** A title for the review, at most 200 characters. */
  title?: string | null | undefined;
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

/** A product to put on or take off the wishlist. */
export type WishlistProductInput = {
  /** The product's global `id` (`Product.id`); its REST key (`PRD000001`) is also accepted until 2027-06-01. */
  productId: string | number;
};

export type RefusalFragment = { field: Array<string> | null, code: UserErrorCode, message: string };

export type WishlistProductsFragment = { id: string, products: { edges: Array<{ node: { id: string, name: string } }> } | null };

export type SignInMutationVariables = Exact<{
  input: SignInWithEmailInput;
}>;


export type SignInMutation = { signInWithEmail: { session: { token: string } | null, viewer: { id: string, user: { id: string, name: string } | null }, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type HomeQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQuery = { topCategories: Array<{ id: string, displayName: string, hasProducts: boolean }> };

export type CategoryProductsQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type CategoryProductsQuery = { node:
    | { __typename: 'Address', id: string }
    | { __typename: 'Brand', id: string }
    | { __typename: 'Cart', id: string }
    | { __typename: 'Category', displayName: string, id: string, products: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, name: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null }
    | { __typename: 'Checkout', id: string }
    | { __typename: 'Discount', id: string }
    | { __typename: 'List', id: string }
    | { __typename: 'Order', id: string }
    | { __typename: 'OrderItem', id: string }
    | { __typename: 'PlacedOrder', id: string }
    | { __typename: 'Product', id: string }
    | { __typename: 'Seller', id: string }
    | { __typename: 'Ticket', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'Viewer', id: string }
    | { __typename: 'Wishlist', id: string }
   | null };

export type MyCartQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCartQuery = { viewer: { id: string, user: { id: string, name: string } | null, cart: { id: string, lineCount: number, lines: Array<{ id: string, quantity: number, product: { id: string, productId: string, name: string } }> } | null } };

export type MyWishlistQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWishlistQuery = { viewer: { id: string, wishlist: { id: string, products: { edges: Array<{ node: { id: string, name: string } }> } | null } | null } };

export type AddToWishlistMutationVariables = Exact<{
  input: WishlistProductInput;
}>;


export type AddToWishlistMutation = { addToWishlist: { product: { id: string, inWishlist: boolean } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type AddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartMutation = { addToCart: { product: { id: string, inCart: boolean, inWishlist: boolean } | null, cart: { id: string, lineCount: number } | null, wishlist: { id: string, products: { edges: Array<{ node: { id: string, name: string } }> } | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type OrderTotalsFragment = { total: { formatted: string }, currentTotal: { formatted: string }, amountDue: { formatted: string } };

export type OrderProgressFragment = { id: string, orderId: string, status: OrderStatus, items: Array<{ id: string, status: OrderStatus, statusText: string }> };

export type OrderUpdatedSubscriptionVariables = Exact<{
  orderId: string | number;
}>;


export type OrderUpdatedSubscription = { orderUpdated: { id: string, orderId: string, status: OrderStatus, items: Array<{ id: string, status: OrderStatus, statusText: string }> } };

export type CheckoutQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutQuery = { viewer: { id: string, user: { id: string, addresses: Array<{ id: string, isPrimary: boolean, localArea: string, pincode: string }> } | null } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { order: { id: string, parentOrderId: string, total: { formatted: string }, orders: Array<{ id: string, orderId: string, status: OrderStatus, items: Array<{ id: string, status: OrderStatus, statusText: string, product: { id: string, name: string, viewerReview: { id: string } | null } | null }>, total: { formatted: string }, currentTotal: { formatted: string }, amountDue: { formatted: string } }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CancellationReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type CancellationReasonsQuery = { cancellationReasons: Array<{ reason: CancellationReason, text: string }> };

export type CancelOrderMutationVariables = Exact<{
  input: CancelOrderInput;
}>;


export type CancelOrderMutation = { cancelOrder: { order: { id: string, orderId: string, status: OrderStatus, total: { formatted: string }, currentTotal: { formatted: string }, amountDue: { formatted: string } } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RateProductMutationVariables = Exact<{
  input: RateProductInput;
}>;


export type RateProductMutation = { rateProduct: { review: { id: string, rating: number, images: Array<{ url: string }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export const RefusalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Refusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RefusalFragment, unknown>;
export const WishlistProductsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistProducts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WishlistProductsFragment, unknown>;
export const OrderTotalsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTotals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]} as unknown as DocumentNode<OrderTotalsFragment, unknown>;
export const OrderProgressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProgress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]}}]} as unknown as DocumentNode<OrderProgressFragment, unknown>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInWithEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Refusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Refusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"hasProducts"}}]}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const CategoryProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"availability"},"value":{"kind":"EnumValue","value":"IN_STOCK"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CategoryProductsQuery, CategoryProductsQueryVariables>;
export const MyCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyCartQuery, MyCartQueryVariables>;
export const MyWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistProducts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistProducts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyWishlistQuery, MyWishlistQueryVariables>;
export const AddToWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WishlistProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inWishlist"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Refusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Refusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AddToWishlistMutation, AddToWishlistMutationVariables>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inCart"}},{"kind":"Field","name":{"kind":"Name","value":"inWishlist"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistProducts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Refusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistProducts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Refusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const OrderUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OrderUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderProgress"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProgress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]}}]} as unknown as DocumentNode<OrderUpdatedSubscription, OrderUpdatedSubscriptionVariables>;
export const CheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Checkout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"localArea"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutQuery, CheckoutQueryVariables>;
export const PlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTotals"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderProgress"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Refusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTotals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProgress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Refusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const CancellationReasonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CancellationReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellationReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<CancellationReasonsQuery, CancellationReasonsQueryVariables>;
export const CancelOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTotals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Refusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTotals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Refusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const RateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Refusal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Refusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RateProductMutation, RateProductMutationVariables>;