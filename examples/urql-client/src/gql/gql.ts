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
    "\n  mutation SignIn($input: SignInWithEmailInput!) {\n    signInWithEmail(input: $input) {\n      session {\n        token\n        expiresAt\n      }\n      viewer {\n        user {\n          name\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query Home {\n    topCategories {\n      id\n      displayName\n      hasProducts\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query CategoryProducts($id: ID!) {\n    node(id: $id) {\n      __typename\n      ... on Category {\n        displayName\n        products(first: 5, filter: { availability: IN_STOCK }) {\n          totalCount\n          edges {\n            node {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CategoryProductsDocument,
    "\n  query ProductDetails($id: ID!) {\n    node(id: $id) {\n      __typename\n      ... on Product {\n        id\n        name\n        stockLabel\n        offerPrice {\n          formatted\n        }\n        seller {\n          storeName\n        }\n      }\n    }\n  }\n": typeof types.ProductDetailsDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        lineCount\n        subTotal {\n          formatted\n        }\n      }\n      product {\n        inCart\n        inWishlist\n      }\n      wishlist {\n        products(first: 0) {\n          totalCount\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  query CartCheckout {\n    viewer {\n      user {\n        addresses {\n          id\n          isPrimary\n          localArea\n          pincode\n        }\n      }\n      checkout(source: CART) {\n        lines {\n          quantity\n        }\n        total {\n          formatted\n        }\n      }\n    }\n  }\n": typeof types.CartCheckoutDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        parentOrderId\n        total {\n          formatted\n        }\n        orders {\n          id\n          orderId\n          items {\n            id\n            product {\n              name\n            }\n          }\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  query CancellationReasons {\n    cancellationReasons {\n      reason\n      text\n    }\n  }\n": typeof types.CancellationReasonsDocument,
    "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        orderId\n        status\n        cancelledItems {\n          id\n        }\n        currentTotal {\n          formatted\n        }\n        amountDue {\n          formatted\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation AddAddress($input: AddAddressInput!) {\n    addAddress(input: $input) {\n      address {\n        id\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddAddressDocument,
    "\n  subscription OrderUpdated($orderId: ID!) {\n    orderUpdated(orderId: $orderId) {\n      id\n      orderId\n      status\n      items {\n        id\n        status\n        statusText\n        tracker {\n          title\n          done\n          reachedAt\n        }\n      }\n    }\n  }\n": typeof types.OrderUpdatedDocument,
};
const documents: Documents = {
    "\n  mutation SignIn($input: SignInWithEmailInput!) {\n    signInWithEmail(input: $input) {\n      session {\n        token\n        expiresAt\n      }\n      viewer {\n        user {\n          name\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  query Home {\n    topCategories {\n      id\n      displayName\n      hasProducts\n    }\n  }\n": types.HomeDocument,
    "\n  query CategoryProducts($id: ID!) {\n    node(id: $id) {\n      __typename\n      ... on Category {\n        displayName\n        products(first: 5, filter: { availability: IN_STOCK }) {\n          totalCount\n          edges {\n            node {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CategoryProductsDocument,
    "\n  query ProductDetails($id: ID!) {\n    node(id: $id) {\n      __typename\n      ... on Product {\n        id\n        name\n        stockLabel\n        offerPrice {\n          formatted\n        }\n        seller {\n          storeName\n        }\n      }\n    }\n  }\n": types.ProductDetailsDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        lineCount\n        subTotal {\n          formatted\n        }\n      }\n      product {\n        inCart\n        inWishlist\n      }\n      wishlist {\n        products(first: 0) {\n          totalCount\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AddToCartDocument,
    "\n  query CartCheckout {\n    viewer {\n      user {\n        addresses {\n          id\n          isPrimary\n          localArea\n          pincode\n        }\n      }\n      checkout(source: CART) {\n        lines {\n          quantity\n        }\n        total {\n          formatted\n        }\n      }\n    }\n  }\n": types.CartCheckoutDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        parentOrderId\n        total {\n          formatted\n        }\n        orders {\n          id\n          orderId\n          items {\n            id\n            product {\n              name\n            }\n          }\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  query CancellationReasons {\n    cancellationReasons {\n      reason\n      text\n    }\n  }\n": types.CancellationReasonsDocument,
    "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        orderId\n        status\n        cancelledItems {\n          id\n        }\n        currentTotal {\n          formatted\n        }\n        amountDue {\n          formatted\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation AddAddress($input: AddAddressInput!) {\n    addAddress(input: $input) {\n      address {\n        id\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AddAddressDocument,
    "\n  subscription OrderUpdated($orderId: ID!) {\n    orderUpdated(orderId: $orderId) {\n      id\n      orderId\n      status\n      items {\n        id\n        status\n        statusText\n        tracker {\n          title\n          done\n          reachedAt\n        }\n      }\n    }\n  }\n": types.OrderUpdatedDocument,
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
export function graphql(source: "\n  mutation SignIn($input: SignInWithEmailInput!) {\n    signInWithEmail(input: $input) {\n      session {\n        token\n        expiresAt\n      }\n      viewer {\n        user {\n          name\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInWithEmailInput!) {\n    signInWithEmail(input: $input) {\n      session {\n        token\n        expiresAt\n      }\n      viewer {\n        user {\n          name\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    topCategories {\n      id\n      displayName\n      hasProducts\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    topCategories {\n      id\n      displayName\n      hasProducts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryProducts($id: ID!) {\n    node(id: $id) {\n      __typename\n      ... on Category {\n        displayName\n        products(first: 5, filter: { availability: IN_STOCK }) {\n          totalCount\n          edges {\n            node {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryProducts($id: ID!) {\n    node(id: $id) {\n      __typename\n      ... on Category {\n        displayName\n        products(first: 5, filter: { availability: IN_STOCK }) {\n          totalCount\n          edges {\n            node {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetails($id: ID!) {\n    node(id: $id) {\n      __typename\n      ... on Product {\n        id\n        name\n        stockLabel\n        offerPrice {\n          formatted\n        }\n        seller {\n          storeName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetails($id: ID!) {\n    node(id: $id) {\n      __typename\n      ... on Product {\n        id\n        name\n        stockLabel\n        offerPrice {\n          formatted\n        }\n        seller {\n          storeName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        lineCount\n        subTotal {\n          formatted\n        }\n      }\n      product {\n        inCart\n        inWishlist\n      }\n      wishlist {\n        products(first: 0) {\n          totalCount\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        lineCount\n        subTotal {\n          formatted\n        }\n      }\n      product {\n        inCart\n        inWishlist\n      }\n      wishlist {\n        products(first: 0) {\n          totalCount\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartCheckout {\n    viewer {\n      user {\n        addresses {\n          id\n          isPrimary\n          localArea\n          pincode\n        }\n      }\n      checkout(source: CART) {\n        lines {\n          quantity\n        }\n        total {\n          formatted\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartCheckout {\n    viewer {\n      user {\n        addresses {\n          id\n          isPrimary\n          localArea\n          pincode\n        }\n      }\n      checkout(source: CART) {\n        lines {\n          quantity\n        }\n        total {\n          formatted\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        parentOrderId\n        total {\n          formatted\n        }\n        orders {\n          id\n          orderId\n          items {\n            id\n            product {\n              name\n            }\n          }\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        parentOrderId\n        total {\n          formatted\n        }\n        orders {\n          id\n          orderId\n          items {\n            id\n            product {\n              name\n            }\n          }\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancellationReasons {\n    cancellationReasons {\n      reason\n      text\n    }\n  }\n"): (typeof documents)["\n  query CancellationReasons {\n    cancellationReasons {\n      reason\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        orderId\n        status\n        cancelledItems {\n          id\n        }\n        currentTotal {\n          formatted\n        }\n        amountDue {\n          formatted\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($input: CancelOrderInput!) {\n    cancelOrder(input: $input) {\n      order {\n        id\n        orderId\n        status\n        cancelledItems {\n          id\n        }\n        currentTotal {\n          formatted\n        }\n        amountDue {\n          formatted\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAddress($input: AddAddressInput!) {\n    addAddress(input: $input) {\n      address {\n        id\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddAddress($input: AddAddressInput!) {\n    addAddress(input: $input) {\n      address {\n        id\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderUpdated($orderId: ID!) {\n    orderUpdated(orderId: $orderId) {\n      id\n      orderId\n      status\n      items {\n        id\n        status\n        statusText\n        tracker {\n          title\n          done\n          reachedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription OrderUpdated($orderId: ID!) {\n    orderUpdated(orderId: $orderId) {\n      id\n      orderId\n      status\n      items {\n        id\n        status\n        statusText\n        tracker {\n          title\n          done\n          reachedAt\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;