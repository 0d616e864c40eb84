// What an anonymous caller learns about accounts at volume, and whom a guesser can lock out: /otp-send tells one
// client of at most 5 existing accounts an hour; failed passwords from one client lock only that client out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../rest-api/src/limits.ts';
import { startApi, TEST_PROXY_SECRET, type TestApi } from '../helpers/api.ts';
import { uniqueContact } from '../helpers/authFlows.ts';
import { USERS } from '../helpers/fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ config: { limits: DEFAULT_LIMITS } });
});
afterAll(() => api.close());

const HOUR = 60 * 60 * 1000;
const TOO_MANY = { status: 429, body: { message: 'Too many attempts. Please try again later.' } };
const EXISTS = { status: 409, body: { message: 'User Already Exist You Can Login' } };
/** A request the gateway forwards for `client`. */
const from = (client: string) => ({ headers: { 'x-forwarded-for': client, 'x-proxy-secret': TEST_PROXY_SECRET } });
const sendCode = (number: string, client: string) => api.post('/otp-send', { number, code: '91' }, from(client));

describe('/otp-send for numbers with an account', () => {
  it('tells one client of 5 existing accounts an hour; past that every number answers 429 and no code is sent', async () => {
    const prober = '203.0.113.60';
    // Each number twice: within its own sending limit (two at once), so only the client's limit is at play.
    for (const phone of [
      USERS.demo.phone,
      USERS.second.phone,
      USERS.fresh.phone,
      USERS.demo.phone,
      USERS.second.phone,
    ]) {
      expect(await sendCode(phone, prober)).toMatchObject(EXISTS);
    }
    const { number } = uniqueContact('probe');
    const codes = await api.count('otp_codes');
    const outbox = await api.count('outbox');
    // A new number and a registered one answer alike: the refusal says nothing about either.
    expect(await sendCode(number, prober)).toMatchObject(TOO_MANY);
    expect(await sendCode(USERS.fresh.phone, prober)).toMatchObject(TOO_MANY);
    expect(await api.count('otp_codes')).toBe(codes);
    expect(await api.count('outbox')).toBe(outbox);
    // The sign-up screen of another client still shows the product's message.
    expect(await sendCode(USERS.fresh.phone, '198.51.100.61')).toMatchObject(EXISTS);

    api.clock.advance(HOUR);
    expect((await sendCode(number, prober)).status).toBe(200);
  });
});

describe('failed password sign-ins', () => {
  const signIn = (password: string, client: string) =>
    api.post('/signin-check', { email: USERS.demo.email, password }, from(client));

  it('from one client lock that client out of the account, not the owner signing in from elsewhere', async () => {
    const guesser = '203.0.113.70';
    for (let i = 0; i < 10; i++) expect((await signIn(`Wrong@${i}`, guesser)).status).toBe(401);
    const sessions = await api.count('sessions');
    expect(await signIn(USERS.demo.password, guesser)).toMatchObject(TOO_MANY);
    expect(await api.count('sessions')).toBe(sessions);
    const owner = await signIn(USERS.demo.password, '198.51.100.71');
    expect(owner.status).toBe(200);
    expect(await api.count('sessions')).toBe(sessions + 1);
  });

  it('from many clients stop at 100 per 15 minutes for the account, for everyone', async () => {
    const { email } = uniqueContact('spread');
    const guess = (client: string) => api.post('/signin-check', { email, password: 'Guess@1234' }, from(client));
    for (let i = 0; i < 100; i++) expect((await guess(`198.18.${Math.floor(i / 10)}.${i % 10}`)).status).toBe(401);
    expect(await guess('198.18.99.1')).toMatchObject(TOO_MANY);
  });
});
