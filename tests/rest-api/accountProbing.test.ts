// What a stranger learns about accounts at volume, and whom a guesser can lock out: /otp-send tells one client of at
// most 5 existing accounts an hour; /updateUser tells whether a phone or e-mail is taken only to whoever proved it,
// and counts every try; wrong codes and failed passwords from one client hold only that client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../rest-api/src/limits.ts';
import { startApi, TEST_PROXY_SECRET, type TestApi } from '../helpers/api.ts';
import { phoneAccount, uniqueContact, wrongCode } from '../helpers/authFlows.ts';
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

describe("/updateUser with another account's phone or e-mail", () => {
  const NOT_VERIFIED_PHONE = {
    status: 400,
    body: { message: 'Please verify the new phone number first', code: 'NEW_PHONE_NOT_VERIFIED', field: 'phone' },
  };
  const NOT_VERIFIED_EMAIL = {
    status: 400,
    body: { message: 'Please verify the new email address first', code: 'NEW_EMAIL_NOT_VERIFIED', field: 'email' },
  };
  const change = (token: string, body: object, client: string) =>
    api.post('/updateUser', body, { token, ...from(client) });

  it('answers an unproved taken phone or e-mail exactly as an unused one: no 409 before the proof', async () => {
    const { token } = await phoneAccount(api, 'stranger');
    const client = '203.0.113.90';
    const free = uniqueContact('free');
    const answers = [];
    for (const body of [
      { phone: USERS.demo.phone },
      { phone: USERS.phoneOnly.phone },
      { phone: free.number },
      { phone: USERS.demo.phone, phoneVerificationToken: 'guessed-token' },
    ]) {
      const res = await change(token, body, client);
      expect(res).toMatchObject(NOT_VERIFIED_PHONE);
      answers.push(res.body);
    }
    for (const body of [
      { newEmail: USERS.demo.email },
      { newEmail: USERS.fresh.email.toUpperCase() },
      { newEmail: free.email },
      { newEmail: USERS.demo.email, emailVerificationToken: 'guessed-token' },
    ]) {
      const res = await change(token, body, client);
      expect(res).toMatchObject(NOT_VERIFIED_EMAIL);
      answers.push(res.body);
    }
    expect(new Set(answers.slice(0, 4).map((a) => JSON.stringify(a))).size).toBe(1);
    expect(new Set(answers.slice(4).map((a) => JSON.stringify(a))).size).toBe(1);
    // Asking for a code for the new address says nothing either: the same answer, taken or free.
    for (const newEmail of [USERS.demo.email, free.email]) {
      expect(await api.post('/new-email-send-otp', { newEmail }, { token, ...from(client) })).toMatchObject({
        status: 200,
        body: { message: 'OTP sent to your email' },
      });
    }
  });

  it('counts every try: 5 for one number or address from one client per 10 minutes, 30 numbers an hour, then 429', async () => {
    const { token } = await phoneAccount(api, 'prober');
    const prober = '203.0.113.91';
    for (let i = 0; i < 5; i++)
      expect(await change(token, { phone: USERS.demo.phone }, prober)).toMatchObject(NOT_VERIFIED_PHONE);
    const again = await change(token, { phone: USERS.demo.phone }, prober);
    expect(again).toMatchObject(TOO_MANY);
    expect(Number(again.headers.get('retry-after'))).toBe(600);
    // The same holds for an e-mail address, counted on its own.
    for (let i = 0; i < 5; i++)
      expect(await change(token, { newEmail: USERS.demo.email }, prober)).toMatchObject(NOT_VERIFIED_EMAIL);
    expect(await change(token, { newEmail: USERS.demo.email }, prober)).toMatchObject(TOO_MANY);

    // A sweep of numbers, one try each: 30 an hour from one client (its 10 tries above count), whichever account.
    const sweeper = '203.0.113.92';
    const other = await phoneAccount(api, 'sweeper');
    for (let i = 0; i < 30; i++) {
      const res = await change(i % 2 ? token : other.token, { phone: uniqueContact('sweep').number }, sweeper);
      expect(res).toMatchObject(NOT_VERIFIED_PHONE);
    }
    expect(await change(other.token, { phone: USERS.second.phone }, sweeper)).toMatchObject(TOO_MANY);
    // The tries of an account count wherever they come from: `token` made 10 at the prober and 15 in the sweep.
    for (let i = 0; i < 5; i++)
      expect(await change(token, { phone: uniqueContact('spread').number }, `198.51.100.${100 + i}`)).toMatchObject(
        NOT_VERIFIED_PHONE,
      );
    expect(await change(token, { phone: uniqueContact('spread').number }, '198.51.100.110')).toMatchObject(TOO_MANY);
    // A name alone claims nothing and is not counted.
    expect((await change(token, { name: 'Still Named' }, prober)).status).toBe(200);
  });
});

describe('wrong codes from one address', () => {
  it("hold that address only: the owner's /otp-send from another address is answered and its code signs in", async () => {
    const number = USERS.phoneOnly.phone;
    const guesser = '203.0.113.95';
    let wrong = 0;
    let sends = 0;
    // Seven wrong codes: two codes (each dies after five), every wait of the guesser's own limits sat out.
    while (wrong < 7) {
      const sent = await sendCode(number, guesser);
      expect(sent.status).toBe(200);
      sends += 1;
      for (let i = 0; i < 5 && wrong < 7;) {
        const res = await api.post(
          '/otp-check',
          { otp: wrongCode(await api.lastCode(`+91${number}`)), otpSession: sent.body.otpSession, number },
          from(guesser),
        );
        if (res.status === 429) {
          api.clock.advance(Number(res.headers.get('retry-after')) * 1000);
          continue;
        }
        expect(res.status).toBe(400);
        wrong += 1;
        i += 1;
      }
    }
    expect(sends).toBe(2);
    // The guesser waits: for a third code (its doubling waits) and for its next check.
    expect(await sendCode(number, guesser)).toMatchObject(TOO_MANY);
    const owner = '198.51.100.96';
    const sent = await sendCode(number, owner);
    expect(sent.status).toBe(200);
    const right = { otp: await api.lastCode(`+91${number}`), otpSession: sent.body.otpSession, number };
    expect(await api.post('/otp-check', right, from(guesser))).toMatchObject(TOO_MANY);
    const signedIn = await api.post('/otp-check', right, from(owner));
    expect(signedIn).toMatchObject({ status: 409, body: { message: 'User Already Exist', token: expect.any(String) } });
  });
});
