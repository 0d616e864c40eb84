// Two shoppers' visits through the marketplace graph in one Apollo Client, as a third-party app would make them:
// browse a category page by page (`fetchMore`, merged by the cache's type policies), sign in one shopper and then
// another in the same client (their carts never mix in the normalized cache), add a wishlisted product to the cart
// (the payload updates the cached wishlist), place a cash-on-delivery order, follow it live until a seller ships it
// (the subscription's answers update the cached order in place), cancel a line of it (the payload updates the
// order's totals), and review the other product with a photo (a multipart upload). Each step is
// printed; any error or refusal exits with status 1.
import { randomUUID } from 'node:crypto';
import { filter, firstValueFrom, from, timeout } from 'rxjs';
import { accepted, becomeViewer, createClient } from './client';
import {
  AddToCart,
  AddToWishlist,
  CancellationReasons,
  CancelOrder,
  CategoryProducts,
  Checkout,
  Home,
  MyCart,
  MyWishlist,
  OrderProgress,
  OrderUpdated,
  PlaceOrder,
  RateProduct,
  SignIn,
} from './operations';

const url = process.env.GRAPHQL_URL ?? 'http://localhost:4000/graphql';
const shoppers = [
  { email: process.env.EMAIL ?? 'demo@example.com', password: process.env.PASSWORD ?? 'Demo@1234' },
  { email: process.env.SECOND_EMAIL ?? 'asha@example.com', password: process.env.SECOND_PASSWORD ?? 'Asha@1234' },
];
// How long to follow the order for its first step (the sandbox's simulator makes one a minute); 0 skips following.
const followSeconds = Number(process.env.FOLLOW_SECONDS ?? 90);

type Client = ReturnType<typeof createClient>;

/** A photo for the review: a 1×1 PNG. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A category's products in stock, two pages of five: the second merged after the first by `fetchMore`. The first
 * product, for the rest of the visit.
 */
async function browse(client: Client) {
  const { data: home } = await client.query({ query: Home });
  const category = home?.topCategories.find((candidate) => candidate.hasProducts);
  if (!category) throw new Error('No category has products');
  const variables = { id: category.id };
  const listing = client.watchQuery({ query: CategoryProducts, variables });
  const first = await firstValueFrom(from(listing).pipe(filter((result) => result.dataState === 'complete')));
  if (first.data.node?.__typename !== 'Category' || !first.data.node.products)
    throw new Error(`Category ${category.id} not found`);
  const { displayName, products } = first.data.node;
  if (products.pageInfo.hasNextPage) await listing.fetchMore({ variables: { after: products.pageInfo.endCursor } });
  const merged = client.readQuery({ query: CategoryProducts, variables })?.node;
  if (merged?.__typename !== 'Category' || !merged.products) throw new Error('The merged listing is gone');
  console.log(
    `Category "${displayName}": ${products.totalCount} products in stock, ${merged.products.edges.length} shown after Load more`,
  );
  const product = products.edges[0]?.node;
  if (!product) throw new Error(`"${displayName}" has no product in stock`);
  return product;
}

/** Signs `shopper` in: later requests carry their token, and the cache's `viewer` is theirs. */
async function signIn(client: Client, shopper: (typeof shoppers)[number]) {
  const { data } = await client.mutate({ mutation: SignIn, variables: { input: shopper } });
  const { session, viewer } = accepted('Sign-in', data?.signInWithEmail);
  if (!session) throw new Error('Sign-in answered no session');
  client.useToken(session.token);
  await becomeViewer(client, viewer);
  return viewer;
}

/** The signed-in shopper's cart, from the cache when it holds it (Apollo's default fetch policy). */
async function cartOf(client: Client) {
  const { data } = await client.query({ query: MyCart });
  if (!data?.viewer.user || !data.viewer.cart) throw new Error('The viewer has no cart');
  const { id, user, cart } = data.viewer;
  console.log(
    `${user.name}'s cart (viewer ${id}): ${cart.lineCount} lines${cart.lines.map((line) => `, ${line.quantity} × ${line.product.name}`).join('')}`,
  );
  return data.viewer;
}

/** The product goes on the wishlist, then into the cart: the cached wishlist loses it from the payload alone. */
async function wishlistToCart(client: Client, product: { id: string; name: string }) {
  accepted(
    'Adding to the wishlist',
    (await client.mutate({ mutation: AddToWishlist, variables: { input: { productId: product.id } } })).data
      ?.addToWishlist,
  );
  const { data: before } = await client.query({ query: MyWishlist, fetchPolicy: 'network-only' });
  const listed = (data: typeof before | null) =>
    data?.viewer.wishlist?.products?.edges.map((edge) => edge.node.name) ?? [];
  console.log(`Wishlist: ${listed(before).join(', ')}`);
  const added = await client.mutate({
    mutation: AddToCart,
    variables: { input: { productId: product.id, quantity: 1, idempotencyKey: randomUUID() } },
  });
  const { cart } = accepted('Adding to the cart', added.data?.addToCart);
  const after = listed(client.readQuery({ query: MyWishlist }));
  if (after.includes(product.name)) throw new Error(`"${product.name}" is still on the cached wishlist`);
  console.log(
    `Added "${product.name}" to the cart (${cart?.lineCount} lines); the cached wishlist now: ${after.join(', ') || 'empty'}`,
  );
}

/** The cart placed as a cash-on-delivery order to the primary address: its orders. */
async function placeOrder(client: Client) {
  const { data } = await client.query({ query: Checkout });
  const address = data?.viewer.user?.addresses.find((candidate) => candidate.isPrimary);
  if (!address) throw new Error('The shopper has no primary address');
  const placed = await client.mutate({
    mutation: PlaceOrder,
    variables: {
      input: { source: 'CART', addressId: address.id, paymentMethod: 'CASH_ON_DELIVERY', idempotencyKey: randomUUID() },
    },
  });
  const { order } = accepted('Placing the order', placed.data?.placeOrder);
  if (!order) throw new Error('Placing the order answered no order');
  console.log(
    `Placed ${order.parentOrderId} (${order.total.formatted}, cash on delivery) to ${address.localArea} ${address.pincode}: ${order.orders.map((sub) => `${sub.orderId} ${sub.total.formatted}`).join(', ')}`,
  );
  return order.orders;
}

type Placed = Awaited<ReturnType<typeof placeOrder>>;

/**
 * Follows an order through `orderUpdated` until its first fulfilment step (at most `followSeconds`), then reads the
 * order from the cache: the subscription's answer updated the cached record in place, no query was sent.
 */
async function follow(client: Client, order: Placed[number]) {
  const updates = from(client.subscribe({ query: OrderUpdated, variables: { orderId: order.id } }));
  console.log(`Following ${order.orderId} live: ${order.status}`);
  const moved = await firstValueFrom(
    updates.pipe(
      filter(({ data, error }) => {
        if (error) throw error;
        return data?.orderUpdated.status !== undefined && data.orderUpdated.status !== 'PROCESSING';
      }),
      timeout(followSeconds * 1000),
    ),
  );
  const cached = client.readFragment({ id: client.cache.identify(order), fragment: OrderProgress });
  console.log(
    `${order.orderId} moved to ${moved.data?.orderUpdated.status}; the cached order reads ${cached?.status}: ${cached?.items[0]?.statusText}`,
  );
}

/** Cancels the line of `product`: the payload answers the order's new totals, which the cache now holds. */
async function cancelLine(client: Client, orders: Placed, product: { id: string }) {
  const order = orders.find((candidate) => candidate.items.some((item) => item.product?.id === product.id));
  const line = order?.items.find((item) => item.product?.id === product.id);
  if (!order || !line) throw new Error('The order has no line of the product');
  const { data } = await client.query({ query: CancellationReasons });
  const reason = data?.cancellationReasons[0];
  if (!reason) throw new Error('No cancellation reason is offered');
  const cancelled = await client.mutate({
    mutation: CancelOrder,
    variables: { input: { orderId: order.id, lineIds: [line.id], reason: reason.reason } },
  });
  const { order: after } = accepted(`Cancelling a line of ${order.orderId}`, cancelled.data?.cancelOrder);
  if (!after) throw new Error('The cancellation answered no order');
  console.log(
    `Cancelled a line of ${after.orderId} ("${reason.text}"): ${after.status}, total ${after.total.formatted}, now ${after.currentTotal.formatted}, due on delivery ${after.amountDue.formatted}`,
  );
}

/** A product of the order not yet reviewed gets five stars and a photo, sent as a multipart request. */
async function reviewWithPhoto(client: Client, orders: Placed, cancelled: { id: string }) {
  const product = orders
    .flatMap((order) => order.items.map((item) => item.product))
    .find((candidate) => candidate && candidate.id !== cancelled.id && !candidate.viewerReview);
  if (!product) throw new Error('No product of the order is left to review');
  const photo = new File([PHOTO], 'photo.png', { type: 'image/png' });
  const rated = await client.mutate({
    mutation: RateProduct,
    variables: { input: { productId: product.id, rating: 5, title: 'Works well', images: [photo] } },
  });
  const { review } = accepted('Rating', rated.data?.rateProduct);
  console.log(`Reviewed "${product.name}": ${review?.rating} stars, photo at ${review?.images[0]?.url}`);
}

async function main() {
  const client = createClient(url);
  const product = await browse(client);

  const [first, second] = shoppers as [(typeof shoppers)[number], (typeof shoppers)[number]];
  await signIn(client, first);
  const firstCart = await cartOf(client);
  await signIn(client, second);
  const secondCart = await cartOf(client);
  if (secondCart.id === firstCart.id || secondCart.cart?.id === firstCart.cart?.id)
    throw new Error("The second shopper was answered the first one's viewer or cart");

  await wishlistToCart(client, product);
  const orders = await placeOrder(client);
  const followed = orders.find((order) => order.items.some((item) => item.product?.id === product.id));
  if (followSeconds > 0 && followed) await follow(client, followed);
  await cancelLine(client, orders, product);
  await reviewWithPhoto(client, orders, product);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
