// The Apollo example client (examples/apollo-client) run as its README says, against the real REST API and gateway:
// a contract change that breaks a client with a normalized cache (InMemoryCache, persisted queries, uploads) fails
// here, and what it printed is checked against the rows the REST API stored.
import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '@marketplace/runtime/service';
import { USERS } from '../helpers/fixtures.ts';
import { shipWhenFollowed } from '../helpers/shipWhenFollowed.ts';
import { startStack, type Stack } from '../helpers/stack.ts';

let stack: Stack;
let db: Database.Database;

beforeAll(async () => {
  stack = await startStack();
  db = new Database(stack.dbFile!, { readonly: true });
});
afterAll(async () => {
  db?.close();
  await stack?.stop();
});

/**
 * Runs the client's script (`npm start -w examples/apollo-client`) to its end: its exit code and what it printed.
 * Once it follows an order live, a seller ships it (shipWhenFollowed).
 */
function runClient(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const ship = shipWhenFollowed(stack.apiUrl, productsOf);
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/apollo-client/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, GRAPHQL_URL: `${stack.url}/graphql`, FOLLOW_SECONDS: '30', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    ship(output);
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const productsOf = (orderId: string) =>
  (db.prepare('SELECT productId FROM order_items WHERE orderId = ?').all(orderId) as { productId: string }[]).map(
    (line) => line.productId,
  );

/** A shopper's cart lines as stored. */
const cartOf = (userId: string) =>
  db.prepare('SELECT productId, quantity FROM cart_items WHERE userId = ?').all(userId) as {
    productId: string;
    quantity: number;
  }[];

/** A shopper's orders, each with its lines' statuses by product (4: cancelled). */
const ordersOf = (userId: string) =>
  db
    .prepare(
      `SELECT o.id, o.cod, json_group_object(i.productId, i.status) AS lines
         FROM orders o JOIN order_items i ON i.orderId = o.id WHERE o.userId = ? GROUP BY o.id`,
    )
    .all(userId) as { id: string; cod: number; lines: string }[];

/** The orders placed by `userId` since `before` was taken (a set of their order ids). */
const placedSince = (userId: string, before: Set<string>) => ordersOf(userId).filter((order) => !before.has(order.id));
const orderIds = (userId: string) => new Set(ordersOf(userId).map((order) => order.id));

describe('the Apollo example client', () => {
  it('keeps two shoppers apart in one cache, updates the cache from payloads, and uploads a review photo', async () => {
    const before = orderIds(USERS.second.id);
    const [demoCart, secondCart] = [cartOf(USERS.demo.id), cartOf(USERS.second.id)];
    const { code, output } = await runClient({});
    expect(code, output).toBe(0);
    expect(output).toMatch(/^Category "[^"]+": \d+ products in stock, 10 shown after Load more$/m);
    // Each shopper is shown their own cart as stored, the second after the first in the same client.
    expect(output).toMatch(new RegExp(`^${USERS.demo.name}'s cart \\(viewer \\S+\\): ${demoCart.length} lines`, 'm'));
    expect(output).toMatch(
      new RegExp(`^${USERS.second.name}'s cart \\(viewer \\S+\\): ${secondCart.length} lines`, 'm'),
    );
    const viewers = [...output.matchAll(/cart \(viewer (\S+)\)/g)].map((match) => match[1]);
    expect(new Set(viewers).size).toBe(2);

    // The wishlisted product left the cached wishlist from addToCart's payload, as it left the stored one.
    const added = /^Added "([^"]+)" to the cart \(\d+ lines\); the cached wishlist now: (.*)$/m.exec(output);
    expect(added, output).not.toBeNull();
    expect(added![2]).not.toContain(added![1]!);
    const product = db.prepare('SELECT productId FROM products WHERE name = ?').get(added![1]) as { productId: string };
    expect(
      db
        .prepare('SELECT 1 FROM wishlist_items WHERE userId = ? AND productId = ?')
        .get(USERS.second.id, product.productId),
    ).toBeUndefined();

    // Placed cash on delivery; that product's line cancelled (status 4), the others kept.
    const placed = placedSince(USERS.second.id, before);
    expect(placed.length).toBeGreaterThan(0);
    const lines = Object.assign({}, ...placed.map((order) => JSON.parse(order.lines))) as Record<string, number>;
    expect(lines[product.productId]).toBe(4);
    expect(Object.values(lines).filter((status) => status !== 4).length).toBeGreaterThan(0);
    expect(placed.every((order) => order.cod === 1)).toBe(true);
    // Followed live until shipped: the subscription's answer updated the cached order in place.
    expect(output).toMatch(/^Following ORD\w+ live: PROCESSING$/m);
    expect(output).toMatch(/^ORD\w+ moved to SHIPPED; the cached order reads SHIPPED: Arriving on .+$/m);
    expect(output).toMatch(
      /^Cancelled a line of ORD\w+ \("[^"]+"\): \w+, total ₹[\d,.]+, now ₹[\d,.]+, due on delivery ₹[\d,.]+$/m,
    );

    // The review and its photo are stored.
    const reviewed = /^Reviewed "([^"]+)": 5 stars, photo at (\S+)$/m.exec(output);
    expect(reviewed, output).not.toBeNull();
    const photo = await fetch(reviewed![2]!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
  }, 60_000);

  it('stops with status 1 at a refusal, naming its code, and places nothing', async () => {
    const before = orderIds(USERS.second.id);
    const { code, output } = await runClient({ SECOND_PASSWORD: 'Wrong@1234' });
    expect(code).toBe(1);
    expect(output).toMatch(/^Sign-in was refused: \w+/m);
    expect(placedSince(USERS.second.id, before)).toHaveLength(0);
  }, 60_000);
});
