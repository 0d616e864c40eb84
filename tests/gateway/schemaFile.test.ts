// The contract from the running gateway: GET /graphql/schema.graphql serves the live schema printed, and
// introspection tells the same (scalar descriptions, @specifiedBy, @oneOf), so tools reading either build the graph
// schema.graphql writes.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { buildClientSchema, buildSchema, getIntrospectionQuery, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromClient, startGateway, type TestGateway } from '../helpers/gateway.ts';

const contract = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const get = (headers: Record<string, string> = {}, method = 'GET') =>
  gw.gateway.fetch('http://gateway.test/graphql/schema.graphql', { method, headers }, fromClient('127.0.0.1'));

describe('GET /graphql/schema.graphql', () => {
  it('serves the live schema as SDL text, the contract with every description, cacheable', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const text = await response.text();
    expect(text).toBe(`${printSchema(contract)}\n`);
    expect(text).toContain(
      '"""\nAn ISO-8601 date and time in UTC, for example `2026-11-22T09:30:00.000Z`.\n"""\nscalar DateTime @specifiedBy(url: "https://datatracker.ietf.org/doc/html/rfc3339")',
    );
    expect(text).toMatch(/\ninput ProductListingSource @oneOf \{/);

    const again = await get({ 'if-none-match': response.headers.get('etag')! });
    expect([again.status, await again.text()]).toEqual([304, '']);
    const gzipped = await get({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(text);
    expect((await get({}, 'POST')).status).toBe(405);
  });
});

describe('introspection', () => {
  it('describes the custom scalars and names their specifications as schema.graphql does', async () => {
    const { body } = await gw.graphql(/* GraphQL */ `
      {
        dateTime: __type(name: "DateTime") {
          description
          specifiedByURL
        }
        date: __type(name: "Date") {
          description
          specifiedByURL
        }
        file: __type(name: "File") {
          description
          specifiedByURL
        }
      }
    `);
    const described = (name: string) => {
      const type = contract.getType(name)!;
      return { description: type.description, specifiedByURL: (type as { specifiedByURL?: string }).specifiedByURL };
    };
    expect(body.data).toEqual({ dateTime: described('DateTime'), date: described('Date'), file: described('File') });
    expect(body.data.dateTime.specifiedByURL).toBe('https://datatracker.ietf.org/doc/html/rfc3339');
  });

  it('marks the one-of inputs (a listing source, a report target) and no other', async () => {
    const { body } = await gw.graphql('{ __schema { types { name kind isOneOf } } }');
    const oneOf = body.data.__schema.types
      .filter((type: { kind: string; isOneOf: boolean }) => type.kind === 'INPUT_OBJECT' && type.isOneOf)
      .map((type: { name: string }) => type.name);
    expect(oneOf.sort()).toEqual(['ProductListingSource', 'ReportTargetInput']);
  });

  it('builds the same schema a client reads from the file', async () => {
    const { body } = await gw.graphql(
      getIntrospectionQuery({
        descriptions: true,
        schemaDescription: true,
        specifiedByUrl: true,
        inputValueDeprecation: true,
        oneOf: true,
      }),
    );
    const text = await (await get()).text();
    expect(`${printSchema(buildClientSchema(body.data))}\n`).toBe(text);
  });
});
