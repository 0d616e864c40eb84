// The tabs GraphiQL opens with (until the browser has tabs of its own saved): one task each, in the order a new
// client meets them. Their documents are checked against the schema by tests/gateway/http.test.ts.
import { toGlobalId } from '../../graph/ids.ts';

/** One GraphiQL tab: its document, and its variables as JSON text. */
export interface GraphiQLTab {
  query: string;
  variables: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

const browsing: GraphiQLTab = {
  query: `# Welcome to the marketplace graph: an Indian B2B/B2C multi-seller
# marketplace as one Relay graph. Each tab is one task: browsing,
# signing in, the cart, checkout. Run an operation with Ctrl-Enter;
# the Docs pane (top left) documents every type and field.
#
# Authentication: run SignIn in the SignIn tab. In this browser the
# gateway then keeps the session in an HttpOnly cookie, so every tab is
# signed in. Other clients send the token it answers as a header:
#   {"Authorization": "Bearer <session.token>"}
# (the Headers pane below does the same here). GraphiQL posts JSON; a
# client that sends queries as GET adds a preflight header such as
# "x-graphql-csrf: 1". More in docs/clients.md.
#
# The home page's categories and new arrivals. Every object has a
# global \`id\`: node(id: "…") refetches it, and mutations take it.
query Browse {
  topCategories { id displayName children { id displayName } }
  newArrivalProducts(first: 4) {
    totalCount
    edges {
      node {
        id
        name
        offerPrice { formatted }
        percentOff
        stockLabel
        tierPrices { range price { formatted } }
        rating { average count }
        brand { name }
        seller { storeName }
      }
    }
  }
}
`,
  // GraphiQL fills the first tab's variables from its own (empty) default, so the first tab needs none.
  variables: '{}',
};

const signingIn: GraphiQLTab = {
  query: `# Signing in: the demo shopper of a development database (the
# README's demo accounts). On success this browser gets the HttpOnly
# session cookie, and every tab runs as the shopper; other clients send
# session.token as "Authorization: Bearer <token>" until expiresAt.
# Refusals (a wrong password, too many attempts) are userErrors with
# a field and a code, never top-level errors.

mutation SignIn($input: SignInWithEmailInput!) {
  signInWithEmail(input: $input) {
    session { token expiresAt }
    viewer { user { name email coins } }
    userErrors { field code message }
  }
}

query WhoAmI {
  viewer { user { name } cart { lineCount } }
}

mutation SignOut {
  signOut { viewer { user { name } } }
}
`,
  variables: json({ input: { email: 'demo@example.com', password: 'Demo@1234' } }),
};

const cart: GraphiQLTab = {
  query: `# The cart (sign in first). addToCart takes the product's global \`id\`;
# the idempotencyKey makes a retried request safe (one key per attempt).

query Cart {
  viewer {
    cart {
      lineCount
      lines { id quantity maxQuantity product { id name } unitPrice { formatted } lineTotal { formatted } }
      subTotal { formatted }
      savings { formatted }
    }
  }
}

mutation AddToCart($input: AddToCartInput!) {
  addToCart(input: $input) {
    cart { lineCount subTotal { formatted } }
    userErrors { field code message }
  }
}
`,
  variables: json({
    input: { productId: toGlobalId('Product', 'PRD000001'), quantity: 1, idempotencyKey: 'graphiql-add-0001' },
  }),
};

const checkout: GraphiQLTab = {
  query: `# Checkout (sign in first): what the cart would cost, then a cash-on-
# delivery order to one of the shopper's addresses. Put an Address.id
# from Checkout in the variables, and a new idempotencyKey for each new
# attempt (a retry with the same key never places a second order).

query Checkout {
  viewer {
    user { addresses { id isPrimary localArea pincode } }
    checkout(source: CART) {
      lines { quantity product { name } lineTotal { formatted } }
      total { formatted }
      paymentMethods
    }
  }
}

mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    order { parentOrderId total { formatted } orders { id orderId status } }
    userErrors { field code message }
  }
}
`,
  variables: json({
    input: {
      source: 'CART',
      addressId: '<an Address.id from Checkout>',
      paymentMethod: 'CASH_ON_DELIVERY',
      idempotencyKey: 'graphiql-checkout-0001',
    },
  }),
};

export const GRAPHIQL_TABS: readonly GraphiQLTab[] = [browsing, signingIn, cart, checkout];
