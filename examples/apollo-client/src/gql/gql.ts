/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment Refusal on UserError {\n    field\n    code\n    message\n  }\n": typeof types.RefusalFragmentDoc,
    "\n  fragment WishlistProducts on Wishlist {\n    id\n    products(first: 20) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.WishlistProductsFragmentDoc,
    "\n  mutation SignIn($input: SignInWithEmailInput!) {\n    signInWithEmail(input: $input) {\n      session {\n        token\n      }\n      viewer {\n        id\n        user {\n          id\n          name\n        }\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query Home {\n    topCategories {\n      id\n      displayName\n      hasProducts\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query CategoryProducts($id: ID!, $after: String) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Category {\n        displayName\n        products(first: 5, after: $after, filter: { availability: IN_STOCK }) {\n          totalCount\n          edges {\n            cursor\n            node {\n              id\n              name\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n        }\n      }\n    }\n  }\n": typeof types.CategoryProductsDocument,
    "\n  query MyCart {\n    viewer {\n      id\n      user {\n        id\n        name\n      }\n      cart {\n        id\n        lineCount\n        lines {\n          id\n          quantity\n          product {\n            id\n            productId\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.MyCartDocument,
    "\n  query MyWishlist {\n    viewer {\n      id\n      wishlist {\n        ...WishlistProducts\n      }\n    }\n  }\n": typeof types.MyWishlistDocument,
    "\n  mutation AddToWishlist($input: WishlistProductInput!) {\n    addToWishlist(input: $input) {\n      product {\n        id\n        inWishlist\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n": typeof types.AddToWishlistDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      product {\n        id\n        inCart\n        inWishlist\n      }\n      cart {\n        id\n        lineCount\n      }\n      wishlist {\n        ...WishlistProducts\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  fragment OrderTotals on Order {\n    total {\n      formatted\n    }\n    currentTotal {\n      formatted\n    }\n    amountDue {\n      formatted\n    }\n  }\n": typeof types.OrderTotalsFragmentDoc,
    "\n  fragment OrderProgress on Order {\n    id\n    orderId\n    status\n    items {\n      id\n      status\n      statusText\n    }\n  }\n": typeof types.OrderProgressFragmentDoc,
    "\n  subscription OrderUpdated($orderId: ID!) {\n    orderUpdated(orderId: $orderId) {\n      ...OrderProgress\n    }\n  }\n": typeof types.OrderUpdatedDocument,
    "\n  query Checkout {\n    viewer {\n      id\n      user {\n        id\n        addresses {\n          id\n          isPrimary\n          localArea\n          pincode\n        }\n      }\n    }\n  }\n": typeof types.CheckoutDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        parentOrderId\n        total {\n          formatted\n        }\n        orders {\n          id\n          orderId\n          ...OrderTotals\n          ...OrderProgress\n          items {\n            id\n            product {\n              id\n              name\n              viewerReview {\n                id\n              }\n            }\n          }\n        }\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  query CancellationReasons {\n    cancellationReasons {\n      reason\n      text\n    }\n  }\n": typeof types.CancellationReasonsDocument,
    "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        orderId\n        status\n        ...OrderTotals\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation RateProduct($input: RateProductInput!) {\n    rateProduct(input: $input) {\n      review {\n        id\n        rating\n        images {\n          url\n        }\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n": typeof types.RateProductDocument,
};
const documents: Documents = {
    "\n  fragment Refusal on UserError {\n    field\n    code\n    message\n  }\n": types.RefusalFragmentDoc,
    "\n  fragment WishlistProducts on Wishlist {\n    id\n    products(first: 20) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.WishlistProductsFragmentDoc,
    "\n  mutation SignIn($input: SignInWithEmailInput!) {\n    signInWithEmail(input: $input) {\n      session {\n        token\n      }\n      viewer {\n        id\n        user {\n          id\n          name\n        }\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  query Home {\n    topCategories {\n      id\n      displayName\n      hasProducts\n    }\n  }\n": types.HomeDocument,
    "\n  query CategoryProducts($id: ID!, $after: String) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Category {\n        displayName\n        products(first: 5, after: $after, filter: { availability: IN_STOCK }) {\n          totalCount\n          edges {\n            cursor\n            node {\n              id\n              name\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n        }\n      }\n    }\n  }\n": types.CategoryProductsDocument,
    "\n  query MyCart {\n    viewer {\n      id\n      user {\n        id\n        name\n      }\n      cart {\n        id\n        lineCount\n        lines {\n          id\n          quantity\n          product {\n            id\n            productId\n            name\n          }\n        }\n      }\n    }\n  }\n": types.MyCartDocument,
    "\n  query MyWishlist {\n    viewer {\n      id\n      wishlist {\n        ...WishlistProducts\n      }\n    }\n  }\n": types.MyWishlistDocument,
    "\n  mutation AddToWishlist($input: WishlistProductInput!) {\n    addToWishlist(input: $input) {\n      product {\n        id\n        inWishlist\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n": types.AddToWishlistDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      product {\n        id\n        inCart\n        inWishlist\n      }\n      cart {\n        id\n        lineCount\n      }\n      wishlist {\n        ...WishlistProducts\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n": types.AddToCartDocument,
    "\n  fragment OrderTotals on Order {\n    total {\n      formatted\n    }\n    currentTotal {\n      formatted\n    }\n    amountDue {\n      formatted\n    }\n  }\n": types.OrderTotalsFragmentDoc,
    "\n  fragment OrderProgress on Order {\n    id\n    orderId\n    status\n    items {\n      id\n      status\n      statusText\n    }\n  }\n": types.OrderProgressFragmentDoc,
    "\n  subscription OrderUpdated($orderId: ID!) {\n    orderUpdated(orderId: $orderId) {\n      ...OrderProgress\n    }\n  }\n": types.OrderUpdatedDocument,
    "\n  query Checkout {\n    viewer {\n      id\n      user {\n        id\n        addresses {\n          id\n          isPrimary\n          localArea\n          pincode\n        }\n      }\n    }\n  }\n": types.CheckoutDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        parentOrderId\n        total {\n          formatted\n        }\n        orders {\n          id\n          orderId\n          ...OrderTotals\n          ...OrderProgress\n          items {\n            id\n            product {\n              id\n              name\n              viewerReview {\n                id\n              }\n            }\n          }\n        }\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  query CancellationReasons {\n    cancellationReasons {\n      reason\n      text\n    }\n  }\n": types.CancellationReasonsDocument,
    "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        orderId\n        status\n        ...OrderTotals\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation RateProduct($input: RateProductInput!) {\n    rateProduct(input: $input) {\n      review {\n        id\n        rating\n        images {\n          url\n        }\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n": types.RateProductDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Refusal on UserError {\n    field\n    code\n    message\n  }\n"): (typeof documents)["\n  fragment Refusal on UserError {\n    field\n    code\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WishlistProducts on Wishlist {\n    id\n    products(first: 20) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WishlistProducts on Wishlist {\n    id\n    products(first: 20) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInWithEmailInput!) {\n    signInWithEmail(input: $input) {\n      session {\n        token\n      }\n      viewer {\n        id\n        user {\n          id\n          name\n        }\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInWithEmailInput!) {\n    signInWithEmail(input: $input) {\n      session {\n        token\n      }\n      viewer {\n        id\n        user {\n          id\n          name\n        }\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    topCategories {\n      id\n      displayName\n      hasProducts\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    topCategories {\n      id\n      displayName\n      hasProducts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryProducts($id: ID!, $after: String) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Category {\n        displayName\n        products(first: 5, after: $after, filter: { availability: IN_STOCK }) {\n          totalCount\n          edges {\n            cursor\n            node {\n              id\n              name\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryProducts($id: ID!, $after: String) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Category {\n        displayName\n        products(first: 5, after: $after, filter: { availability: IN_STOCK }) {\n          totalCount\n          edges {\n            cursor\n            node {\n              id\n              name\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCart {\n    viewer {\n      id\n      user {\n        id\n        name\n      }\n      cart {\n        id\n        lineCount\n        lines {\n          id\n          quantity\n          product {\n            id\n            productId\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCart {\n    viewer {\n      id\n      user {\n        id\n        name\n      }\n      cart {\n        id\n        lineCount\n        lines {\n          id\n          quantity\n          product {\n            id\n            productId\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWishlist {\n    viewer {\n      id\n      wishlist {\n        ...WishlistProducts\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyWishlist {\n    viewer {\n      id\n      wishlist {\n        ...WishlistProducts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToWishlist($input: WishlistProductInput!) {\n    addToWishlist(input: $input) {\n      product {\n        id\n        inWishlist\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToWishlist($input: WishlistProductInput!) {\n    addToWishlist(input: $input) {\n      product {\n        id\n        inWishlist\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      product {\n        id\n        inCart\n        inWishlist\n      }\n      cart {\n        id\n        lineCount\n      }\n      wishlist {\n        ...WishlistProducts\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      product {\n        id\n        inCart\n        inWishlist\n      }\n      cart {\n        id\n        lineCount\n      }\n      wishlist {\n        ...WishlistProducts\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderTotals on Order {\n    total {\n      formatted\n    }\n    currentTotal {\n      formatted\n    }\n    amountDue {\n      formatted\n    }\n  }\n"): (typeof documents)["\n  fragment OrderTotals on Order {\n    total {\n      formatted\n    }\n    currentTotal {\n      formatted\n    }\n    amountDue {\n      formatted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderProgress on Order {\n    id\n    orderId\n    status\n    items {\n      id\n      status\n      statusText\n    }\n  }\n"): (typeof documents)["\n  fragment OrderProgress on Order {\n    id\n    orderId\n    status\n    items {\n      id\n      status\n      statusText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderUpdated($orderId: ID!) {\n    orderUpdated(orderId: $orderId) {\n      ...OrderProgress\n    }\n  }\n"): (typeof documents)["\n  subscription OrderUpdated($orderId: ID!) {\n    orderUpdated(orderId: $orderId) {\n      ...OrderProgress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Checkout {\n    viewer {\n      id\n      user {\n        id\n        addresses {\n          id\n          isPrimary\n          localArea\n          pincode\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Checkout {\n    viewer {\n      id\n      user {\n        id\n        addresses {\n          id\n          isPrimary\n          localArea\n          pincode\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        parentOrderId\n        total {\n          formatted\n        }\n        orders {\n          id\n          orderId\n          ...OrderTotals\n          ...OrderProgress\n          items {\n            id\n            product {\n              id\n              name\n              viewerReview {\n                id\n              }\n            }\n          }\n        }\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        parentOrderId\n        total {\n          formatted\n        }\n        orders {\n          id\n          orderId\n          ...OrderTotals\n          ...OrderProgress\n          items {\n            id\n            product {\n              id\n              name\n              viewerReview {\n                id\n              }\n            }\n          }\n        }\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancellationReasons {\n    cancellationReasons {\n      reason\n      text\n    }\n  }\n"): (typeof documents)["\n  query CancellationReasons {\n    cancellationReasons {\n      reason\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        orderId\n        status\n        ...OrderTotals\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        orderId\n        status\n        ...OrderTotals\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateProduct($input: RateProductInput!) {\n    rateProduct(input: $input) {\n      review {\n        id\n        rating\n        images {\n          url\n        }\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RateProduct($input: RateProductInput!) {\n    rateProduct(input: $input) {\n      review {\n        id\n        rating\n        images {\n          url\n        }\n      }\n      userErrors {\n        ...Refusal\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;