import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../helpers/api.ts';
import { USERS } from '../helpers/fixtures.ts';
import { phoneAccount, uniqueContact, verifyEmail, verifyPhone, wrongCode } from '../helpers/authFlows.ts';

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
    expect(api.lastCode(`+91${number}`)).toMatch(/^\d{6}$/);
  });

  it('sends a code to the number of a phone-only account', async () => {
    const res = await api.post('/otp-send', { number: USERS.phoneOnly.phone, code: '91' });
    expect(res.status).toBe(200);
  });

  it('answers 409 for the number of an account with a password, sending nothing', async () => {
    const before = api.count('outbox');
    const res = await api.post('/otp-send', { number: USERS.demo.phone, code: '91' });
    expect(res).toMatchObject({ status: 409, body: { message: 'User Already Exist You Can Login' } });
    expect(api.count('outbox')).toBe(before);
  });

  it('sends at most 5 codes per number per 10 minutes, then 429 and nothing sent', async () => {
    const { number } = uniqueContact('flood');
    for (let i = 0; i < 5; i++) expect((await api.post('/otp-send', { number, code: '91' })).status).toBe(200);
    api.clock.advance(10 * MINUTE - 1);
    const [codes, outbox] = [api.count('otp_codes'), api.count('outbox')];
    expect(await api.post('/otp-send', { number, code: '91' })).toMatchObject(TOO_MANY);
    expect([api.count('otp_codes'), api.count('outbox')]).toEqual([codes, outbox]);
    expect((await api.post('/otp-send', { number: uniqueContact('calm').number, code: '91' })).status).toBe(200);
    api.clock.advance(1);
    expect((await api.post('/otp-send', { number, code: '91' })).status).toBe(200);
  });

  it.each([
    [{ code: '91' }, 'Phone number is required'],
    [{ number: '98765', code: '91' }, 'Phone number must be 10 digits'],
    [{ number: '98765abcde', code: '91' }, 'Phone number must be 10 digits'],
    [{ number: '9000000000', code: '97' }, 'Country code must be 91'],
  ])('rejects %j with "%s"', async (body, message) => {
    const before = api.count('otp_codes');
    const res = await api.post('/otp-send', body);
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(api.count('otp_codes')).toBe(before);
  });
});

describe('POST /otp-check', () => {
  it('verifies a new number', async () => {
    const { number } = uniqueContact('check');
    const res = await verifyPhone(api, number);
    expect(res).toMatchObject({ status: 200, body: { message: 'OTP verified' } });
    expect(api.count('otp_codes', 'target = ? AND usedAt IS NOT NULL', `+91${number}`)).toBe(1);
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
    const otp = api.lastCode(`+91${number}`);
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
    const otp = api.lastCode(`+91${number}`);
    for (let i = 0; i < 5; i++) {
      expect((await api.post('/otp-check', { otp: wrongCode(otp), otpSession: body.otpSession, number })).status).toBe(400);
    }
    const res = await api.post('/otp-check', { otp, otpSession: body.otpSession, number });
    expect(res).toMatchObject({ status: 400, body: { message: 'Incorrect OTP' } });
    expect(api.count('otp_codes', 'target = ? AND usedAt IS NOT NULL', `+91${number}`)).toBe(0);
  });

  it('answers "OTP expired" after 30 seconds', async () => {
    const { number } = uniqueContact('late');
    const { body } = await api.post('/otp-send', { number, code: '91' });
    api.clock.advance(30_001);
    const res = await api.post('/otp-check', { otp: api.lastCode(`+91${number}`), otpSession: body.otpSession, number });
    expect(res).toMatchObject({ status: 400, body: { message: 'OTP expired' } });
  });

  it.each(['12345', '1234567', 'abcdef', ''])('rejects the code %j with the 6-digit message', async (otp) => {
    const res = await api.post('/otp-check', { otp, otpSession: 'otp_x', number: '9000000000' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Please enter a valid 6-digit OTP' } });
  });
});

describe('POST /sign-up-with-personal-details', () => {
  it('registers a verified phone end to end; the token opens /user-details', async () => {
    const { number, email } = uniqueContact('phone');
    const users = api.count('users');
    expect((await verifyPhone(api, number)).status).toBe(200);
    const res = await api.post('/sign-up-with-personal-details', { name: 'Kavya Reddy', email, referralCode: 'FRIEND10', phone: number });
    expect(res.status).toBe(201);
    expect(Date.parse(res.body.expiresAt)).toBe(api.clock.now() + HOUR);
    expect(api.count('users')).toBe(users + 1);
    const me = await api.get('/user-details', { token: res.body.token });
    expect(me.body.user).toMatchObject({
      name: 'Kavya Reddy', email, emailVerified: false, phone: number, mobileNo: number, coin: 0, address: [],
      customDocId: expect.stringMatching(/^CUST/),
    });
    expect(api.db.prepare('SELECT phone, referralCode, passwordHash FROM users WHERE email = ?').get(email))
      .toEqual({ phone: `+91${number}`, referralCode: 'FRIEND10', passwordHash: null });
  });

  it('refuses a phone that was not verified, or verified more than 10 minutes ago', async () => {
    const fresh = uniqueContact('unverified');
    const stale = uniqueContact('stale');
    await verifyPhone(api, stale.number);
    api.clock.advance(10 * 60 * 1000 + 1);
    const users = api.count('users');
    for (const { number, email } of [fresh, stale]) {
      const res = await api.post('/sign-up-with-personal-details', { name: 'Late Comer', email, phone: number });
      expect(res).toMatchObject({ status: 403, body: { message: 'Phone number is not verified' } });
    }
    expect(api.count('users')).toBe(users);
  });

  it('answers 409 for a taken e-mail (any case) and a registered phone', async () => {
    const first = await phoneAccount(api, 'dup');
    const other = uniqueContact('dup2');
    await verifyPhone(api, other.number);
    const users = api.count('users');
    const takenEmail = await api.post('/sign-up-with-personal-details', { name: 'Copy Cat', email: 'DEMO@example.com', phone: other.number });
    expect(takenEmail).toMatchObject({ status: 409, body: { message: 'Email already exists' } });
    const takenPhone = await api.post('/sign-up-with-personal-details', { name: 'Copy Cat', email: other.email, phone: first.number });
    expect(takenPhone).toMatchObject({ status: 409, body: { message: 'Phone number already registered' } });
    expect(api.count('users')).toBe(users);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'R2 D2' }, 'Name should only contain letters'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'kavya@example' }, 'Please enter a valid email address'],
    [{ phone: '123' }, 'Phone number must be 10 digits'],
  ])('rejects %j with "%s"', async (override, message) => {
    const users = api.count('users');
    const res = await api.post('/sign-up-with-personal-details', { name: 'Kavya', email: 'k@example.org', phone: '9000000000', ...override });
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(api.count('users')).toBe(users);
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
    expect(api.count('sessions', 'tokenDigest = ?', body.token)).toBe(0);
    expect(api.count('sessions', 'tokenDigest = ?', createHash('sha256').update(body.token).digest('hex'))).toBe(1);
  });

  it.each([
    { email: USERS.demo.email, password: 'Wrong@1234' },
    { email: 'nobody@example.com', password: USERS.demo.password },
    { email: USERS.phoneOnly.email, password: '' },
    { email: USERS.demo.email },
    {},
  ])('answers 401 "Incorrect email or password" for %j', async (body) => {
    const sessions = api.count('sessions');
    const res = await api.post('/signin-check', body);
    expect(res).toMatchObject({ status: 401, body: { message: 'Incorrect email or password' } });
    expect(api.count('sessions')).toBe(sessions);
  });
});

describe('POST /signin-check guessing limit', () => {
  const signIn = (email: string, password: string) => api.post('/signin-check', { email, password });

  it('answers 429 after 10 failures for an e-mail (any case) within 15 minutes, right password included', async () => {
    const { email, password } = USERS.fresh;
    for (let i = 0; i < 10; i++) {
      expect((await signIn(i % 2 ? email.toUpperCase() : email, `Wrong@${i}`)).status).toBe(401);
    }
    expect(api.count('signin_failures', 'email = ?', email)).toBe(10);
    api.clock.advance(15 * MINUTE - 1);
    const sessions = api.count('sessions');
    expect(await signIn(email, password)).toMatchObject(TOO_MANY);
    expect(await signIn(email, 'Wrong@x')).toMatchObject(TOO_MANY);
    expect(api.count('sessions')).toBe(sessions);
    expect(api.count('signin_failures', 'email = ?', email)).toBe(10);
    // Other e-mails are not affected.
    expect((await signIn(USERS.demo.email, USERS.demo.password)).status).toBe(200);

    api.clock.advance(1);
    expect((await signIn(email, password)).status).toBe(200);
    expect(api.count('signin_failures', 'email = ?', email)).toBe(0);
  });

  it('limits unknown e-mails the same way, so the limit tells nothing about accounts', async () => {
    const { email } = uniqueContact('ghost');
    for (let i = 0; i < 10; i++) expect((await signIn(email, 'Guess@1234')).status).toBe(401);
    expect(await signIn(email, 'Guess@1234')).toMatchObject(TOO_MANY);
  });

  it('a successful sign-in clears the failures of its e-mail', async () => {
    const { email, password } = USERS.second;
    for (let i = 0; i < 9; i++) expect((await signIn(email, `Wrong@${i}`)).status).toBe(401);
    expect((await signIn(email, password)).status).toBe(200);
    expect(api.count('signin_failures', 'email = ?', email)).toBe(0);
    for (let i = 0; i < 9; i++) expect((await signIn(email, `Wrong@${i}`)).status).toBe(401);
    expect((await signIn(email, password)).status).toBe(200);
  });
});

describe('POST /sign-up-with-google', () => {
  it('creates the account on first sign-in and signs the same account in afterwards', async () => {
    const { email } = uniqueContact('google');
    const credential = await api.deps.google.issue({ email, name: 'Arjun Mehta', picture: '/images/users/arjun.svg' });
    const users = api.count('users');
    const first = await api.post('/sign-up-with-google', { token: credential });
    expect(first.status).toBe(200);
    expect(api.count('users')).toBe(users + 1);
    const me = await api.get('/user-details', { token: first.body.token });
    expect(me.body.user).toMatchObject({ name: 'Arjun Mehta', email, emailVerified: true, phone: null, profileUrl: '/images/users/arjun.svg' });
    expect(api.count('users', 'email = ? AND googleSubject IS NOT NULL', email)).toBe(1);

    const again = await api.post('/sign-up-with-google', { token: await api.deps.google.issue({ email, name: 'Arjun M' }) });
    expect(api.count('users')).toBe(users + 1);
    await expectSignedInAs(again.body.token, me.body.user.id);
  });

  it('creates the account with the e-mail unverified when the credential does not vouch for it', async () => {
    const { email } = uniqueContact('gunverified');
    const res = await api.post('/sign-up-with-google', { token: await api.deps.google.issue({ email, name: 'Arjun Mehta', emailVerified: false }) });
    expect(res.status).toBe(200);
    expect((await api.get('/user-details', { token: res.body.token })).body.user).toMatchObject({ email, emailVerified: false });
  });

  it('links an existing account whose e-mail is verified; another Google account is then refused', async () => {
    const { token, email } = await phoneAccount(api, 'link');
    await verifyEmail(api, token, email);
    const userId = api.db.prepare<[string], { id: string }>('SELECT id FROM users WHERE email = ?').get(email)!.id;
    const users = api.count('users');
    const res = await api.post('/sign-up-with-google', { token: await api.deps.google.issue({ email: email.toUpperCase(), name: 'Other Name' }) });
    expect(res.status).toBe(200);
    await expectSignedInAs(res.body.token, userId);
    expect(api.count('users')).toBe(users);
    expect(api.db.prepare('SELECT emailVerified, name, googleSubject FROM users WHERE id = ?').get(userId))
      .toEqual({ emailVerified: 1, name: 'Meera Iyer', googleSubject: expect.any(String) });

    const takeover = await api.deps.google.issue({ email, name: 'Someone Else', sub: 'g-another-account' });
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
    const row = () => api.db.prepare('SELECT emailVerified, googleSubject FROM users WHERE email = ?').get(email);
    const before = row();
    const [users, sessions] = [api.count('users'), api.count('sessions')];
    const credential = await api.deps.google.issue({ email, name: 'Real Owner', emailVerified: credentialVerified });
    expect(await api.post('/sign-up-with-google', { token: credential })).toMatchObject({
      status: 409,
      body: { message: 'An account with this email already exists. Sign in with your password or phone number.' },
    });
    expect(row()).toEqual(before);
    expect(before).toMatchObject({ googleSubject: null });
    expect([api.count('users'), api.count('sessions')]).toEqual([users, sessions]);
  });

  it('rejects tampered, expired and foreign credentials without creating accounts', async () => {
    const { email } = uniqueContact('forged');
    const good = await api.deps.google.issue({ email, name: 'Forged User' }, 60);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherEmail = Buffer.from(JSON.stringify({ ...claims, email: USERS.demo.email })).toString('base64url');
    const { createGoogleIssuer } = await import('../../rest-api/src/sandbox/google.ts');
    const foreign = await createGoogleIssuer('another-client.apps.local', api.clock);
    const users = api.count('users');
    const bad = [
      `${header}.${otherEmail}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      await foreign.issue({ email, name: 'Forged User' }),
      'not-a-jwt',
    ];
    for (const token of bad) {
      expect(await api.post('/sign-up-with-google', { token })).toMatchObject({ status: 401, body: { message: 'Failed to sign in with Google' } });
    }
    api.clock.advance(61_000);
    expect(await api.post('/sign-up-with-google', { token: good })).toMatchObject({ status: 401 });
    expect(api.count('users')).toBe(users);
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
    const [mail] = api.deps.otp.outbox(USERS.second.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Reset your password' });
    expect(mail!.body).toMatch(/\/forget-password\?token=\S+/);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = api.count('outbox');
    const res = await api.post('/reset-password', { email: 'nobody.here@example.com' });
    expect(res).toMatchObject({ status: 200, body: { message } });
    expect(api.count('outbox')).toBe(before);
  });

  it.each([
    [{}, 'Please enter your email'],
    [{ email: '  ' }, 'Please enter your email'],
    [{ email: 'demo@example' }, 'Please enter a valid email address'],
  ])('rejects %j with "%s"', async (body, msg) => {
    expect(await api.post('/reset-password', body)).toMatchObject({ status: 400, body: { message: msg } });
  });
});
