import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { first } from '../../rest-api/src/db/queries.ts';
import { BRANDS, PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
let demo: string;
beforeAll(async () => {
  gw = await startGateway();
  demo = await gw.api.signIn(USERS.demo);
});
afterAll(() => gw.close());

const REPORT = /* GraphQL */ `
  mutation ($input: ReportProductInput!) {
    reportProduct(input: $input) {
      reported
      userErrors {
        field
        code
        message
      }
    }
  }
`;

const error = (code: string, message: string, field?: string) => ({
  code,
  message,
  field: field ? ['input', field] : null,
});
const tickets = () => gw.api.count('tickets');
const lastTicket = async () =>
  (await first(
    gw.api.queries,
    sql`SELECT * FROM tickets WHERE userId = ${USERS.demo.id} ORDER BY createdAt DESC, rowid DESC LIMIT 1`,
  )) as Record<string, string | null>;

describe('reportProduct', () => {
  it('sends the report of a product to the seller as a support ticket', async () => {
    const before = await tickets();
    const input = {
      target: { productId: PRODUCTS.inStock },
      reason: 'Wrong information',
      details: 'The weight is wrong.',
    };
    const { body } = await gw.graphql(REPORT, { input }, { token: demo });
    expect(body.data.reportProduct).toEqual({ reported: true, userErrors: [] });
    expect(await tickets()).toBe(before + 1);
    const ticket = await lastTicket();
    expect(ticket).toMatchObject({
      departmentName: 'Seller',
      issue: 'Report',
      orderId: null,
      name: USERS.demo.name,
      email: USERS.demo.email,
    });
    expect(ticket.subject).toContain(PRODUCTS.inStock);
    expect(ticket.details).toContain('Reason: Wrong information');
    expect(ticket.details).toContain('The weight is wrong.');
  });

  it('sends the report of a brand (the brand page) as a ticket naming the brand', async () => {
    const before = await tickets();
    const { body } = await gw.graphql(
      REPORT,
      { input: { target: { brandId: BRANDS.withProducts }, reason: 'Counterfeit or fake product' } },
      { token: demo },
    );
    expect(body.data.reportProduct).toEqual({ reported: true, userErrors: [] });
    expect(await tickets()).toBe(before + 1);
    const ticket = await lastTicket();
    const { brandName } = (await first(
      gw.api.queries,
      sql<{ brandName: string }>`SELECT brandName FROM brands WHERE brandId = ${BRANDS.withProducts}`,
    ))!;
    expect(ticket).toMatchObject({
      departmentName: 'Seller',
      issue: 'Report',
      subject: `Report: ${brandName} (${BRANDS.withProducts})`,
    });
    expect(ticket.details).toBe(`Brand: ${BRANDS.withProducts}\nReason: Counterfeit or fake product`);
  });

  it('refuses a guest, an empty reason, or an unknown product or brand, storing nothing', async () => {
    const cases: [
      Record<string, unknown>,
      string | undefined,
      { code: string; message: string; field: string[] | null },
    ][] = [
      [
        { target: { productId: PRODUCTS.inStock }, reason: 'Fake' },
        undefined,
        error('UNAUTHENTICATED', 'Please log in to report this product'),
      ],
      [
        { target: { brandId: BRANDS.withProducts }, reason: 'Fake' },
        undefined,
        error('UNAUTHENTICATED', 'Please log in to report this brand'),
      ],
      [
        { target: { productId: PRODUCTS.inStock }, reason: '  ' },
        demo,
        error('INVALID_INPUT', 'Please fill out all required fields.', 'reason'),
      ],
      [
        { target: { productId: 'PRD999999' }, reason: 'Fake' },
        demo,
        { code: 'NOT_FOUND', message: 'Product not found', field: ['input', 'target', 'productId'] },
      ],
      [
        { target: { brandId: 'BRD999' }, reason: 'Fake' },
        demo,
        { code: 'NOT_FOUND', message: 'Brand not found', field: ['input', 'target', 'brandId'] },
      ],
    ];
    for (const [input, token, expected] of cases) {
      const before = await tickets();
      const { body } = await gw.graphql(REPORT, { input }, { token });
      expect(body.data.reportProduct).toEqual({ reported: false, userErrors: [expected] });
      expect(await tickets()).toBe(before);
    }
  });

  it('takes exactly one of a product and a brand (ReportTargetInput is @oneOf): else a malformed request, with no REST call', async () => {
    const targets = [{}, { productId: PRODUCTS.inStock, brandId: BRANDS.withProducts }, { productId: null }];
    for (const target of targets) {
      const calls = gw.restCalls.length;
      const { body } = await gw.graphql(REPORT, { input: { target, reason: 'Fake' } }, { token: demo });
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([expect.objectContaining({ message: expect.stringContaining('at "input.target') })]);
      expect(gw.restCalls.slice(calls)).toEqual([]);
    }
    const both = `{ productId: "${PRODUCTS.inStock}", brandId: "${BRANDS.withProducts}" }`;
    const inline = await gw.graphql(
      /* GraphQL */ `mutation { reportProduct(input: { target: ${both}, reason: "Fake" }) { reported } }`,
      {},
      { token: demo },
    );
    expect(inline.body.errors).toEqual([
      expect.objectContaining({ message: expect.stringContaining('ReportTargetInput') }),
    ]);
  });
});
