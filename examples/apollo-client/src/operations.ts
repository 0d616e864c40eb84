// The documents this client sends, typed by graphql-codegen's client preset (src/gql/, `npm run codegen`). Each
// selects `id` wherever an object has one, so InMemoryCache normalizes it; every object is referred to by the
// global `id` the graph answered.
import { graphql } from './gql';

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
        field
        code
        message
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
        field
        code
        message
      }
    }
  }
`);

/** Selects the wishlist as MyWishlist does, so the cached one is what the payload says it is now. */
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
      userErrors {
        field
        code
        message
      }
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
          total {
            formatted
          }
          currentTotal {
            formatted
          }
          amountDue {
            formatted
          }
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
        field
        code
        message
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
      userErrors {
        field
        code
        message
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
        field
        code
        message
      }
    }
  }
`);
