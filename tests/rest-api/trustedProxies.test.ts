// Whose X-Forwarded-For the REST API believes: the gateway's, proven by PROXY_SECRET or named by address in
// TRUSTED_PROXIES; nobody else's, loopback clients included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createApp } from '../../rest-api/src/app.ts';
import { loadConfig } from '../../rest-api/src/config.ts';
import { DEFAULT_LIMITS } from '../../rest-api/src/limits.ts';
import { startApi, TEST_PROXY_SECRET, type TestApi } from '../helpers/api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ config: { limits: DEFAULT_LIMITS } });
});
afterAll(() => api.close());

const DAY = 24 * 60 * 60 * 1000;
const TOO_MANY = { status: 429, body: { message: 'Too many attempts. Please try again later.' } };
let serial = 0;
/** A failed sign-in for an e-mail of its own, with the given headers. */
const failedSignIn = (headers: Record<string, string>) =>
  api.post('/signin-check', { email: `proxy${++serial}@example.org`, password: 'Guess@1234' }, { headers });
const clientFailures = async (client: string) =>
  await api.count('rate_events', sql`bucket = ${`signin-client:${client}`}`);

describe('a loopback client that is not the gateway', () => {
  it('cannot pick the address it is counted as: varying X-Forwarded-For, it gets 429 after 30 failed sign-ins', async () => {
    api.clock.advance(DAY);
    for (let i = 0; i < 30; i++) expect((await failedSignIn({ 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(401);
    const sessions = await api.count('sessions');
    expect(await failedSignIn({ 'x-forwarded-for': '203.0.113.200' })).toMatchObject(TOO_MANY);
    expect(await failedSignIn({ 'x-forwarded-for': '203.0.113.201', 'x-proxy-secret': 'a guess' })).toMatchObject(
      TOO_MANY,
    );
    expect(await api.count('sessions')).toBe(sessions);
    expect(await clientFailures('127.0.0.1')).toBe(30);
    expect(await api.count('rate_events', sql`bucket LIKE 'signin-client:203.0.113.%'`)).toBe(0);
  });
});

describe('the gateway, proving itself with PROXY_SECRET', () => {
  it('names its clients: each is counted on its own', async () => {
    api.clock.advance(DAY);
    const gateway = (client: string) => ({ 'x-forwarded-for': client, 'x-proxy-secret': TEST_PROXY_SECRET });
    const gatewayItself = await clientFailures('127.0.0.1');
    for (let i = 0; i < 30; i++) expect((await failedSignIn(gateway('198.51.100.70'))).status).toBe(401);
    expect(await failedSignIn(gateway('198.51.100.70'))).toMatchObject(TOO_MANY);
    expect((await failedSignIn(gateway('198.51.100.71'))).status).toBe(401);
    expect(await clientFailures('198.51.100.70')).toBe(30);
    expect(await clientFailures('127.0.0.1')).toBe(gatewayItself);
  });
});

describe('configuration', () => {
  it('trusts nobody unless TRUSTED_PROXIES or PROXY_SECRET says so', () => {
    expect(loadConfig({})).toMatchObject({ trustedProxies: [], proxySecret: null });
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.2, 10.0.0.3', PROXY_SECRET: 's3cret' })).toMatchObject({
      trustedProxies: ['10.0.0.2', '10.0.0.3'],
      proxySecret: 's3cret',
    });
  });

  it('believes X-Forwarded-For from a peer TRUSTED_PROXIES names, and only from it', async () => {
    const app = createApp({
      ...api.deps,
      config: { ...api.deps.config, trustedProxies: ['10.0.0.2'], proxySecret: null },
    });
    const from = (peer: string) =>
      app.request(
        '/signin-check',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.80' },
          body: JSON.stringify({ email: 'named@example.org', password: 'Guess@1234' }),
        },
        { incoming: { socket: { remoteAddress: peer } } },
      );
    expect((await from('10.0.0.2')).status).toBe(401);
    expect((await from('10.0.0.9')).status).toBe(401);
    expect((await from('127.0.0.1')).status).toBe(401);
    expect(await clientFailures('198.51.100.80')).toBe(1);
    expect(await clientFailures('10.0.0.9')).toBe(1);
  });
});
