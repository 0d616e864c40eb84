import { stringify } from 'yaml';
import type { App } from './app.ts';

/** The OpenAPI 3.1 document of every route, generated from the same zod schemas that validate requests. */
export function openApiDocument(app: App) {
  const doc = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Marketplace REST API (reference implementation)',
      version: '1.0.0',
      description:
        'The documented REST calls of the marketplace, names and typos as the real API has them. ' +
        'Authenticated calls take `Authorization: Bearer <token>` (one-hour tokens). Errors are `{ "message": ... }`. ' +
        'Dates are Firestore-style `{ _seconds, _nanoseconds }`; image URLs are relative to the API base.',
    },
    servers: [{ url: 'http://127.0.0.1:4010', description: 'npm run api' }],
  });
  documentBodyErrors(doc);
  return doc;
}

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/**
 * Every call with a body can fail before its handler runs: malformed JSON (400), a body over the size limit (413)
 * and a body of another media type (415). Documented here once rather than on each route.
 */
function documentBodyErrors(doc: ReturnType<App['getOpenAPI31Document']>) {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of [item?.post, item?.put, item?.delete]) {
      if (!op?.requestBody) continue;
      op.responses ??= {};
      op.responses['400'] ??= { description: 'Invalid input', content: errorContent };
      op.responses['413'] ??= { description: 'The body is larger than the 11 MB limit', content: errorContent };
      op.responses['415'] ??= { description: 'The body is not of the documented media type', content: errorContent };
    }
  }
}

export function openApiYaml(app: App): string {
  return stringify(openApiDocument(app), { lineWidth: 0, aliasDuplicateObjects: false });
}

type Doc = ReturnType<typeof openApiDocument>;

/** A Markdown table of every documented call: method and path, whether it needs a token, and what it does. */
export function callsTable(doc: Doc): string {
  const rows = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'delete'] as const).flatMap((method) => {
      const op = item?.[method];
      if (!op) return [];
      const auth = (op.security ?? []).some((s) => Object.keys(s).length > 0);
      const optional = (op.security ?? []).some((s) => Object.keys(s).length === 0);
      const token = auth ? (optional ? 'optional' : 'bearer') : '';
      return [
        {
          tag: op.tags?.[0] ?? '',
          line: `| \`${method.toUpperCase()} ${path}\` | ${token} | ${(op.summary ?? '').replaceAll('|', '\\|')} |`,
        },
      ];
    }),
  );
  rows.sort((a, b) => a.tag.localeCompare(b.tag));
  const lines = ['| call | token | what it does |', '|---|---|---|'];
  let tag = '';
  for (const row of rows) {
    if (row.tag !== tag) {
      tag = row.tag;
      lines.push(`| **${tag}** | | |`);
    }
    lines.push(row.line);
  }
  return `${rows.length} calls: every call the marketplace's REST API documents, plus reading generated images and uploads, \`POST /sign-out\` (revokes a token) and \`GET /order-request/{idempotencyKey}\` (the order a placement key placed), the placement checks \`POST /place-order/check\` and \`POST /single-product-place-order/check\` (every check of a placement, before the shopper pays, answering the lines as it will charge them), \`GET /product-price/{productId}\` (the unit price a placement charges for a quantity: clients read prices, never compute them), \`POST /refund-payment\` (gives back a captured payment no order used), \`POST /reset-password/confirm\` (sets a new password with an e-mailed reset link's token), \`POST /reset-password/check\` (whether that token still works, without spending it), \`GET /shared-list/{shareToken}\` (a shared list's public view), \`POST /set-list-privacy\` (a list's Private switch), \`POST /fulfilment/order-items/step\` (a seller's system moves an order line a step, with X-Fulfilment-Key) and \`GET /get-purchased-product-ids\` (every product the shopper ordered and did not cancel, in one call).\n\nDevelopment sandbox calls (not listed; only with \`DEV_SANDBOX=true\`, never with \`NODE_ENV=production\`, and for loopback clients only): \`GET /dev/outbox\`, \`POST /dev/google/credential\`, \`GET /sandbox/checkout/{orderId}\`, \`POST /sandbox/checkout/{orderId}/pay\`, \`POST /sandbox/order-items/step\` (moves an order line its next step). The gateways of the embedded deployment read the order events of fulfilment steps from \`GET /order-events\` (server-sent events, for the holder of PROXY_SECRET only; not listed).\n\n${lines.join('\n')}\n`;
}
