import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../helpers/api.ts';
import { USERS } from '../helpers/fixtures.ts';
import { uniqueContact, wrongCode } from '../helpers/authFlows.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

let gstSerial = 0;
const newGstin = () => `27ABCDE${String(++gstSerial).padStart(4, '0')}F1Z5`;

async function sendGst(gstNumber: string) {
  const res = await api.post('/gst-send-otp', { gstUsername: 'kavya_traders', gstNumber });
  return { res, otp: api.lastCode(gstNumber.toUpperCase()), txn: res.body.txn as string };
}

async function verifiedGstin() {
  const gstNumber = newGstin();
  const { otp, txn } = await sendGst(gstNumber);
  const res = await api.post('/gst-verify-otp', { gstUsername: 'kavya_traders', gstNumber, otp, txn });
  expect(res.status).toBe(200);
  return gstNumber;
}

function form(gstNumber: string, overrides: Record<string, unknown> = {}) {
  const { number, email } = uniqueContact('biz');
  return {
    name: 'Kavya Reddy', email, phone: `+91${number}`, password: 'Kavya@1234', confirmPassword: 'Kavya@1234',
    referralCode: '', gstNumber, gstUsername: 'kavya_traders', officialPhoneNumber: number, gstVerified: true,
    ...overrides,
  };
}

describe('POST /gst-send-otp', () => {
  it('sends a code for a GSTIN (normalised to upper case)', async () => {
    const gstNumber = newGstin();
    const { res, otp } = await sendGst(gstNumber.toLowerCase());
    expect(res).toMatchObject({ status: 200, body: { success: true, txn: expect.any(String), message: 'OTP sent successfully' } });
    expect(otp).toMatch(/^\d{6}$/);
  });

  it('sends at most 5 codes per GSTIN per 10 minutes, then 429 and nothing sent', async () => {
    const gstNumber = newGstin();
    for (let i = 0; i < 5; i++) expect((await sendGst(gstNumber)).res.status).toBe(200);
    const codes = api.count('otp_codes');
    const res = await api.post('/gst-send-otp', { gstUsername: 'kavya_traders', gstNumber: gstNumber.toLowerCase() });
    expect(res).toMatchObject({ status: 429, body: { message: 'Too many attempts. Please try again later.' } });
    expect(api.count('otp_codes')).toBe(codes);
    api.clock.advance(10 * 60 * 1000);
    expect((await sendGst(gstNumber)).res.status).toBe(200);
  });

  it.each([
    [{ gstNumber: '27ABCDE1234F1Z5' }, 'GST Number and Username are required'],
    [{ gstUsername: 'kavya', gstNumber: '' }, 'GST Number and Username are required'],
    [{ gstUsername: ' ', gstNumber: '27ABCDE1234F1Z5' }, 'GST Number and Username are required'],
    [{ gstUsername: 'kavya', gstNumber: '27ABCDE1234F1Z' }, 'Invalid GST Number'],
    [{ gstUsername: 'kavya', gstNumber: '27ABCDE1234F0Z5' }, 'Invalid GST Number'],
  ])('rejects %j with "%s"', async (body, message) => {
    const before = api.count('otp_codes');
    expect(await api.post('/gst-send-otp', body)).toMatchObject({ status: 400, body: { message } });
    expect(api.count('otp_codes')).toBe(before);
  });
});

describe('POST /gst-verify-otp', () => {
  it('verifies the code; a wrong code first answers "Invalid OTP"', async () => {
    const gstNumber = newGstin();
    const { otp, txn } = await sendGst(gstNumber);
    const base = { gstUsername: 'kavya_traders', gstNumber, txn };
    expect(await api.post('/gst-verify-otp', { ...base, otp: wrongCode(otp) })).toMatchObject({ status: 400, body: { message: 'Invalid OTP' } });
    expect(await api.post('/gst-verify-otp', { ...base, gstNumber: newGstin(), otp })).toMatchObject({ status: 400, body: { message: 'Invalid OTP' } });
    expect(await api.post('/gst-verify-otp', { ...base, otp })).toMatchObject({ status: 200, body: { success: true, message: 'GST verified successfully' } });
  });

  it('answers "OTP expired" after 60 seconds', async () => {
    const gstNumber = newGstin();
    const { otp, txn } = await sendGst(gstNumber);
    api.clock.advance(60_000);
    const res = await api.post('/gst-verify-otp', { gstUsername: 'kavya_traders', gstNumber, otp, txn });
    expect(res).toMatchObject({ status: 400, body: { message: 'OTP expired' } });
  });

  it('asks for six digits', async () => {
    const res = await api.post('/gst-verify-otp', { gstUsername: 'k', gstNumber: '27ABCDE1234F1Z5', otp: '12', txn: 'txn_x' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Please enter a valid 6-digit OTP' } });
  });
});

describe('POST /sign-up-with-email', () => {
  it('registers a business account after GST verification; /signin-check then works', async () => {
    const body = form(await verifiedGstin(), { referralCode: 'FRIEND10' });
    const users = api.count('users');
    const res = await api.post('/sign-up-with-email', body);
    expect(res).toMatchObject({ status: 201, body: { success: true, message: 'User registered successfully' } });
    expect(api.count('users')).toBe(users + 1);
    const row = api.db.prepare('SELECT * FROM users WHERE email = ?').get(body.email) as Record<string, unknown>;
    expect(row).toMatchObject({
      name: 'Kavya Reddy', phone: body.phone, gstNumber: body.gstNumber, gstUsername: 'kavya_traders', gstVerified: 1,
      emailVerified: 0, referralCode: 'FRIEND10', customDocId: expect.stringMatching(/^CUST/),
      passwordHash: expect.stringMatching(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/),
    });
    const token = await api.signIn({ email: body.email, password: body.password });
    const me = await api.get('/user-details', { token });
    expect(me.body.user).toMatchObject({ id: row.id, email: body.email, phone: body.phone.slice(3), countryCode: '+91' });
    // The phone now belongs to an account with a password: phone sign-in sends the user to /login.
    const otp = await api.post('/otp-send', { number: body.phone.slice(3), code: '91' });
    expect(otp).toMatchObject({ status: 409, body: { message: 'User Already Exist You Can Login' } });
  });

  it('accepts a +97 phone', async () => {
    const body = form(await verifiedGstin());
    const res = await api.post('/sign-up-with-email', { ...body, phone: body.phone.replace('+91', '+97') });
    expect(res.status).toBe(201);
    expect(api.count('users', 'phone = ?', body.phone.replace('+91', '+97'))).toBe(1);
  });

  it('refuses a GSTIN that was not verified through /gst-verify-otp', async () => {
    const sentOnly = newGstin();
    await sendGst(sentOnly);
    const users = api.count('users');
    for (const body of [form(sentOnly), form(newGstin()), form(await verifiedGstin(), { gstVerified: false })]) {
      expect(await api.post('/sign-up-with-email', body)).toMatchObject({ status: 400, body: { message: 'GST Number is not verified' } });
    }
    expect(api.count('users')).toBe(users);
  });

  it('answers 409 for a taken e-mail or phone', async () => {
    const gstNumber = await verifiedGstin();
    const users = api.count('users');
    const email = await api.post('/sign-up-with-email', form(gstNumber, { email: USERS.second.email }));
    expect(email).toMatchObject({ status: 409, body: { message: 'Email already exists' } });
    const phone = await api.post('/sign-up-with-email', form(gstNumber, { phone: `+91${USERS.fresh.phone}`, officialPhoneNumber: USERS.fresh.phone }));
    expect(phone).toMatchObject({ status: 409, body: { message: 'Phone number already registered' } });
    expect(api.count('users')).toBe(users);
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
    const body = form(await verifiedGstin(), override);
    const users = api.count('users');
    expect(await api.post('/sign-up-with-email', body)).toMatchObject({ status: 400, body: { message } });
    expect(api.count('users')).toBe(users);
  });
});
