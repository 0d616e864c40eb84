import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { first } from '../../rest-api/src/db/queries.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { USERS } from '../helpers/fixtures.ts';
import { phoneVerificationToken, uniqueContact, wrongCode } from '../helpers/authFlows.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

let gstSerial = 0;
const newGstin = () => `27ABCDE${String(++gstSerial).padStart(4, '0')}F1Z5`;

async function sendGst(gstNumber: string) {
  const res = await api.post('/gst-send-otp', { gstUsername: 'kavya_traders', gstNumber });
  return { res, otp: await api.lastCode(gstNumber.toUpperCase()), txn: res.body.txn as string };
}

/** A GSTIN confirmed through /gst-verify-otp, with the verificationToken it answered. */
async function verifiedGstin() {
  const gstNumber = newGstin();
  const { otp, txn } = await sendGst(gstNumber);
  const res = await api.post('/gst-verify-otp', { gstUsername: 'kavya_traders', gstNumber, otp, txn });
  expect(res.status).toBe(200);
  return { gstNumber, gstVerificationToken: res.body.verificationToken as string };
}

/** A sign-up form whose GSTIN and phone were both just verified, carrying both tokens. */
async function verifiedForm(overrides: Record<string, unknown> = {}, code: '91' | '97' = '91') {
  const { number, email } = uniqueContact('biz');
  return {
    name: 'Kavya Reddy',
    email,
    phone: `+${code}${number}`,
    password: 'Kavya@1234',
    confirmPassword: 'Kavya@1234',
    referralCode: '',
    gstUsername: 'kavya_traders',
    officialPhoneNumber: number,
    gstVerified: true,
    ...(await verifiedGstin()),
    phoneVerificationToken: await phoneVerificationToken(api, number, code),
    ...overrides,
  };
}

describe('POST /gst-send-otp', () => {
  it('sends a code for a GSTIN (normalised to upper case)', async () => {
    const gstNumber = newGstin();
    const { res, otp } = await sendGst(gstNumber.toLowerCase());
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, txn: expect.any(String), message: 'OTP sent successfully' },
    });
    expect(otp).toMatch(/^\d{6}$/);
  });

  it.each([
    [{ gstNumber: '27ABCDE1234F1Z5' }, 'GST Number and Username are required'],
    [{ gstUsername: 'kavya', gstNumber: '' }, 'GST Number and Username are required'],
    [{ gstUsername: ' ', gstNumber: '27ABCDE1234F1Z5' }, 'GST Number and Username are required'],
    [{ gstUsername: 'kavya', gstNumber: '27ABCDE1234F1Z' }, 'Invalid GST Number'],
    [{ gstUsername: 'kavya', gstNumber: '27ABCDE1234F0Z5' }, 'Invalid GST Number'],
  ])('rejects %j with "%s"', async (body, message) => {
    const before = await api.count('otp_codes');
    expect(await api.post('/gst-send-otp', body)).toMatchObject({ status: 400, body: { message } });
    expect(await api.count('otp_codes')).toBe(before);
  });
});

describe('POST /gst-verify-otp', () => {
  it('verifies the code; a wrong code first answers "Invalid OTP"', async () => {
    const gstNumber = newGstin();
    const { otp, txn } = await sendGst(gstNumber);
    const base = { gstUsername: 'kavya_traders', gstNumber, txn };
    expect(await api.post('/gst-verify-otp', { ...base, otp: wrongCode(otp) })).toMatchObject({
      status: 400,
      body: { message: 'Invalid OTP' },
    });
    expect(await api.post('/gst-verify-otp', { ...base, gstNumber: newGstin(), otp })).toMatchObject({
      status: 400,
      body: { message: 'Invalid OTP' },
    });
    expect(await api.post('/gst-verify-otp', { ...base, otp })).toMatchObject({
      status: 200,
      body: { success: true, message: 'GST verified successfully', verificationToken: expect.any(String) },
    });
    expect(await api.count('verifications', sql`channel = 'gst' AND target = ${gstNumber}`)).toBe(1);
  });

  it('answers "OTP expired" after 60 seconds', async () => {
    const gstNumber = newGstin();
    const { otp, txn } = await sendGst(gstNumber);
    api.clock.advance(60_000);
    const res = await api.post('/gst-verify-otp', { gstUsername: 'kavya_traders', gstNumber, otp, txn });
    expect(res).toMatchObject({ status: 400, body: { message: 'OTP expired' } });
  });

  it('asks for six digits', async () => {
    const res = await api.post('/gst-verify-otp', {
      gstUsername: 'k',
      gstNumber: '27ABCDE1234F1Z5',
      otp: '12',
      txn: 'txn_x',
    });
    expect(res).toMatchObject({ status: 400, body: { message: 'Please enter a valid 6-digit OTP' } });
  });
});

describe('POST /sign-up-with-email', () => {
  it('registers a business account after GST and phone verification, spending both tokens; /signin-check then works', async () => {
    const body = await verifiedForm({ referralCode: 'FRIEND10' });
    const users = await api.count('users');
    const res = await api.post('/sign-up-with-email', body);
    expect(res).toMatchObject({ status: 201, body: { success: true, message: 'User registered successfully' } });
    expect(await api.count('users')).toBe(users + 1);
    expect(await api.count('verifications', sql`target IN (${body.gstNumber}, ${body.phone})`)).toBe(0);
    const row = (await first(api.queries, sql`SELECT * FROM users WHERE email = ${body.email}`)) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({
      name: 'Kavya Reddy',
      phone: body.phone,
      gstNumber: body.gstNumber,
      gstUsername: 'kavya_traders',
      gstVerified: 1,
      emailVerified: 0,
      referralCode: 'FRIEND10',
      customDocId: expect.stringMatching(/^CUST/),
      passwordHash: expect.stringMatching(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/),
    });
    const token = await api.signIn({ email: body.email, password: body.password });
    const me = await api.get('/user-details', { token });
    expect(me.body.user).toMatchObject({
      id: row.id,
      email: body.email,
      phone: body.phone.slice(3),
      countryCode: '+91',
    });
    // The phone now belongs to an account with a password: phone sign-in sends the user to /login.
    const otp = await api.post('/otp-send', { number: body.phone.slice(3), code: '91' });
    expect(otp).toMatchObject({ status: 409, body: { message: 'User Already Exist You Can Login' } });
  });

  it('accepts a +97 phone verified with country code 97', async () => {
    const body = await verifiedForm({}, '97');
    const res = await api.post('/sign-up-with-email', body);
    expect(res.status).toBe(201);
    expect(await api.count('users', sql`phone = ${body.phone}`)).toBe(1);
  });

  it("refuses a GSTIN without its own unspent token: sent only, never sent, another GSTIN's token, not marked verified", async () => {
    const sentOnly = newGstin();
    await sendGst(sentOnly);
    const other = await verifiedGstin();
    const users = await api.count('users');
    for (const body of [
      await verifiedForm({ gstNumber: sentOnly, gstVerificationToken: undefined }),
      await verifiedForm({ gstNumber: newGstin(), gstVerificationToken: undefined }),
      await verifiedForm({ gstVerificationToken: other.gstVerificationToken }),
      await verifiedForm({ gstVerified: false }),
    ]) {
      expect(await api.post('/sign-up-with-email', body)).toMatchObject({
        status: 400,
        body: { message: 'GST Number is not verified' },
      });
    }
    expect(await api.count('users')).toBe(users);
  });

  it('verifies the official phone: no token, a token of another number or one spent already is refused', async () => {
    const verifiedElsewhere = uniqueContact('bizother');
    const foreignToken = await phoneVerificationToken(api, verifiedElsewhere.number);
    const users = await api.count('users');
    for (const body of [
      await verifiedForm({ phoneVerificationToken: undefined }),
      await verifiedForm({ phoneVerificationToken: foreignToken }),
      await verifiedForm({ phoneVerificationToken: 'made-up-token' }),
    ]) {
      expect(await api.post('/sign-up-with-email', body)).toMatchObject({
        status: 403,
        body: { message: 'Phone number is not verified' },
      });
    }
    expect(await api.count('users')).toBe(users);
    const body = await verifiedForm();
    expect((await api.post('/sign-up-with-email', body)).status).toBe(201);
    const replay = {
      ...(await verifiedForm()),
      phone: body.phone,
      officialPhoneNumber: body.officialPhoneNumber,
      phoneVerificationToken: body.phoneVerificationToken,
    };
    expect(await api.post('/sign-up-with-email', replay)).toMatchObject({ status: 403 });
  });

  it("a GSTIN one business verified cannot be registered by another: the token is the verifier's alone", async () => {
    // The victim confirms the GSTIN code; the attacker, who knows the GSTIN but not the victim's token, races them.
    const victim = await verifiedForm();
    const attacker = await verifiedForm({ gstNumber: victim.gstNumber, gstVerificationToken: undefined });
    expect(await api.post('/sign-up-with-email', attacker)).toMatchObject({
      status: 400,
      body: { message: 'GST Number is not verified' },
    });
    expect((await api.post('/sign-up-with-email', victim)).status).toBe(201);
    expect(await api.count('users', sql`gstNumber = ${victim.gstNumber}`)).toBe(1);
  });

  it('answers 409 for a taken e-mail or phone and keeps the tokens for a corrected retry', async () => {
    const body = await verifiedForm();
    const users = await api.count('users');
    const email = await api.post('/sign-up-with-email', { ...body, email: USERS.second.email });
    expect(email).toMatchObject({ status: 409, body: { message: 'Email already exists' } });
    expect(await api.count('users')).toBe(users);
    expect((await api.post('/sign-up-with-email', body)).status).toBe(201);

    // The number's owner verified it twice and registered it with the first token; the second still proves the
    // number, and the business sign-up then finds it taken.
    const taken = uniqueContact('biztaken');
    const first = await phoneVerificationToken(api, taken.number);
    api.clock.advance(30_000);
    const second = await phoneVerificationToken(api, taken.number);
    const owner = await api.post('/sign-up-with-personal-details', {
      name: 'Phone Owner',
      email: taken.email,
      phone: taken.number,
      verificationToken: first,
    });
    expect(owner.status).toBe(201);
    const phone = await api.post('/sign-up-with-email', {
      ...(await verifiedForm()),
      phone: `+91${taken.number}`,
      officialPhoneNumber: taken.number,
      phoneVerificationToken: second,
    });
    expect(phone).toMatchObject({ status: 409, body: { message: 'Phone number already registered' } });
    expect(await api.count('users')).toBe(users + 2);
  });

  it.each([
    [{ name: undefined }, 'Name is required'],
    [{ name: 'Kavya 2' }, 'Name should only contain letters'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'kavya.example.com' }, 'Please enter a valid email address'],
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: '+91987654321' }, 'Phone number must be 10 digits'],
    [{ phone: '9876543210' }, 'Phone number must be 10 digits'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'Short1!', confirmPassword: 'Short1!' }, 'Password must be at least 8 characters'],
    [{ confirmPassword: 'Kavya@9999' }, 'Passwords do not match'],
    [{ gstNumber: '' }, 'GST Number and Username are required'],
    [{ gstUsername: undefined }, 'GST Number and Username are required'],
    [{ gstNumber: '27ABCDE1234F1Z' }, 'Invalid GST Number'],
    [{ officialPhoneNumber: '9000000000' }, 'Official phone number must match the phone number'],
  ])('rejects %j with "%s" and creates nothing', async (override, message) => {
    const body = await verifiedForm(override);
    const [users, tokens] = [await api.count('users'), await api.count('verifications')];
    expect(await api.post('/sign-up-with-email', body)).toMatchObject({ status: 400, body: { message } });
    expect([await api.count('users'), await api.count('verifications')]).toEqual([users, tokens]);
  });
});
