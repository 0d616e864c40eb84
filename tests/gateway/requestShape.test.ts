import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PREFLIGHT_HEADERS } from '../../gateway/src/http/plugins/csrfPrevention.ts';
import { chunkedBodyRefused, DEFAULT_BODY_LIMITS } from '../../gateway/src/http/plugins/requestShape.ts';
import { DEMO } from '../helpers/api.ts';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
let demo: string;
beforeAll(async () => {
  gw = await startGateway();
  demo = await gw.api.signIn(DEMO);
});
afterAll(() => gw.close());

const QUERY = '{ viewer { user { name } } }';
const CREATE_LIST = 'mutation { createList(input: { name: "Forged" }) { list { listId } } }';

/** One raw request to the gateway, and the REST calls it caused. */
async function send(init: RequestInit & { path?: string }) {
  const before = gw.restCalls.length;
  const response = await gw.gateway.fetch(`http://gateway.test${init.path ?? '/graphql'}`, init);
  return { status: response.status, text: await response.text(), restCalls: gw.restCalls.length - before };
}
const auth = () => ({ authorization: `Bearer ${demo}` });
/** The storefront's credential: the session cookie, which a browser attaches to a cross-site link or form too. */
const cookie = () => ({ cookie: `session=${demo}` });
const PREFLIGHT_REFUSAL =
  'Send one of the headers x-graphql-csrf, graphql-preflight, apollo-require-preflight, x-apollo-operation-name (any value) with a GET or multipart request';
const listsOfDemo = () => gw.api.count('lists', sql`userId = 'USR0001'`);

describe('what a GraphQL request may look like', () => {
  it('runs a JSON POST without any other header (a browser preflights it across sites)', async () => {
    const { status, text } = await send({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth() },
      body: JSON.stringify({ query: QUERY }),
    });
    expect(status).toBe(200);
    expect(JSON.parse(text).data.viewer.user.name).toBe('Rahul Sharma');
  });

  it('runs a GET query that carries a cookie only with a preflight header, and never a mutation over GET', async () => {
    const url = `/graphql?query=${encodeURIComponent(QUERY)}`;
    const bare = await send({ path: url, headers: { accept: 'application/json', ...cookie() } });
    expect(bare.status).toBe(403);
    expect(JSON.parse(bare.text)).toEqual({
      errors: [{ message: PREFLIGHT_REFUSAL, extensions: { code: 'CSRF_PREFLIGHT_REQUIRED' } }],
    });
    expect(bare.restCalls).toBe(0);
    for (const header of PREFLIGHT_HEADERS) {
      const withHeader = await send({ path: url, headers: { accept: 'application/json', [header]: '1', ...cookie() } });
      expect(withHeader.status, header).toBe(200);
      expect(JSON.parse(withHeader.text).data.viewer.user.name).toBe('Rahul Sharma');
    }
    const lists = await listsOfDemo();
    const mutation = await send({
      path: `/graphql?query=${encodeURIComponent(CREATE_LIST)}`,
      headers: { accept: 'application/json', 'x-graphql-csrf': '1', ...cookie() },
    });
    expect(mutation.status).toBe(405);
    expect(mutation.restCalls).toBe(0);
    expect(await listsOfDemo()).toBe(lists);
  });

  it('runs a GET query without a preflight header when it carries no cookie: a bearer token, or no credential at all', async () => {
    const url = `/graphql?query=${encodeURIComponent(QUERY)}`;
    const bearer = await send({ path: url, headers: { accept: 'application/graphql-response+json', ...auth() } });
    expect(bearer.status).toBe(200);
    expect(JSON.parse(bearer.text).data.viewer.user.name).toBe('Rahul Sharma');
    const bearerAndCookie = await send({ path: url, headers: { accept: 'application/json', ...auth(), ...cookie() } });
    expect(bearerAndCookie.status).toBe(200);
    const guest = await send({ path: url, headers: { accept: 'application/json' } });
    expect(guest.status).toBe(200);
    expect(JSON.parse(guest.text).data.viewer.user).toBeNull();
  });

  it.each([
    ['a url-encoded form', 'application/x-www-form-urlencoded', `query=${encodeURIComponent(CREATE_LIST)}`],
    ['a text/plain form', 'text/plain', JSON.stringify({ query: CREATE_LIST })],
    ['an XML body', 'application/xml', '<query/>'],
  ])('refuses %s (even with the CSRF header) with 415 and writes nothing', async (_name, type, body) => {
    const lists = await listsOfDemo();
    for (const extra of [{}, { 'x-graphql-csrf': '1' }] as Record<string, string>[]) {
      const { status, restCalls } = await send({
        method: 'POST',
        headers: { 'content-type': type, ...auth(), ...extra },
        body,
      });
      expect(status).toBe(415);
      expect(restCalls).toBe(0);
    }
    expect(await listsOfDemo()).toBe(lists);
  });

  const NO_OPERATION =
    'The request names no operation: send its document as a non-empty `query` string (or a `documentId`, or an `extensions.persistedQuery` hash)';

  it.each([
    ['an empty object', {}],
    ['a misspelt query', { qeury: QUERY }],
    ['a query that is a number', { query: 0 }],
    ['an empty query', { query: '' }],
    ['a query of white space', { query: ' \n ' }],
  ])('answers a POST of %s with 400 and a GraphQL error, whatever the Accept header', async (_name, body) => {
    for (const accept of ['application/json', 'application/graphql-response+json', '*/*']) {
      const { status, text, restCalls } = await send({
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify(body),
      });
      expect(status, accept).toBe(400);
      expect(JSON.parse(text)).toEqual({ errors: [{ message: NO_OPERATION, extensions: { code: 'BAD_REQUEST' } }] });
      expect(restCalls).toBe(0);
    }
  });

  it('answers a GET without a query with 400', async () => {
    for (const path of ['/graphql', '/graphql?variables=%7B%7D', '/graphql?query=']) {
      const { status, text } = await send({ path, headers: { accept: 'application/json' } });
      expect(status, path).toBe(400);
      expect(JSON.parse(text).errors).toEqual([{ message: NO_OPERATION, extensions: { code: 'BAD_REQUEST' } }]);
    }
  });

  it('refuses a cross-site login form (text/plain carrying JSON): no session is set, no REST call is made', async () => {
    const signIn = JSON.stringify({
      query:
        'mutation { signInWithEmail(input: { email: "asha@example.com", password: "Asha@1234" }) { viewer { id } } }',
    });
    const before = gw.restCalls.length;
    const response = await gw.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: signIn,
    });
    expect(response.status).toBe(415);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(gw.restCalls.length).toBe(before);
  });

  it('refuses a multipart request that carries a cookie without a preflight header, or one without a file', async () => {
    const lists = await listsOfDemo();
    const multipart = (withFile: boolean) => {
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: 'mutation ($f: File) { createList(input: { name: "Forged" }) { list { listId } } }',
          variables: { f: null },
        }),
      );
      form.append('map', JSON.stringify(withFile ? { 0: ['variables.f'] } : {}));
      if (withFile) form.append('0', new File(['x'], 'x.png', { type: 'image/png' }));
      return form;
    };
    const noHeader = await send({ method: 'POST', headers: cookie(), body: multipart(true) });
    expect(noHeader.status).toBe(403);
    expect(JSON.parse(noHeader.text).errors[0].extensions.code).toBe('CSRF_PREFLIGHT_REQUIRED');
    const noFile = await send({
      method: 'POST',
      headers: { ...auth(), 'x-graphql-csrf': '1' },
      body: multipart(false),
    });
    expect(noFile.status).toBe(415);
    expect(noHeader.restCalls + noFile.restCalls).toBe(0);
    expect(await listsOfDemo()).toBe(lists);
  });

  it('refuses a body larger than its limit with 413 before reading it, on every path', async () => {
    const tooLong = String(DEFAULT_BODY_LIMITS.json + 1);
    for (const path of ['/graphql', '/dev/google/credential']) {
      const { status, restCalls } = await send({
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': tooLong },
        body: '{}',
      });
      expect(status).toBe(413);
      expect(restCalls).toBe(0);
    }
    const upload = await send({
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(DEFAULT_BODY_LIMITS.multipart + 1),
        'x-graphql-csrf': '1',
      },
      body: '--x--',
    });
    expect(upload.status).toBe(413);
  });

  it('has the HTTP server refuse a body of unknown length (chunked)', () => {
    expect(chunkedBodyRefused({ 'transfer-encoding': 'chunked' })).toBe(true);
    expect(chunkedBodyRefused({ 'transfer-encoding': 'chunked', 'content-length': '10' })).toBe(false);
    expect(chunkedBodyRefused({ 'content-length': '10' })).toBe(false);
    expect(chunkedBodyRefused({})).toBe(false);
  });
});
