import { sql } from 'kysely';
import { DAY, insertAll, pad, productId, rupees, type SeedContext } from './context.ts';
import type { SeedProduct } from './catalog.ts';
import { REVIEWERS } from './people.ts';
import { all, type Tx } from '../queries.ts';
import { RATING_COLUMNS } from '../../serializers/review.ts';
import { formatRupees } from '../../orders/coins.ts';

const REASONS = ['I changed my mind', 'I found a better price elsewhere'];
const TITLES = [
  'Value for money',
  'Good quality',
  'As described',
  'Fast delivery',
  'Decent product',
  'Not as expected',
  'Excellent!',
];
const COMMENTS = [
  'Packaging was neat and the product matches the description.',
  'Bought this for my shop, customers are happy with it.',
  'Good price for bulk orders, will order again.',
  'Quality is okay for the price. Delivery took a little longer.',
  'Exactly what I needed. Seller was responsive.',
  'The product is fine but the box was slightly damaged.',
];
const QUESTIONS = [
  'Is a GST invoice provided?',
  'What is the shelf life?',
  'Is bulk pricing available above 100 units?',
  'Does it come with a warranty?',
  'Can this be delivered to Pune?',
];
type Tier = { range: string; discountPrice: number };

/** The answer to "bulk pricing above 100 units?": the product's own tiers, never a tier it lacks. */
function bulkPriceAnswer({ tirePrice }: SeedProduct): string {
  const tiers = JSON.parse(tirePrice) as Tier[];
  const hundredUp = tiers.find((t) => t.range === '100+');
  if (hundredUp)
    return `Yes, ${formatRupees(hundredUp.discountPrice * 100)} a piece from 100 pieces, applied automatically at checkout.`;
  const largest = tiers.at(-1);
  if (largest)
    return `No, the lowest price is ${formatRupees(largest.discountPrice * 100)} a piece for ${largest.range} pieces; there is no lower price above 100.`;
  return 'No, this product has one price at every quantity.';
}

const ANSWERS: (string | ((product: SeedProduct) => string))[] = [
  'Yes, a GST invoice is included with every order.',
  'Please check the product details; it is printed on the pack.',
  bulkPriceAnswer,
  'Warranty terms are listed in More Details.',
  'Yes, we deliver to all serviceable pincodes.',
];

/** The fixture product's three reviews: with its other ratings (seed/catalog.ts) they make its 58 ratings, 4.5 on average. */
const FIRST_PRODUCT_REVIEW_STARS = [5, 5, 4];

type OrderSpec = {
  id: string;
  parent: string;
  userId: string;
  status: number;
  days: number;
  items: [number, number][];
  coins?: number;
  mode?: string;
  reason?: string;
};

/** Demo's orders in every status, the second user's order, and reviewers' delivered orders behind their reviews. */
export async function seedOrders(ctx: SeedContext, products: SeedProduct[]): Promise<void> {
  const { db, f, now } = ctx;
  const byN = (n: number) => products[n - 1]!;
  // Each user's primary address (else the first one): the first row per user.
  const addresses = new Map<unknown, Record<string, unknown>>();
  for (const { userId, ...address } of await all(
    db,
    sql<Record<string, unknown>>`SELECT userId, name, houseName, landMark, localArea, state, pincode, phoneNumber
      FROM addresses ORDER BY userId, primaryAddress DESC, id`,
  )) {
    if (!addresses.has(userId)) addresses.set(userId, address);
  }
  const shipTo = (userId: string) => {
    const a = addresses.get(userId);
    return JSON.stringify(
      a ?? {
        name: 'Customer',
        houseName: '1 Main Road',
        landMark: null,
        localArea: 'Andheri',
        state: 'Maharashtra',
        pincode: '400076',
        phoneNumber: '9000000000',
      },
    );
  };
  const orders: Record<string, unknown>[] = [];
  const items: Record<string, unknown>[] = [];
  const add = (o: OrderSpec) => {
    const orderDate = now - o.days * DAY;
    const lines = o.items.map(([n, quantity]) => ({ p: byN(n), quantity }));
    const coinValue = 0.1;
    const total = lines.reduce((sum, l) => sum + l.p.offerPrice * l.quantity, 0);
    orders.push({
      id: o.id,
      parentOrderId: o.parent,
      userId: o.userId,
      sellerId: lines[0]!.p.sellerId,
      status: o.status,
      orderDate,
      expectedDeliveryDate: orderDate + 7 * DAY,
      deliveredDate: o.status === 3 ? orderDate + 5 * DAY : null,
      paymentMode: o.mode ?? 'COD',
      cod: o.mode ? 0 : 1,
      paymentStatus: o.mode ? 'paid' : 'cod',
      creditCoins: o.coins ?? 0,
      coinValue,
      shipTo: shipTo(o.userId),
      orderAmount: rupees(total - (o.coins ?? 0) * coinValue),
      razorpayOrderId: null,
    });
    for (const { p, quantity } of lines) {
      items.push({
        orderId: o.id,
        productId: p.productId,
        productName: p.name,
        productImage: JSON.parse(p.imageUrls)[0],
        unitPrice: p.offerPrice,
        listPrice: p.price,
        quantity,
        status: o.status,
        productNote: null,
        cancellationDate: o.status === 4 ? orderDate + DAY : null,
        cancellationReason: o.status === 4 ? (o.reason ?? REASONS[0]) : null,
        refundMethod: o.status === 4 ? 'original' : null,
      });
    }
  };
  const demo = 'USR0001';
  add({ id: 'ORD0001', parent: 'PORD0001', userId: demo, status: 0, days: 1, items: [[7, 2]] });
  add({ id: 'ORD0002', parent: 'PORD0002', userId: demo, status: 1, days: 3, items: [[8, 1]], mode: 'Pre-paid' });
  add({ id: 'ORD0003', parent: 'PORD0003', userId: demo, status: 2, days: 5, items: [[9, 3]] });
  add({
    id: 'ORD0004',
    parent: 'PORD0004',
    userId: demo,
    status: 3,
    days: 20,
    items: [
      [1, 5],
      [2, 1],
    ],
  });
  add({ id: 'ORD0005', parent: 'PORD0005', userId: demo, status: 4, days: 30, items: [[23, 1]] });
  add({ id: 'ORD0006', parent: 'PORD0006', userId: demo, status: 0, days: 2, items: [[24, 1]], coins: 50 });
  add({ id: 'ORD0007', parent: 'PORD0006', userId: demo, status: 0, days: 2, items: [[25, 2]] });
  add({ id: 'ORD0008', parent: 'PORD0008', userId: demo, status: 3, days: 400, items: [[26, 4]] });
  add({ id: 'ORD0101', parent: 'PORD0101', userId: 'USR0002', status: 0, days: 1, items: [[22, 1]] });

  const reviews: Record<string, unknown>[] = [];
  const reviewer = (i: number) => `USR${pad(100 + (i % REVIEWERS), 4)}`;
  let orderNo = 1000;
  const reviewed = Math.min(products.length, 300);
  for (let n = 1; n <= reviewed; n++) {
    if (n >= 2 && n <= 30) continue; // fixture products keep exactly the reviews tests expect
    const count = n === 1 ? 3 : f.number.int({ min: 0, max: 3 });
    const start = f.number.int({ min: 0, max: REVIEWERS - 1 });
    for (let k = 0; k < count; k++) {
      const userId = reviewer(start + k);
      const id = `ORD${++orderNo}`;
      add({
        id,
        parent: `P${id}`,
        userId,
        status: 3,
        days: f.number.int({ min: 15, max: 200 }),
        items: [[n, f.number.int({ min: 1, max: 10 })]],
      });
      const stars = f.number.int({ min: 2, max: 5 });
      reviews.push(
        review(
          ctx,
          byN(n),
          userId,
          n === 1 ? FIRST_PRODUCT_REVIEW_STARS[k]! : stars,
          f.datatype.boolean({ probability: 0.3 }),
        ),
      );
    }
  }
  reviews.push({
    ...review(ctx, byN(2), demo, 4, true),
    review: 'Good quality',
    comment: 'Arrived well packed, as described.',
  });
  await insertAll(db, 'orders', orders);
  await insertAll(db, 'order_items', items);
  await insertAll(db, 'reviews', reviews);
  await countInRatings(db, reviews);
  await seedQuestions(ctx, products);
  await seedSellerRatings(ctx);
  void now;
}

/** A review is one of its product's ratings: the star counters count it, as POST /addProductRating does. */
async function countInRatings(db: Tx, reviews: Record<string, unknown>[]): Promise<void> {
  for (const { productId, rating } of reviews) {
    const counter = sql.ref(RATING_COLUMNS[(rating as number) - 1]!);
    await sql`UPDATE products SET ${counter} = ${counter} + 1 WHERE productId = ${productId}`.execute(db);
  }
}

function review(ctx: SeedContext, p: SeedProduct, userId: string, rating: number, withMedia: boolean) {
  const { f, now } = ctx;
  return {
    id: `REV${f.string.alphanumeric({ length: 10, casing: 'upper' })}`,
    productId: p.productId,
    userId,
    rating,
    review: f.helpers.arrayElement(TITLES),
    comment: f.helpers.arrayElement(COMMENTS),
    mediaUrl: JSON.stringify(withMedia ? [{ type: 'image', url: JSON.parse(p.imageUrls)[1] }] : []),
    sellerId: p.sellerId,
    brandId: p.brandId,
    category: p.categoryId,
    reference: `products/${p.productId}`,
    createdAt: now - f.number.int({ min: 1, max: 120 }) * DAY,
  };
}

async function seedQuestions(ctx: SeedContext, products: SeedProduct[]): Promise<void> {
  const { f, now } = ctx;
  const questions: Record<string, unknown>[] = [];
  const answers: Record<string, unknown>[] = [];
  for (let n = 1; n <= Math.min(products.length, 200); n++) {
    const count = n === 1 ? 2 : f.number.int({ min: 0, max: 2 });
    for (let k = 0; k < count; k++) {
      const id = `QST${productId(n).slice(3)}${k}`;
      const q = (n + k) % QUESTIONS.length;
      questions.push({
        id,
        productId: productId(n),
        question: QUESTIONS[q],
        customerName: f.person.firstName(),
        createdAt: now - f.number.int({ min: 2, max: 90 }) * DAY,
      });
      const answer = ANSWERS[q]!;
      answers.push({
        questionId: id,
        ans: typeof answer === 'string' ? answer : answer(products[n - 1]!),
        createdAt: now - DAY,
      });
    }
  }
  await insertAll(ctx.db, 'questions', questions);
  await insertAll(ctx.db, 'answers', answers);
}

async function seedSellerRatings(ctx: SeedContext): Promise<void> {
  const { db, f, now } = ctx;
  const sellers = await all(db, sql<{ sellerId: string }>`SELECT sellerId FROM sellers ORDER BY sellerId`);
  const rows: Record<string, unknown>[] = [];
  sellers.forEach(({ sellerId }, s) => {
    const count = s === 0 ? 12 : f.number.int({ min: 2, max: 8 });
    for (let k = 0; k < count; k++) {
      const n = 100 + ((s * 7 + k) % REVIEWERS);
      rows.push({
        id: `SRT${sellerId.slice(3)}${pad(k, 2)}`,
        sellerId,
        userId: `USR${pad(n, 4)}`,
        customerId: `CUST${pad(n, 4)}`,
        rating: f.helpers.arrayElement([3, 3.5, 4, 4, 4.5, 5, 5, 2.5]),
        review: f.helpers.arrayElement(TITLES),
        comment: f.helpers.arrayElement(COMMENTS),
        createdAt: now - (k + 1) * 3 * DAY,
      });
    }
  });
  await insertAll(db, 'seller_ratings', rows);
}
