// The documents this client sends, typed by graphql-codegen's client preset (src/gql/, `npm run codegen`). Each
// selects `id` wherever an object has one, so InMemoryCache normalizes it; every object is referred to by the
// global `id` the graph answered.
import { graphql } from './gql';

/** What a refusal says: the input field at fault, its code (branch on it) and the message for the shopper. */
export const Refusal = graphql(`
  fragment Refusal on UserError {
    field
    code
    message
  }
`);

/**
 * The wishlist as the wishlist screen lists it: a mutation's payload that selects it too (addToCart) updates that
 * screen from the cache, since both write the same field (`products(first: 20)`).
 */
export const WishlistProducts = graphql(`
  fragment WishlistProducts on Wishlist {
    id
    products(first: 20) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`);

export const SignIn = graphql(`
  mutation SignIn($input: SignInWithEmailInput!) {
    signInWithEmail(input: $input) {
      session {
        token
      }
      viewer {
        id
        user {
          id
          name
        }
      }
      userErrors {
        ...Refusal
      }
    }
  }
`);

export const Home = graphql(`
  query Home {
    topCategories {
      id
      displayName
      hasProducts
    }
  }
`);

export const CategoryProducts = graphql(`
  query CategoryProducts($id: ID!, $after: String) {
    node(id: $id) {
      __typename
      id
      ... on Category {
        displayName
        products(first: 5, after: $after, filter: { availability: IN_STOCK }) {
          totalCount
          edges {
            cursor
            node {
              id
              name
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`);

export const MyCart = graphql(`
  query MyCart {
    viewer {
      id
      user {
        id
        name
      }
      cart {
        id
        lineCount
        lines {
          id
          quantity
          product {
            id
            productId
            name
          }
        }
      }
    }
  }
`);

export const MyWishlist = graphql(`
  query MyWishlist {
    viewer {
      id
      wishlist {
        ...WishlistProducts
      }
    }
  }
`);

export const AddToWishlist = graphql(`
  mutation AddToWishlist($input: WishlistProductInput!) {
    addToWishlist(input: $input) {
      product {
        id
        inWishlist
      }
      userErrors {
        ...Refusal
      }
    }
  }
`);

/** The wishlist the product left, as the wishlist screen selects it: the cached one is then the new one. */
export const AddToCart = graphql(`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      product {
        id
        inCart
        inWishlist
      }
      cart {
        id
        lineCount
      }
      wishlist {
        ...WishlistProducts
      }
      userErrors {
        ...Refusal
      }
    }
  }
`);

/** An order's totals: what it was placed for, what it costs after cancellations, what is still to pay. */
export const OrderTotals = graphql(`
  fragment OrderTotals on Order {
    total {
      formatted
    }
    currentTotal {
      formatted
    }
    amountDue {
      formatted
    }
  }
`);

/** Where an order and its lines are: what `orderUpdated` changes in the cached `Order` and `OrderItem` records. */
export const OrderProgress = graphql(`
  fragment OrderProgress on Order {
    id
    orderId
    status
    items {
      id
      status
      statusText
    }
  }
`);

export const OrderUpdated = graphql(`
  subscription OrderUpdated($orderId: ID!) {
    orderUpdated(orderId: $orderId) {
      ...OrderProgress
    }
  }
`);

export const Checkout = graphql(`
  query Checkout {
    viewer {
      id
      user {
        id
        addresses {
          id
          isPrimary
          localArea
          pincode
        }
      }
    }
  }
`);

export const PlaceOrder = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        id
        parentOrderId
        total {
          formatted
        }
        orders {
          id
          orderId
          ...OrderTotals
          ...OrderProgress
          items {
            id
            product {
              id
              name
              viewerReview {
                id
              }
            }
          }
        }
      }
      userErrors {
        ...Refusal
      }
    }
  }
`);

export const CancellationReasons = graphql(`
  query CancellationReasons {
    cancellationReasons {
      reason
      text
    }
  }
`);

/** Selects the totals the cached order shows: the payload updates them. */
export const CancelOrder = graphql(`
  mutation CancelOrder($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      order {
        id
        orderId
        status
        ...OrderTotals
      }
      userErrors {
        ...Refusal
      }
    }
  }
`);

export const RateProduct = graphql(`
  mutation RateProduct($input: RateProductInput!) {
    rateProduct(input: $input) {
      review {
        id
        rating
        images {
          url
        }
      }
      userErrors {
        ...Refusal
      }
    }
  }
`);
