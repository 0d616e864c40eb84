import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { hashPassword } from '../../rest-api/src/passwords.ts';
import { userStore } from '../../rest-api/src/users.ts';
import { USERS } from '../helpers/fixtures.ts';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;

beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const ERRORS = 'userErrors { field code message }';
const SIGNED_IN = `viewer { user { name email emailVerified phone coins addresses { pincode } } } session { token expiresAt } ${ERRORS}`;

const REQUEST_CODE = /* GraphQL */ `mutation ($phone: String!) { requestPhoneCode(input: { phone: $phone }) { otpSession ${ERRORS} } }`;
const VERIFY_CODE = /* GraphQL */ `mutation ($input: VerifyPhoneCodeInput!) { verifyPhoneCode(input: $input) { status verificationToken ${SIGNED_IN} } }`;
const SIGN_UP_PHONE = /* GraphQL */ `mutation ($input: SignUpWithPhoneInput!) { signUpWithPhone(input: $input) { ${SIGNED_IN} } }`;
const SIGN_IN_EMAIL = /* GraphQL */ `mutation ($email: String!, $password: String!) {
  signInWithEmail(input: { email: $email, password: $password }) { ${SIGNED_IN} }
}`;
const SIGN_IN_GOOGLE = /* GraphQL */ `mutation ($credential: String!) { signInWithGoogle(input: { credential: $credential }) { ${SIGNED_IN} } }`;
const SEND_GST = /* GraphQL */ `mutation ($input: SendGstCodeInput!) { sendGstCode(input: $input) { txn message ${ERRORS} } }`;
const VERIFY_GST = /* GraphQL */ `mutation ($input: VerifyGstCodeInput!) { verifyGstCode(input: $input) { verified verificationToken ${ERRORS} } }`;
const REGISTER = /* GraphQL */ `mutation ($input: RegisterBusinessAccountInput!) { registerBusinessAccount(input: $input) { registered ${ERRORS} } }`;
const RESET = /* GraphQL */ `mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { message ${ERRORS} } }`;

const NEW_PASSWORD = /* GraphQL */ `mutation ($input: ResetPasswordInput!) {
  resetPassword(input: $input) { message viewer { user { name } } ${ERRORS} }
}`;
const error = (code: string, message: string, field?: string) => ({
  code,
  message,
  field: field ? ['input', field] : null,
});
const cookieOf = (headers: Headers) => headers.get('set-cookie');
/** The cookies a response set, as a browser would send them back (`name=value; ...`); cleared ones left out. */
const cookieJar = (...responses: { headers: Headers }[]) =>
  responses
    .flatMap((r) => r.headers.getSetCookie())
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
let phoneCounter = 0;
const newPhone = () => `91234${String(10_000 + phoneCounter++).slice(-5)}`;

/** Asks for a phone code and returns what `verifyPhoneCode` needs, with the code read from the sandbox outbox. */
async function phoneCode(phone: string, countryCode: 'PLUS_91' | 'PLUS_97' = 'PLUS_91') {
  const { body } = await gw.graphql(
    /* GraphQL */ `mutation ($phone: String!, $countryCode: PhoneCountryCode) { requestPhoneCode(input: { phone: $phone, countryCode: $countryCode }) { otpSession ${ERRORS} } }`,
    { phone, countryCode },
  );
  expect(body.data.requestPhoneCode.userErrors).toEqual([]);
  const prefix = countryCode === 'PLUS_97' ? '+97' : '+91';
  return {
    phone,
    countryCode,
    otpSession: body.data.requestPhoneCode.otpSession as string,
    otp: await gw.api.lastCode(`${prefix}${phone}`),
  };
}

/** A phone verified in "this browser": the cookie the gateway set for it. */
async function verifiedPhoneCookie(phone: string, countryCode: 'PLUS_91' | 'PLUS_97' = 'PLUS_91') {
  const verified = await gw.graphql(VERIFY_CODE, { input: await phoneCode(phone, countryCode) });
  expect(verified.body.data.verifyPhoneCode.status).toBe('VERIFIED');
  return cookieJar(verified);
}

describe('signing in by phone', () => {
  it('sends a code to a new number', async () => {
    const phone = newPhone();
    const { body, headers } = await gw.graphql(REQUEST_CODE, { phone });
    expect(body.data.requestPhoneCode).toEqual({ otpSession: expect.any(String), userErrors: [] });
    expect(await gw.api.lastCode(`+91${phone}`)).toMatch(/^\d{6}$/);
    expect(cookieOf(headers)).toBeNull();
  });

  it('tells a shopper whose number has a password to sign in instead, and refuses malformed numbers', async () => {
    const taken = await gw.graphql(REQUEST_CODE, { phone: USERS.demo.phone });
    expect(taken.body.data.requestPhoneCode).toEqual({
      otpSession: null,
      userErrors: [error('ALREADY_EXISTS', 'User Already Exist You Can Login', 'phone')],
    });
    const malformed = await gw.graphql(REQUEST_CODE, { phone: '98765' });
    expect(malformed.body.data.requestPhoneCode.userErrors).toEqual([
      error('INVALID_INPUT', 'Phone number must be 10 digits', 'phone'),
    ]);
  });

  it('limits how many codes one number gets: two at once, then the next waits', async () => {
    const phone = newPhone();
    for (let i = 0; i < 2; i++) await phoneCode(phone);
    const { body } = await gw.graphql(REQUEST_CODE, { phone });
    expect(body.data.requestPhoneCode.userErrors).toEqual([
      error('TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again later.'),
    ]);
  });

  it('refuses a wrong or expired code without signing in', async () => {
    const code = await phoneCode(newPhone());
    const wrong = await gw.graphql(VERIFY_CODE, {
      input: { ...code, otp: code.otp === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.data.verifyPhoneCode).toMatchObject({ status: null, session: null, viewer: { user: null } });
    expect(wrong.body.data.verifyPhoneCode.userErrors).toEqual([error('INVALID_CODE', 'Incorrect OTP', 'otp')]);
    expect(cookieOf(wrong.headers)).toBeNull();

    const late = await phoneCode(newPhone());
    gw.api.clock.advance(31_000);
    const expired = await gw.graphql(VERIFY_CODE, { input: late });
    expect(expired.body.data.verifyPhoneCode.userErrors).toEqual([error('CODE_EXPIRED', 'OTP expired', 'otp')]);
  });

  it('signs in the account that owns the number, setting the session cookie', async () => {
    const { body, headers } = await gw.graphql(VERIFY_CODE, { input: await phoneCode(USERS.phoneOnly.phone) });
    const payload = body.data.verifyPhoneCode;
    expect(payload.status).toBe('SIGNED_IN');
    expect(payload.viewer.user).toMatchObject({
      name: USERS.phoneOnly.name,
      phone: USERS.phoneOnly.phone,
      coins: USERS.phoneOnly.coin,
    });
    expect(cookieOf(headers)).toBe(`session=${payload.session.token}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax`);
    expect(Date.parse(payload.session.expiresAt)).toBe(gw.api.clock.now() + 3_600_000);
  });

  it('verifies a new number into an HttpOnly cookie, then registers it with personal details, spending it, and signs in', async () => {
    const code = await phoneCode(newPhone());
    const verified = await gw.graphql(VERIFY_CODE, { input: code });
    expect(verified.body.data.verifyPhoneCode).toMatchObject({
      status: 'VERIFIED',
      session: null,
      viewer: { user: null },
      userErrors: [],
    });
    const token = verified.body.data.verifyPhoneCode.verificationToken;
    expect(verified.headers.getSetCookie()).toEqual([
      `verified_phone=${token}; Max-Age=600; Path=/; HttpOnly; SameSite=Lax`,
    ]);
    expect(verified.headers.get('cache-control')).toBe('private, no-store');

    const details = { phone: code.phone, name: 'Meera Iyer', email: 'meera.iyer@example.com', referralCode: 'FRIEND1' };
    const { body, headers } = await gw.graphql(
      SIGN_UP_PHONE,
      { input: details },
      { headers: { cookie: cookieJar(verified) } },
    );
    expect(body.data.signUpWithPhone.userErrors).toEqual([]);
    expect(body.data.signUpWithPhone.viewer.user).toEqual({
      name: 'Meera Iyer',
      email: 'meera.iyer@example.com',
      emailVerified: false,
      phone: code.phone,
      coins: 0,
      addresses: [],
    });
    expect(headers.getSetCookie()).toEqual([
      expect.stringMatching(/^session=[^;]+; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/),
      'verified_phone=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ]);
    expect(await gw.api.count('verifications', sql`target = ${`+91${code.phone}`}`)).toBe(0);
  });

  it('takes the verification token as input from clients without cookies', async () => {
    const code = await phoneCode(newPhone());
    const verified = await gw.graphql(VERIFY_CODE, { input: code });
    const { verificationToken } = verified.body.data.verifyPhoneCode;
    const phone = code.phone;
    const { body } = await gw.graphql(SIGN_UP_PHONE, {
      input: { phone, name: 'Api Client', email: 'api.client@example.com', verificationToken },
    });
    expect(body.data.signUpWithPhone.userErrors).toEqual([]);
    expect(body.data.signUpWithPhone.viewer.user).toMatchObject({ name: 'Api Client', phone });
  });

  it("a number verified in one browser cannot be registered from another: the proof is the verifier's cookie", async () => {
    const phone = newPhone();
    const victimCookie = await verifiedPhoneCookie(phone);
    const attackerCookie = await verifiedPhoneCookie(newPhone());
    const users = await gw.api.count('users');
    for (const headers of [{}, { cookie: attackerCookie }] as Record<string, string>[]) {
      const { body } = await gw.graphql(
        SIGN_UP_PHONE,
        { input: { phone, name: 'Attacker', email: 'attacker@example.com' } },
        { headers },
      );
      expect(body.data.signUpWithPhone.userErrors).toEqual([
        error('NOT_VERIFIED', 'Phone number is not verified', 'phone'),
      ]);
    }
    expect(await gw.api.count('users')).toBe(users);
    const { body } = await gw.graphql(
      SIGN_UP_PHONE,
      { input: { phone, name: 'Real Owner', email: 'real.owner@example.com' } },
      { headers: { cookie: victimCookie } },
    );
    expect(body.data.signUpWithPhone.viewer.user).toMatchObject({ name: 'Real Owner', phone });
  });

  it("shows the personal-details screen's messages and creates nothing on bad details", async () => {
    const code = await phoneCode(newPhone());
    const verified = await gw.graphql(VERIFY_CODE, { input: code });
    const cookie = cookieJar(verified);
    const users = await gw.api.count('users');
    const cases: [object, ReturnType<typeof error>][] = [
      [{ email: USERS.second.email }, error('ALREADY_EXISTS', 'This Email Is Already Exist', 'email')],
      [{ name: 'R2D2' }, error('INVALID_INPUT', 'Name should only contain letters', 'name')],
      [{ email: 'not-an-email' }, error('INVALID_INPUT', 'Please enter a valid email address', 'email')],
      [{ phone: newPhone() }, error('NOT_VERIFIED', 'Phone number is not verified', 'phone')],
    ];
    for (const [change, expected] of cases) {
      const input = { phone: code.phone, name: 'Kiran Rao', email: 'kiran.rao@example.com', ...change };
      const { body, headers } = await gw.graphql(SIGN_UP_PHONE, { input }, { headers: { cookie } });
      expect(body.data.signUpWithPhone).toEqual({ viewer: { user: null }, session: null, userErrors: [expected] });
      // Nothing is set or cleared: the verification stays for the corrected details.
      expect(cookieOf(headers)).toBeNull();
    }
    expect(await gw.api.count('users')).toBe(users);
  });
});

describe('signing in by e-mail and by Google', () => {
  it("signs in with e-mail and password and exposes the shopper's fields", async () => {
    const { body, headers } = await gw.graphql(SIGN_IN_EMAIL, {
      email: USERS.demo.email,
      password: USERS.demo.password,
    });
    expect(body.data.signInWithEmail.userErrors).toEqual([]);
    expect(body.data.signInWithEmail.viewer.user).toMatchObject({
      name: USERS.demo.name,
      email: USERS.demo.email,
      emailVerified: true,
      phone: USERS.demo.phone,
      coins: USERS.demo.coin,
    });
    expect(body.data.signInWithEmail.viewer.user.addresses.length).toBeGreaterThan(0);
    expect(cookieOf(headers)).toContain(`session=${body.data.signInWithEmail.session.token};`);
  });

  it('answers "Incorrect email or password" for a wrong password or an unknown e-mail', async () => {
    for (const input of [
      { email: USERS.demo.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'x' },
    ]) {
      const { body, headers } = await gw.graphql(SIGN_IN_EMAIL, input);
      expect(body.data.signInWithEmail).toEqual({
        viewer: { user: null },
        session: null,
        userErrors: [error('INVALID_CREDENTIALS', 'Incorrect email or password')],
      });
      expect(cookieOf(headers)).toBeNull();
    }
  });

  it('signs in with a Google credential from the sandbox issuer, creating the account', async () => {
    const { body: issued } = await gw.api.post('/dev/google/credential', {
      email: 'lata.g@example.com',
      name: 'Lata Ghosh',
    });
    const { body, headers } = await gw.graphql(SIGN_IN_GOOGLE, { credential: issued.credential });
    expect(body.data.signInWithGoogle.viewer.user).toMatchObject({
      name: 'Lata Ghosh',
      email: 'lata.g@example.com',
      emailVerified: true,
    });
    expect(cookieOf(headers)).toMatch(/^session=/);
  });

  it("gives Google sign-in's two failure messages", async () => {
    const forged = await gw.graphql(SIGN_IN_GOOGLE, { credential: 'eyJhbGciOiJub25lIn0.e30.' });
    expect(forged.body.data.signInWithGoogle.userErrors).toEqual([
      error('INVALID_CREDENTIALS', 'Failed to sign in with Google'),
    ]);
    const missing = await gw.graphql(SIGN_IN_GOOGLE, { credential: '' });
    expect(missing.body.data.signInWithGoogle.userErrors).toEqual([
      error('INVALID_INPUT', 'Failed to retrieve authentication token'),
    ]);
  });
});

describe('business sign-up', () => {
  const gst = { gstUsername: 'meenakshi', gstNumber: '29ABCDE1234F1Z5' };
  const form = {
    name: 'Meenakshi Traders',
    email: 'accounts@meenakshi.example.com',
    phone: '9123400001',
    password: 'Secure@123',
    confirmPassword: 'Secure@123',
    ...gst,
    officialPhoneNumber: '9123400001',
  };

  it('sends a GST code and refuses incomplete or malformed GST details', async () => {
    const { body } = await gw.graphql(SEND_GST, { input: gst });
    expect(body.data.sendGstCode).toEqual({
      txn: expect.any(String),
      message: 'OTP sent successfully',
      userErrors: [],
    });
    const missing = await gw.graphql(SEND_GST, { input: { ...gst, gstUsername: ' ' } });
    expect(missing.body.data.sendGstCode).toEqual({
      txn: null,
      message: null,
      userErrors: [error('INVALID_INPUT', 'GST Number and Username are required', 'gstNumber')],
    });
    const malformed = await gw.graphql(SEND_GST, { input: { ...gst, gstNumber: '12345' } });
    expect(malformed.body.data.sendGstCode.userErrors).toEqual([
      error('INVALID_INPUT', 'Invalid GST Number', 'gstNumber'),
    ]);
  });

  it('registers only a verified GSTIN and a verified phone, with every form rule enforced and nothing stored on failure', async () => {
    const users = await gw.api.count('users');
    const unverified = await gw.graphql(REGISTER, { input: form });
    expect(unverified.body.data.registerBusinessAccount).toEqual({
      registered: false,
      userErrors: [error('NOT_VERIFIED', 'GST Number is not verified', 'gstNumber')],
    });

    const { body: sent } = await gw.graphql(SEND_GST, { input: gst });
    const txn = sent.data.sendGstCode.txn;
    const wrong = await gw.graphql(VERIFY_GST, {
      input: { ...gst, txn, otp: '000000' === (await gw.api.lastCode(gst.gstNumber)) ? '111111' : '000000' },
    });
    expect(wrong.body.data.verifyGstCode).toEqual({
      verified: false,
      verificationToken: null,
      userErrors: [error('INVALID_CODE', 'Invalid OTP', 'otp')],
    });
    const right = await gw.graphql(VERIFY_GST, { input: { ...gst, txn, otp: await gw.api.lastCode(gst.gstNumber) } });
    expect(right.body.data.verifyGstCode).toEqual({
      verified: true,
      verificationToken: expect.any(String),
      userErrors: [],
    });
    expect(right.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^verified_gst=[^;]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);
    const gstOnly = cookieJar(right);

    // The GSTIN alone is not enough: the official phone needs its own code.
    const phoneMissing = await gw.graphql(
      REGISTER,
      { input: { ...form, countryCode: 'PLUS_97' } },
      { headers: { cookie: gstOnly } },
    );
    expect(phoneMissing.body.data.registerBusinessAccount).toEqual({
      registered: false,
      userErrors: [error('NOT_VERIFIED', 'Phone number is not verified', 'phone')],
    });
    const cookie = `${gstOnly}; ${await verifiedPhoneCookie(form.phone, 'PLUS_97')}`;

    // Every rule a form breaks, in one answer: a short phone no longer matches the official one either.
    const cases: [object, ReturnType<typeof error>[]][] = [
      [{ confirmPassword: 'Other@123' }, [error('INVALID_INPUT', 'Passwords do not match', 'confirmPassword')]],
      [
        { password: 'short', confirmPassword: 'short' },
        [error('INVALID_INPUT', 'Password must be at least 8 characters', 'password')],
      ],
      [
        { phone: '91234' },
        [
          error('INVALID_INPUT', 'Phone number must be 10 digits', 'phone'),
          error('INVALID_INPUT', 'Official phone number must match the phone number', 'officialPhoneNumber'),
        ],
      ],
      [{ email: USERS.demo.email }, [error('ALREADY_EXISTS', 'Email already exists', 'email')]],
    ];
    for (const [change, expected] of cases) {
      const { body } = await gw.graphql(
        REGISTER,
        { input: { ...form, countryCode: 'PLUS_97', ...change } },
        { headers: { cookie } },
      );
      expect(body.data.registerBusinessAccount).toEqual({ registered: false, userErrors: expected });
    }
    expect(await gw.api.count('users')).toBe(users);

    const { body, headers } = await gw.graphql(
      REGISTER,
      { input: { ...form, countryCode: 'PLUS_97' } },
      { headers: { cookie } },
    );
    expect(body.data.registerBusinessAccount).toEqual({ registered: true, userErrors: [] });
    expect(headers.getSetCookie()).toEqual([
      'verified_gst=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'verified_phone=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ]);
    expect(
      await gw.api.count('users', sql`email = ${form.email} AND phone = '+979123400001' AND gstVerified = 1`),
    ).toBe(1);
    const signIn = await gw.graphql(SIGN_IN_EMAIL, { email: form.email, password: form.password });
    expect(signIn.body.data.signInWithEmail.viewer.user.name).toBe(form.name);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses and mails only the account', async () => {
    for (const email of [USERS.demo.email, 'stranger@example.com']) {
      const { body } = await gw.graphql(RESET, { email });
      expect(body.data.requestPasswordReset).toEqual({
        message: 'Password reset link sent to your email',
        userErrors: [],
      });
    }
    expect(await gw.api.count('outbox', sql`recipient = ${USERS.demo.email}`)).toBe(1);
    expect(await gw.api.count('outbox', sql`recipient = 'stranger@example.com'`)).toBe(0);
  });

  it('asks for an e-mail address', async () => {
    const { body } = await gw.graphql(RESET, { email: '' });
    expect(body.data.requestPasswordReset).toEqual({
      message: null,
      userErrors: [error('INVALID_INPUT', 'Please enter your email', 'email')],
    });
  });

  /** A throwaway account with a password, signed in: its session cookie and the token of a reset link it was sent. */
  async function accountWithResetLink(tag: string) {
    const email = `reset.${tag}.${process.pid}@example.org`;
    await userStore(gw.api.deps).create({ name: 'Reset Tester', email, passwordHash: await hashPassword('Old@12345') });
    const signedIn = await gw.graphql(SIGN_IN_EMAIL, { email, password: 'Old@12345' });
    await gw.graphql(RESET, { email });
    const token = /token=(\S+?)\s/.exec((await gw.api.deps.otp.outbox(email))[0]!.body)![1]!;
    return { email, token, cookie: cookieJar(signedIn) };
  }

  it("sets a new password: every session ends (this browser's cookie too), the new password signs in", async () => {
    const { email, token, cookie } = await accountWithResetLink('graph');
    const other = await accountWithResetLink('bystander');
    const input = { token, password: 'Fresh@2026', confirmPassword: 'Fresh@2026' };
    const reset = await gw.graphql(NEW_PASSWORD, { input }, { headers: { cookie } });
    expect(reset.body.data.resetPassword).toEqual({
      message: 'Your password has been changed. Sign in with your new password.',
      viewer: { user: null },
      userErrors: [],
    });
    expect(cookieOf(reset.headers)).toMatch(/^session=;/);
    const viewer = /* GraphQL */ 'query { viewer { user { email } } }';
    expect((await gw.graphql(viewer, {}, { headers: { cookie } })).body.data.viewer.user).toBeNull();
    expect((await gw.graphql(viewer, {}, { headers: { cookie: other.cookie } })).body.data.viewer.user).toEqual({
      email: other.email,
    });
    expect(
      (await gw.graphql(SIGN_IN_EMAIL, { email, password: 'Fresh@2026' })).body.data.signInWithEmail.userErrors,
    ).toEqual([]);

    const again = await gw.graphql(NEW_PASSWORD, { input });
    expect(again.body.data.resetPassword).toEqual({
      message: null,
      viewer: { user: null },
      userErrors: [error('RESET_LINK_USED', 'This password reset link has already been used', 'token')],
    });
  });

  it('tells what a link can do when it is opened, without spending it; never echoes the token, nor lets it be cached', async () => {
    const LINK = /* GraphQL */ 'query ($token: String!) { passwordResetLink(token: $token) { status message } }';
    const open = async (token: string) => {
      const { body, headers } = await gw.graphql(LINK, { token });
      if (token) expect(JSON.stringify(body)).not.toContain(token);
      expect(headers.get('cache-control')).toBe('private, no-store');
      expect(gw.reportedCalls(headers)).toBe(1);
      return body.data.passwordResetLink;
    };
    const { token } = await accountWithResetLink('opened');
    const VALID = { status: 'VALID', message: null };
    expect(await open(token)).toEqual(VALID);
    expect(await open(token)).toEqual(VALID);
    gw.api.clock.advance(30 * 60 * 1000);
    try {
      expect(await open(token)).toEqual({ status: 'EXPIRED', message: 'This password reset link has expired' });
    } finally {
      gw.api.clock.advance(-30 * 60 * 1000);
    }
    const input = { token, password: 'Fresh@2026', confirmPassword: 'Fresh@2026' };
    expect((await gw.graphql(NEW_PASSWORD, { input })).body.data.resetPassword.userErrors).toEqual([]);
    expect(await open(token)).toEqual({ status: 'USED', message: 'This password reset link has already been used' });
    expect(await open('not-a-token')).toEqual({ status: 'INVALID', message: 'This password reset link is not valid' });
    expect(await open('')).toEqual({ status: 'INVALID', message: 'This password reset link is not valid' });
    // As a GET, where a query without a secret input is public.
    expect((await gw.get(LINK, { token })).headers.get('cache-control')).toBe('private, no-store');
    expect((await gw.get('{ __typename }')).headers.get('cache-control')).toMatch(/^public, /);
  });

  it('refuses an unknown or expired link and a weak password with their codes, never echoing the token', async () => {
    const { token } = await accountWithResetLink('refusals');
    const refusals = async (input: object) => {
      const { body } = await gw.graphql(NEW_PASSWORD, {
        input: { token, password: 'Fresh@2026', confirmPassword: 'Fresh@2026', ...input },
      });
      expect(JSON.stringify(body)).not.toContain(token);
      return body.data.resetPassword.userErrors;
    };
    expect(await refusals({ token: 'not-a-token' })).toEqual([
      error('RESET_LINK_INVALID', 'This password reset link is not valid', 'token'),
    ]);
    expect(await refusals({ password: 'short', confirmPassword: 'short' })).toEqual([
      error('INVALID_INPUT', 'Password must be at least 8 characters', 'password'),
    ]);
    expect(await refusals({ confirmPassword: 'Fresh@2025' })).toEqual([
      error('INVALID_INPUT', 'Passwords do not match', 'confirmPassword'),
    ]);
    gw.api.clock.advance(30 * 60 * 1000);
    try {
      expect(await refusals({})).toEqual([
        error('RESET_LINK_EXPIRED', 'This password reset link has expired', 'token'),
      ]);
    } finally {
      gw.api.clock.advance(-30 * 60 * 1000);
    }
  });
});
