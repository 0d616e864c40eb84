// The documents this client sends, typed by graphql-codegen's client preset (src/gql/, `npm run codegen`). Every
// object is referred to by the global `id` the graph answered; REST keys are only printed.
import { graphql } from './gql';

export const SignIn = graphql(`
  mutation SignIn($input: SignInWithEmailInput!) {
    signInWithEmail(input: $input) {
      session {
        token
        expiresAt
      }
      viewer {
        user {
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
  query CategoryProducts($id: ID!) {
    node(id: $id) {
      __typename
      ... on Category {
        displayName
        products(first: 5, filter: { availability: IN_STOCK }) {
          totalCount
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

export const ProductDetails = graphql(`
  query ProductDetails($id: ID!) {
    node(id: $id) {
      __typename
      ... on Product {
        id
        name
        stockLabel
        offerPrice {
          formatted
        }
        seller {
          storeName
        }
      }
    }
  }
`);

export const AddToCart = graphql(`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        lineCount
        subTotal {
          formatted
        }
      }
      product {
        inCart
        inWishlist
      }
      wishlist {
        products(first: 0) {
          totalCount
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

export const CartCheckout = graphql(`
  query CartCheckout {
    viewer {
      user {
        addresses {
          id
          isPrimary
          localArea
          pincode
        }
      }
      checkout(source: CART) {
        lines {
          quantity
        }
        total {
          formatted
        }
      }
    }
  }
`);

export const PlaceOrder = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        parentOrderId
        total {
          formatted
        }
        orders {
          id
          orderId
          items {
            id
            product {
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

export const CancellationReasons = graphql(`
  query CancellationReasons {
    cancellationReasons {
      reason
      text
    }
  }
`);

export const CancelOrder = graphql(`
  mutation CancelOrder($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      order {
        id
        orderId
        status
        cancelledItems {
          id
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

export const AddAddress = graphql(`
  mutation AddAddress($input: AddAddressInput!) {
    addAddress(input: $input) {
      address {
        id
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const OrderUpdated = graphql(`
  subscription OrderUpdated($orderId: ID!) {
    orderUpdated(orderId: $orderId) {
      id
      orderId
      status
      items {
        id
        status
        statusText
        tracker {
          title
          done
          reachedAt
        }
      }
    }
  }
`);
