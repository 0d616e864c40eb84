// The example client (examples/urql-client) run as its README says, against the real REST API and gateway: a
// contract change that breaks a client built with urql's defaults and codegen's types fails here.
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
 * Runs the client's script (`npm start -w examples/urql-client`) to its end: its exit code and what it printed.
 * `onOutput` sees the output so far each time it grows.
 */
function runClient(
  env: Record<string, string>,
  onOutput: (output: string) => void = () => {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/urql-client/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, GRAPHQL_URL: `${stack.url}/graphql`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    onOutput(output);
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** The shopper's orders as the REST API stored them (status 4 is cancelled, for the order and for each line). */
const ordersOf = (userId: string) =>
  db
    .prepare(
      `SELECT o.id, o.status, o.cod, json_group_array(i.status) AS lines
              FROM orders o JOIN order_items i ON i.orderId = o.id WHERE o.userId = ? GROUP BY o.id`,
    )
    .all(userId) as { id: string; status: number; cod: number; lines: string }[];

const productsOf = (orderId: string) =>
  (db.prepare('SELECT productId FROM order_items WHERE orderId = ?').all(orderId) as { productId: string }[]).map(
    (line) => line.productId,
  );

const countOf = (table: string) => (userId: string) =>
  (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE userId = ?`).get(userId) as { n: number }).n;
const wishlistRows = countOf('wishlist_items');
const addressRows = countOf('addresses');

describe('the urql example client', () => {
  it('signs in, browses, adds to the cart, places a cash-on-delivery order and cancels it, reading each payload whole', async () => {
    const before = new Set(ordersOf(USERS.demo.id).map((order) => order.id));
    const addressesBefore = addressRows(USERS.demo.id);
    // Once the client follows its order live, a seller ships it: the subscription tells the client.
    const { code, output } = await runClient(
      { EMAIL: USERS.demo.email, PASSWORD: USERS.demo.password, FOLLOW_SECONDS: '30' },
      shipWhenFollowed(stack.apiUrl, productsOf),
    );
    expect(output).toMatch(/^Signed in as Rahul Sharma/);
    expect(code, output).toBe(0);
    expect(output).toMatch(/^Added to the cart: /m);
    // addToCart answers the wishlist the product left, and the product as it now is.
    const wished = Number(/^The wishlist after it: (\d+) products, without this one$/m.exec(output)?.[1]);
    expect(wished).toBe(wishlistRows(USERS.demo.id));
    expect(output).toMatch(/^Placed PORD\w+ \(₹[\d,.]+, cash on delivery\)/m);
    const followed = /^Following (ORD\w+) live: Processing$/m.exec(output)?.[1];
    expect(output).toMatch(new RegExp(`^${followed} moved: On the Way at \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z$`, 'm'));

    const placed = ordersOf(USERS.demo.id).filter((order) => !before.has(order.id));
    expect(placed.length).toBeGreaterThan(0);
    for (const order of placed) {
      expect(order).toMatchObject({ status: 4, cod: 1 });
      expect(new Set(JSON.parse(order.lines))).toEqual(new Set([4]));
      // cancelOrder (by line ids) answers the order's new totals: nothing left to pay.
      expect(output).toContain(`Cancelled ${order.id} `);
      expect(output).toMatch(new RegExp(`^Cancelled ${order.id} \\("[^"]+"\\): now ₹0\\.00, ₹0\\.00 due$`, 'm'));
    }
    // Three mistakes of one form, three userErrors in one answer, and no address saved.
    expect(output).toContain(
      [
        'Address form refused, 3 userErrors in one answer:',
        '  INVALID_INPUT at input.name: Full Name should only contain letters and spaces',
        '  INVALID_INPUT at input.phoneNumber: Phone Number must be exactly 10 digits',
        '  INVALID_INPUT at input.pincode: Pincode must be exactly 6 digits',
      ].join('\n'),
    );
    expect(addressRows(USERS.demo.id)).toBe(addressesBefore);
  }, 60_000);

  it('stops with status 1 at a refusal, naming its code, and places nothing', async () => {
    const before = ordersOf(USERS.second.id).length;
    const { code, output } = await runClient({ EMAIL: USERS.second.email, PASSWORD: 'Wrong@1234' });
    expect(code).toBe(1);
    expect(output).toMatch(/^Sign-in was refused: \w+/);
    expect(output).not.toContain('Placed');
    expect(ordersOf(USERS.second.id)).toHaveLength(before);
  }, 60_000);
});
