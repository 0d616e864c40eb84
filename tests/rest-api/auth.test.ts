import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { USERS } from '../helpers/fixtures.ts';
import {
  phoneAccount,
  phoneVerificationToken,
  uniqueContact,
  verifyEmail,
  verifyPhone,
  wrongCode,
} from '../helpers/authFlows.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const TOO_MANY = { status: 429, body: { message: 'Too many attempts. Please try again later.' } };

async function expectSignedInAs(token: string, userId: string) {
  const res = await api.get('/user-details', { token });
  expect(res.status).toBe(200);
  expect(res.body.user.id).toBe(userId);
}

describe('POST /otp-send', () => {
  it('sends a code to a new +91 number', async () => {
    const { number } = uniqueContact('send');
    const res = await api.post('/otp-send', { number, code: '91' });
    expect(res.status).toBe(200);
    expect(res.body.otpSession).toEqual(expect.any(String));
    expect(await api.lastCode(`+91${number}`)).toMatch(/^\d{6}$/);
  });

  it('sends a code to the number of a phone-only account', async () => {
    const res = await api.post('/otp-send', { number: USERS.phoneOnly.phone, code: '91' });
    expect(res.status).toBe(200);
  });

  it('answers 409 for the number of an account with a password, sending nothing', async () => {
    const before = await api.count('outbox');
    const res = await api.post('/otp-send', { number: USERS.demo.phone, code: '91' });
    expect(res).toMatchObject({ status: 409, body: { message: 'User Already Exist You Can Login' } });
    expect(await api.count('outbox')).toBe(before);
  });

  it.each([
    [{ code: '91' }, 'Phone number is required'],
    [{ number: '98765', code: '91' }, 'Phone number must be 10 digits'],
    [{ number: '98765abcde', code: '91' }, 'Phone number must be 10 digits'],
    [{ number: '9000000000', code: '1' }, 'Country code must be 91 or 97'],
  ])('rejects %j with "%s"', async (body, message) => {
    const before = await api.count('otp_codes');
    const res = await api.post('/otp-send', body);
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await api.count('otp_codes')).toBe(before);
  });
});

describe('POST /otp-check', () => {
  it('verifies a new number', async () => {
    const { number } = uniqueContact('check');
    const res = await verifyPhone(api, number);
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'OTP verified', verificationToken: expect.any(String) },
    });
    expect(await api.count('otp_codes', sql`target = ${`+91${number}`} AND usedAt IS NOT NULL`)).toBe(1);
    // Only a digest of the token is kept, bound to the number, for ten minutes.
    const digest = createHash('sha256').update(res.body.verificationToken).digest('hex');
    expect(
      await first(api.queries, sql`SELECT channel, target, expiresAt FROM verifications WHERE tokenDigest = ${digest}`),
    ).toEqual({ channel: 'phone', target: `+91${number}`, expiresAt: api.clock.now() + 10 * MINUTE });
  });

  it('signs in the phone-only account with 409 "User Already Exist" and a token', async () => {
    const res = await verifyPhone(api, USERS.phoneOnly.phone);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'User Already Exist', token: expect.any(String) });
    expect(Date.parse(res.body.expiresAt)).toBe(api.clock.now() + HOUR);
    await expectSignedInAs(res.body.token, USERS.phoneOnly.id);
  });

  it('answers "Incorrect OTP" for a wrong code, a used code and another number, and still takes the right one', async () => {
    const { number } = uniqueContact('wrong');
    const other = uniqueContact('other').number;
    const { body } = await api.post('/otp-send', { number, code: '91' });
    const otp = await api.lastCode(`+91${number}`);
    for (const attempt of [
      { otp: wrongCode(otp), otpSession: body.otpSession, number },
      { otp, otpSession: body.otpSession, number: other },
      { otp, otpSession: 'otp_unknown', number },
    ]) {
      expect(await api.post('/otp-check', attempt)).toMatchObject({ status: 400, body: { message: 'Incorrect OTP' } });
    }
    expect((await api.post('/otp-check', { otp, otpSession: body.otpSession, number })).status).toBe(200);
    const reused = await api.post('/otp-check', { otp, otpSession: body.otpSession, number });
    expect(reused).toMatchObject({ status: 400, body: { message: 'Incorrect OTP' } });
  });

  it('spends a code after five wrong guesses, so six digits cannot be brute-forced', async () => {
    const { number } = uniqueContact('guess');
    const { body } = await api.post('/otp-send', { number, code: '91' });
    const otp = await api.lastCode(`+91${number}`);
    for (let i = 0; i < 5; i++) {
      expect((await api.post('/otp-check', { otp: wrongCode(otp), otpSession: body.otpSession, number })).status).toBe(
        400,
      );
    }
    // Past five wrong codes for a number, its next check waits (limits.test.ts); then the right code is refused.
    api.clock.advance(2_000);
    const res = await api.post('/otp-check', { otp, otpSession: body.otpSession, number });
    expect(res).toMatchObject({ status: 400, body: { message: 'Incorrect OTP' } });
    expect(await api.count('otp_codes', sql`target = ${`+91${number}`} AND usedAt IS NOT NULL`)).toBe(0);
  });

  it('answers "OTP expired" after 30 seconds', async () => {
    const { number } = uniqueContact('late');
    const { body } = await api.post('/otp-send', { number, code: '91' });
    api.clock.advance(30_001);
    const res = await api.post('/otp-check', {
      otp: await api.lastCode(`+91${number}`),
      otpSession: body.otpSession,
      number,
    });
    expect(res).toMatchObject({ status: 400, body: { message: 'OTP expired' } });
  });

  it.each(['12345', '1234567', 'abcdef', ''])('rejects the code %j with the 6-digit message', async (otp) => {
    const res = await api.post('/otp-check', { otp, otpSession: 'otp_x', number: '9000000000' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Please enter a valid 6-digit OTP' } });
  });
});

describe('POST /sign-up-with-personal-details', () => {
  it('registers a verified phone end to end, spending its token; the session token opens /user-details', async () => {
    const { number, email } = uniqueContact('phone');
    const users = await api.count('users');
    const verificationToken = await phoneVerificationToken(api, number);
    const res = await api.post('/sign-up-with-personal-details', {
      name: 'Kavya Reddy',
      email,
      referralCode: 'FRIEND10',
      phone: number,
      verificationToken,
    });
    expect(res.status).toBe(201);
    expect(Date.parse(res.body.expiresAt)).toBe(api.clock.now() + HOUR);
    expect(await api.count('users')).toBe(users + 1);
    expect(await api.count('verifications', sql`target = ${`+91${number}`}`)).toBe(0);
    const me = await api.get('/user-details', { token: res.body.token });
    expect(me.body.user).toMatchObject({
      name: 'Kavya Reddy',
      email,
      emailVerified: false,
      phone: number,
      mobileNo: number,
      coin: 0,
      address: [],
      customDocId: expect.stringMatching(/^CUST/),
    });
    expect(
      await first(api.queries, sql`SELECT phone, referralCode, passwordHash FROM users WHERE email = ${email}`),
    ).toEqual({
      phone: `+91${number}`,
      referralCode: 'FRIEND10',
      passwordHash: null,
    });
  });

  it('refuses a phone without its own unspent token: none, expired, of another number, or spent', async () => {
    const [fresh, stale, other, spent] = [
      uniqueContact('unverified'),
      uniqueContact('stale'),
      uniqueContact('othernum'),
      uniqueContact('spent'),
    ];
    const staleToken = await phoneVerificationToken(api, stale.number);
    api.clock.advance(10 * MINUTE + 1);
    const otherToken = await phoneVerificationToken(api, other.number);
    const spentToken = await phoneVerificationToken(api, spent.number);
    const first = await api.post('/sign-up-with-personal-details', {
      name: 'First Owner',
      email: spent.email,
      phone: spent.number,
      verificationToken: spentToken,
    });
    expect(first.status).toBe(201);
    const users = await api.count('users');
    for (const attempt of [
      { phone: fresh.number, email: fresh.email },
      { phone: stale.number, email: stale.email, verificationToken: staleToken },
      { phone: fresh.number, email: fresh.email, verificationToken: otherToken },
      { phone: fresh.number, email: fresh.email, verificationToken: spentToken },
    ]) {
      const res = await api.post('/sign-up-with-personal-details', { name: 'Late Comer', ...attempt });
      expect(res).toMatchObject({ status: 403, body: { message: 'Phone number is not verified' } });
    }
    expect(await api.count('users')).toBe(users);
  });

  it("a number its owner just verified cannot be claimed by someone else, and the owner's phone sign-in stays theirs", async () => {
    const victim = uniqueContact('victim');
    const attacker = uniqueContact('attacker');
    // The victim confirms the code on their phone; the attacker, knowing only the number, races to register it.
    const victimToken = await phoneVerificationToken(api, victim.number);
    const race = await api.post('/sign-up-with-personal-details', {
      name: 'Attacker',
      email: attacker.email,
      phone: victim.number,
    });
    expect(race).toMatchObject({ status: 403, body: { message: 'Phone number is not verified' } });
    const attackerToken = await phoneVerificationToken(api, attacker.number);
    const borrowed = await api.post('/sign-up-with-personal-details', {
      name: 'Attacker',
      email: attacker.email,
      phone: victim.number,
      verificationToken: attackerToken,
    });
    expect(borrowed.status).toBe(403);
    expect(await api.count('users', sql`phone = ${`+91${victim.number}`}`)).toBe(0);

    const owner = await api.post('/sign-up-with-personal-details', {
      name: 'Real Owner',
      email: victim.email,
      phone: victim.number,
      verificationToken: victimToken,
    });
    expect(owner.status).toBe(201);
    api.clock.advance(30_000);
    const signIn = await verifyPhone(api, victim.number);
    expect(signIn.status).toBe(409);
    expect((await api.get('/user-details', { token: signIn.body.token })).body.user).toMatchObject({
      name: 'Real Owner',
      email: victim.email,
    });
  });

  it('answers 409 for a taken e-mail (any case) and a registered phone, keeping the token for a corrected retry', async () => {
    const other = uniqueContact('dup2');
    const otherToken = await phoneVerificationToken(api, other.number);
    const users = await api.count('users');
    const takenEmail = await api.post('/sign-up-with-personal-details', {
      name: 'Copy Cat',
      email: 'DEMO@example.com',
      phone: other.number,
      verificationToken: otherToken,
    });
    expect(takenEmail).toMatchObject({ status: 409, body: { message: 'Email already exists' } });
    expect(await api.count('users')).toBe(users);
    expect(
      (
        await api.post('/sign-up-with-personal-details', {
          name: 'Copy Cat',
          email: other.email,
          phone: other.number,
          verificationToken: otherToken,
        })
      ).status,
    ).toBe(201);

    // Two codes confirmed for one new number give two tokens; once the first registers it, the second finds it taken.
    const twice = uniqueContact('dup');
    const firstToken = await phoneVerificationToken(api, twice.number);
    api.clock.advance(30_000);
    const secondToken = await phoneVerificationToken(api, twice.number);
    expect(
      (
        await api.post('/sign-up-with-personal-details', {
          name: 'First',
          email: twice.email,
          phone: twice.number,
          verificationToken: firstToken,
        })
      ).status,
    ).toBe(201);
    const takenPhone = await api.post('/sign-up-with-personal-details', {
      name: 'Second',
      email: uniqueContact('dup3').email,
      phone: twice.number,
      verificationToken: secondToken,
    });
    expect(takenPhone).toMatchObject({ status: 409, body: { message: 'Phone number already registered' } });
    expect(await api.count('users')).toBe(users + 2);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'R2 D2' }, 'Name should only contain letters'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'kavya@example' }, 'Please enter a valid email address'],
    [{ phone: '123' }, 'Phone number must be 10 digits'],
  ])('rejects %j with "%s"', async (override, message) => {
    const users = await api.count('users');
    const res = await api.post('/sign-up-with-personal-details', {
      name: 'Kavya',
      email: 'k@example.org',
      phone: '9000000000',
      ...override,
    });
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await api.count('users')).toBe(users);
  });
});

describe('POST /signin-check', () => {
  it('signs in with e-mail (any case) and password for one hour', async () => {
    const res = await api.post('/signin-check', { email: 'Demo@Example.com', password: USERS.demo.password });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.expiresAt)).toBe(api.clock.now() + HOUR);
    await expectSignedInAs(res.body.token, USERS.demo.id);
    api.clock.advance(HOUR);
    expect(await api.get('/user-details', { token: res.body.token })).toMatchObject({ status: 401 });
  });

  it('stores only a digest of the token, so a copy of the database opens no session', async () => {
    const { body } = await api.post('/signin-check', { email: USERS.demo.email, password: USERS.demo.password });
    expect(await api.count('sessions', sql`tokenDigest = ${body.token}`)).toBe(0);
    expect(
      await api.count('sessions', sql`tokenDigest = ${createHash('sha256').update(body.token).digest('hex')}`),
    ).toBe(1);
  });

  it.each([
    { email: USERS.demo.email, password: 'Wrong@1234' },
    { email: 'nobody@example.com', password: USERS.demo.password },
    { email: USERS.phoneOnly.email, password: '' },
    { email: USERS.demo.email },
    {},
  ])('answers 401 "Incorrect email or password" for %j', async (body) => {
    const sessions = await api.count('sessions');
    const res = await api.post('/signin-check', body);
    expect(res).toMatchObject({ status: 401, body: { message: 'Incorrect email or password' } });
    expect(await api.count('sessions')).toBe(sessions);
  });
});

describe('POST /sign-out', () => {
  it('ends the session of its token only: that token answers 401 from then on, the other sessions go on', async () => {
    const ended = await api.signIn(USERS.second);
    const other = await api.signIn(USERS.second);
    expect(await api.post('/sign-out', {}, { token: ended })).toMatchObject({
      status: 200,
      body: { message: 'Signed out' },
    });
    expect(await api.count('sessions', sql`tokenDigest = ${createHash('sha256').update(ended).digest('hex')}`)).toBe(0);
    expect(await api.get('/user-details', { token: ended })).toMatchObject({
      status: 401,
      body: { message: 'Invalid or expired token' },
    });
    expect(await api.post('/sign-out', {}, { token: ended })).toMatchObject({ status: 401 });
    expect((await api.get('/user-details', { token: other })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const sessions = await api.count('sessions');
    expect(await api.post('/sign-out', {})).toMatchObject({ status: 401, body: { message: 'No token found' } });
    expect(await api.count('sessions')).toBe(sessions);
  });
});

describe('POST /refresh-session', () => {
  const stored = async (token: string) =>
    await api.count('sessions', sql`tokenDigest = ${createHash('sha256').update(token).digest('hex')}`);

  it('swaps a live token for a new one with a full hour, for the same user, and revokes the old one', async () => {
    const old = await api.signIn(USERS.second);
    api.clock.advance(50 * MINUTE);
    const res = await api.post('/refresh-session', {}, { token: old });
    expect(res).toMatchObject({
      status: 200,
      body: { token: expect.any(String), expiresAt: new Date(api.clock.now() + HOUR).toISOString() },
    });
    expect(res.body.token).not.toBe(old);
    expect([await stored(old), await stored(res.body.token)]).toEqual([0, 1]);
    expect(await api.get('/user-details', { token: old })).toMatchObject({
      status: 401,
      body: { message: 'Invalid or expired token' },
    });
    await expectSignedInAs(res.body.token, USERS.second.id);
  });

  it('refreshes a token once: a second refresh of it answers 401 and starts no session', async () => {
    const old = await api.signIn(USERS.second);
    expect((await api.post('/refresh-session', {}, { token: old })).status).toBe(200);
    const sessions = await api.count('sessions');
    expect(await api.post('/refresh-session', {}, { token: old })).toMatchObject({
      status: 401,
      body: { message: 'Invalid or expired token' },
    });
    expect(await api.count('sessions')).toBe(sessions);
  });

  it('answers 401 for an expired, a revoked or no token, and starts no session', async () => {
    const expired = await api.signIn(USERS.second);
    api.clock.advance(HOUR + 1);
    const revoked = await api.signIn(USERS.second);
    await api.post('/sign-out', {}, { token: revoked });
    const sessions = await api.count('sessions');
    for (const token of [expired, revoked]) {
      expect(await api.post('/refresh-session', {}, { token })).toMatchObject({
        status: 401,
        body: { message: 'Invalid or expired token' },
      });
    }
    expect(await api.post('/refresh-session', {})).toMatchObject({ status: 401, body: { message: 'No token found' } });
    expect(await api.count('sessions')).toBe(sessions);
  });
});

describe('POST /signin-check password hashing', () => {
  it('checks passwords off the event loop: other requests are answered while sign-ins are being checked', async () => {
    const order: string[] = [];
    const signIns = Array.from({ length: 4 }, (_, i) =>
      api
        .post('/signin-check', { email: `hashing${i}@example.org`, password: 'Guess@1234' })
        .then(() => order.push('sign-in')),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await fetch(`${api.url}/healthz`).then(() => order.push('health'));
    await Promise.all(signIns);
    expect(order.indexOf('health')).toBeLessThan(order.lastIndexOf('sign-in'));
  });
});

describe('POST /signin-check guessing limit', () => {
  const signIn = (email: string, password: string) => api.post('/signin-check', { email, password });
  /** This file's requests all come from one address (127.0.0.1): its failures for an e-mail. */
  const failures = async (email: string) =>
    await api.count('rate_events', sql`bucket = ${`signin-pair:${JSON.stringify([email, '127.0.0.1'])}`}`);

  it('answers 429 after 10 failures for an e-mail (any case) from one address within 15 minutes, right password included', async () => {
    const { email, password } = USERS.fresh;
    for (let i = 0; i < 10; i++) {
      expect((await signIn(i % 2 ? email.toUpperCase() : email, `Wrong@${i}`)).status).toBe(401);
    }
    expect(await failures(email)).toBe(10);
    api.clock.advance(15 * MINUTE - 1);
    const sessions = await api.count('sessions');
    expect(await signIn(email, password)).toMatchObject(TOO_MANY);
    expect(await signIn(email, 'Wrong@x')).toMatchObject(TOO_MANY);
    expect(await api.count('sessions')).toBe(sessions);
    expect(await failures(email)).toBe(10);
    // Other e-mails are not affected.
    expect((await signIn(USERS.demo.email, USERS.demo.password)).status).toBe(200);

    api.clock.advance(1);
    expect((await signIn(email, password)).status).toBe(200);
    expect(await failures(email)).toBe(0);
  });

  it('limits unknown e-mails the same way, so the limit tells nothing about accounts', async () => {
    const { email } = uniqueContact('ghost');
    for (let i = 0; i < 10; i++) expect((await signIn(email, 'Guess@1234')).status).toBe(401);
    expect(await signIn(email, 'Guess@1234')).toMatchObject(TOO_MANY);
  });

  it("a successful sign-in clears its address's failures of its e-mail", async () => {
    const { email, password } = USERS.second;
    for (let i = 0; i < 9; i++) expect((await signIn(email, `Wrong@${i}`)).status).toBe(401);
    expect((await signIn(email, password)).status).toBe(200);
    expect(await failures(email)).toBe(0);
    for (let i = 0; i < 9; i++) expect((await signIn(email, `Wrong@${i}`)).status).toBe(401);
    expect((await signIn(email, password)).status).toBe(200);
  });
});

describe('POST /sign-up-with-google', () => {
  it('creates the account on first sign-in and signs the same account in afterwards', async () => {
    const { email } = uniqueContact('google');
    const credential = await api.google.issue({ email, name: 'Arjun Mehta', picture: '/images/users/arjun.svg' });
    const users = await api.count('users');
    const first = await api.post('/sign-up-with-google', { token: credential });
    expect(first.status).toBe(200);
    expect(await api.count('users')).toBe(users + 1);
    const me = await api.get('/user-details', { token: first.body.token });
    expect(me.body.user).toMatchObject({
      name: 'Arjun Mehta',
      email,
      emailVerified: true,
      phone: null,
      profileUrl: '/images/users/arjun.svg',
    });
    expect(await api.count('users', sql`email = ${email} AND googleSubject IS NOT NULL`)).toBe(1);

    const again = await api.post('/sign-up-with-google', { token: await api.google.issue({ email, name: 'Arjun M' }) });
    expect(await api.count('users')).toBe(users + 1);
    await expectSignedInAs(again.body.token, me.body.user.id);
  });

  it('creates the account with the e-mail unverified when the credential does not vouch for it', async () => {
    const { email } = uniqueContact('gunverified');
    const res = await api.post('/sign-up-with-google', {
      token: await api.google.issue({ email, name: 'Arjun Mehta', emailVerified: false }),
    });
    expect(res.status).toBe(200);
    expect((await api.get('/user-details', { token: res.body.token })).body.user).toMatchObject({
      email,
      emailVerified: false,
    });
  });

  it('links an existing account whose e-mail is verified; another Google account is then refused', async () => {
    const { token, email } = await phoneAccount(api, 'link');
    await verifyEmail(api, token, email);
    const userId = (await first(api.queries, sql<{ id: string }>`SELECT id FROM users WHERE email = ${email}`))!.id;
    const users = await api.count('users');
    const res = await api.post('/sign-up-with-google', {
      token: await api.google.issue({ email: email.toUpperCase(), name: 'Other Name' }),
    });
    expect(res.status).toBe(200);
    await expectSignedInAs(res.body.token, userId);
    expect(await api.count('users')).toBe(users);
    expect(
      await first(api.queries, sql`SELECT emailVerified, name, googleSubject FROM users WHERE id = ${userId}`),
    ).toEqual({
      emailVerified: 1,
      name: 'Meera Iyer',
      googleSubject: expect.any(String),
    });

    const takeover = await api.google.issue({ email, name: 'Someone Else', sub: 'g-another-account' });
    const rejected = await api.post('/sign-up-with-google', { token: takeover });
    expect(rejected).toMatchObject({ status: 401, body: { message: 'Failed to sign in with Google' } });
  });

  it.each([
    ['the account never verified its e-mail', { accountVerified: false, credentialVerified: true }],
    ['the credential does not vouch for the e-mail', { accountVerified: true, credentialVerified: false }],
    ['neither side verified the e-mail', { accountVerified: false, credentialVerified: false }],
  ])('answers 409 and changes nothing when %s', async (_, { accountVerified, credentialVerified }) => {
    const { token, email } = await phoneAccount(api, 'squat');
    if (accountVerified) await verifyEmail(api, token, email);
    const row = async () =>
      await first(api.queries, sql`SELECT emailVerified, googleSubject FROM users WHERE email = ${email}`);
    const before = await row();
    const [users, sessions] = [await api.count('users'), await api.count('sessions')];
    const credential = await api.google.issue({ email, name: 'Real Owner', emailVerified: credentialVerified });
    expect(await api.post('/sign-up-with-google', { token: credential })).toMatchObject({
      status: 409,
      body: { message: 'An account with this email already exists. Sign in with your password or phone number.' },
    });
    expect(await row()).toEqual(before);
    expect(before).toMatchObject({ googleSubject: null });
    expect([await api.count('users'), await api.count('sessions')]).toEqual([users, sessions]);
  });

  it("gives every e-mail its own subject: addresses sharing a long prefix never reach one another's account", async () => {
    // The sandbox once built sub from the first 10 characters of the e-mail: demo@examp... reached the demo account.
    const victim = uniqueContact('prefixvictim').email;
    const lookalike = victim.replace('@example.org', '@examplezzz.org');
    const first = await api.post('/sign-up-with-google', {
      token: await api.google.issue({ email: victim, name: 'Victim' }),
    });
    const second = await api.post('/sign-up-with-google', {
      token: await api.google.issue({ email: lookalike, name: 'Lookalike' }),
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = await Promise.all([first, second].map((r) => api.get('/user-details', { token: r.body.token })));
    expect(a!.body.user).toMatchObject({ email: victim, name: 'Victim' });
    expect(b!.body.user).toMatchObject({ email: lookalike, name: 'Lookalike' });
    const subjects = (await all(
      api.queries,
      sql`SELECT googleSubject FROM users WHERE email IN (${victim}, ${lookalike})`,
    )) as {
      googleSubject: string;
    }[];
    expect(subjects.map((row) => row.googleSubject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^g-[0-9a-f]{64}$/)]),
    );
    expect(new Set(subjects.map((row) => row.googleSubject)).size).toBe(2);
    // The demo account is not reachable through a look-alike of its address either.
    const demoLike = await api.post('/sign-up-with-google', {
      token: await api.google.issue({ email: 'demo@examplezzz.org', name: 'Not Demo' }),
    });
    expect((await api.get('/user-details', { token: demoLike.body.token })).body.user.id).not.toBe(USERS.demo.id);
  });

  it('rejects tampered, expired and foreign credentials without creating accounts', async () => {
    const { email } = uniqueContact('forged');
    const good = await api.google.issue({ email, name: 'Forged User' }, 60);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherEmail = Buffer.from(JSON.stringify({ ...claims, email: USERS.demo.email })).toString('base64url');
    const { createGoogleIssuer } = await import('../../rest-api/src/sandbox/google.ts');
    const foreign = await createGoogleIssuer('another-client.apps.local', api.clock);
    const users = await api.count('users');
    const bad = [
      `${header}.${otherEmail}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      await foreign.issue({ email, name: 'Forged User' }),
      'not-a-jwt',
    ];
    for (const token of bad) {
      expect(await api.post('/sign-up-with-google', { token })).toMatchObject({
        status: 401,
        body: { message: 'Failed to sign in with Google' },
      });
    }
    api.clock.advance(61_000);
    expect(await api.post('/sign-up-with-google', { token: good })).toMatchObject({ status: 401 });
    expect(await api.count('users')).toBe(users);
  });

  it.each([{}, { token: '' }])('answers 400 "Failed to retrieve authentication token" for %j', async (body) => {
    const res = await api.post('/sign-up-with-google', body);
    expect(res).toMatchObject({ status: 400, body: { message: 'Failed to retrieve authentication token' } });
  });
});

describe('POST /reset-password', () => {
  const message = 'Password reset link sent to your email';

  it('e-mails a reset link to an existing account', async () => {
    const res = await api.post('/reset-password', { email: USERS.second.email });
    expect(res).toMatchObject({ status: 200, body: { message } });
    const [mail] = await api.deps.otp.outbox(USERS.second.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Reset your password' });
    expect(mail!.body).toMatch(/\/forget-password\?token=\S+/);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = await api.count('outbox');
    const res = await api.post('/reset-password', { email: 'nobody.here@example.com' });
    expect(res).toMatchObject({ status: 200, body: { message } });
    expect(await api.count('outbox')).toBe(before);
  });

  it.each([
    [{}, 'Please enter your email'],
    [{ email: '  ' }, 'Please enter your email'],
    [{ email: 'demo@example' }, 'Please enter a valid email address'],
  ])('rejects %j with "%s"', async (body, msg) => {
    expect(await api.post('/reset-password', body)).toMatchObject({ status: 400, body: { message: msg } });
  });
});
