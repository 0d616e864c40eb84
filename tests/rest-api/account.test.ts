import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { first } from '../../rest-api/src/db/queries.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { DEMO_ADDRESS_COUNT, USERS } from '../helpers/fixtures.ts';
import {
  emailVerificationToken,
  phoneAccount,
  phoneVerificationToken,
  uniqueContact,
  wrongCode,
} from '../helpers/authFlows.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const stored = async (email: string) =>
  (await first(api.queries, sql`SELECT name, email, emailVerified, phone FROM users WHERE email = ${email}`)) as Record<
    string,
    unknown
  >;

describe('GET /user-details and /get-user', () => {
  it('returns the demo user with profile fields and addresses in addressIndex order', async () => {
    const token = await api.signIn();
    const res = await api.get('/user-details', { token });
    expect(res.status).toBe(200);
    const { user } = res.body;
    expect(user).toMatchObject({
      id: USERS.demo.id,
      customDocId: USERS.demo.customDocId,
      name: 'Rahul Sharma',
      firstName: 'Rahul',
      lastName: 'Sharma',
      email: USERS.demo.email,
      emailVerified: true,
      phone: USERS.demo.phone,
      mobileNo: USERS.demo.phone,
      countryCode: '+91',
      coin: USERS.demo.coin,
    });
    expect(user.address).toHaveLength(DEMO_ADDRESS_COUNT);
    expect(user.address.map((a: { addressIndex: number }) => a.addressIndex)).toEqual([0, 1, 2]);
    expect(user.address[0]).toMatchObject({
      pincode: '400001',
      typeOfAddress: 'Home',
      primaryAddress: false,
      location: null,
    });
    expect(user.address[1]).toMatchObject({
      pincode: '560001',
      typeOfAddress: 'Office',
      primaryAddress: true,
      location: { latitude: 12.9756, longitude: 77.6066 },
    });
    expect(await api.get('/get-user', { token })).toMatchObject({ status: 200, body: res.body });
  });

  it('shows the phone-only and unverified accounts as they are', async () => {
    const phoneOnly = await api.post('/otp-send', { number: USERS.phoneOnly.phone, code: '91' });
    const check = await api.post('/otp-check', {
      otp: await api.lastCode(`+91${USERS.phoneOnly.phone}`),
      otpSession: phoneOnly.body.otpSession,
      number: USERS.phoneOnly.phone,
    });
    const me = await api.get('/get-user', { token: check.body.token });
    expect(me.body.user).toMatchObject({
      id: USERS.phoneOnly.id,
      coin: USERS.phoneOnly.coin,
      address: [expect.objectContaining({ primaryAddress: true })],
    });
    const fresh = await api.get('/user-details', { token: await api.signIn(USERS.fresh) });
    expect(fresh.body.user).toMatchObject({ id: USERS.fresh.id, emailVerified: false, address: [] });
  });

  it.each(['/user-details', '/get-user'])(
    '%s answers 401 without, with an unknown and with an expired token',
    async (path) => {
      expect(await api.get(path)).toMatchObject({ status: 401, body: { message: 'No token found' } });
      expect(await api.get(path, { token: 'nope' })).toMatchObject({
        status: 401,
        body: { message: 'Invalid or expired token' },
      });
      const token = await api.signIn(USERS.second);
      api.clock.advance(61 * 60 * 1000);
      expect(await api.get(path, { token })).toMatchObject({
        status: 401,
        body: { message: 'Invalid or expired token' },
      });
    },
  );
});

describe('POST /updateUser', () => {
  const done = 'User information updated successfully!';

  it('changes the name, one field at a time', async () => {
    const { token, email } = await phoneAccount(api, 'rename');
    const res = await api.post('/updateUser', { name: '  Meera K Iyer ' }, { token });
    expect(res).toMatchObject({
      status: 200,
      body: { message: done, user: { name: 'Meera K Iyer', firstName: 'Meera', lastName: 'K Iyer' } },
    });
    expect(await stored(email)).toMatchObject({ name: 'Meera K Iyer' });
  });

  it('changes an unverified e-mail and a phone, each proved by a code first: the e-mail verified, the phone with +91', async () => {
    const { token, email } = await phoneAccount(api, 'move');
    const next = uniqueContact('moved');
    const phoneProof = await phoneVerificationToken(api, next.number);
    const emailProof = await emailVerificationToken(api, token, next.email.toUpperCase());
    const res = await api.post(
      '/updateUser',
      {
        newEmail: next.email.toUpperCase(),
        emailVerificationToken: emailProof,
        phone: next.number,
        phoneVerificationToken: phoneProof,
      },
      { token },
    );
    expect(res.body.user).toMatchObject({ email: next.email, emailVerified: true, phone: next.number });
    expect(await stored(next.email)).toMatchObject({ emailVerified: 1, phone: `+91${next.number}` });
    expect(await api.count('users', sql`email = ${email}`)).toBe(0);
    expect(await api.count('verifications', sql`target IN (${`+91${next.number}`}, ${next.email})`)).toBe(0);
  });

  it('refuses a new e-mail without its own fresh token: none, only sent a code, of another address, or of another e-mail channel', async () => {
    const { token, email, number } = await phoneAccount(api, 'mailclaim');
    const [never, sentOnly, other] = [uniqueContact('mnever'), uniqueContact('msent'), uniqueContact('mother')];
    await api.post('/new-email-send-otp', { newEmail: sentOnly.email }, { token });
    const otherProof = await emailVerificationToken(api, token, other.email);
    const phoneProof = await phoneVerificationToken(api, uniqueContact('mphone').number);
    const before = await stored(email);
    for (const change of [
      { newEmail: never.email },
      { newEmail: sentOnly.email },
      { newEmail: never.email, emailVerificationToken: otherProof },
      { newEmail: never.email, emailVerificationToken: phoneProof },
      { newEmail: never.email, phoneVerificationToken: otherProof },
    ]) {
      const res = await api.post('/updateUser', { ...change, name: 'Meera Claims' }, { token });
      expect(res).toMatchObject({
        status: 400,
        body: { message: 'Please verify the new email address first', code: 'NEW_EMAIL_NOT_VERIFIED', field: 'email' },
      });
    }
    expect(await stored(email)).toEqual(before);
    // The refusals spent nothing: the proof of the other address still puts it on the account.
    const moved = await api.post(
      '/updateUser',
      { newEmail: other.email, emailVerificationToken: otherProof },
      { token },
    );
    expect(moved.body.user).toMatchObject({ email: other.email, emailVerified: true, phone: number });
  });

  it('a code sent to the current address does not prove a new one, nor a code of another channel', async () => {
    const { token, email } = await phoneAccount(api, 'mixcode');
    const next = uniqueContact('mixnext').email;
    await api.post('/send-verification-email', {}, { token });
    const own = await api.lastCode(email);
    expect(await api.post('/new-email-verify-otp', { newEmail: next, otp: own }, { token })).toMatchObject({
      status: 400,
      body: { message: 'Invalid OTP' },
    });
    expect(await api.count('verifications', sql`target = ${next}`)).toBe(0);
  });

  it('refuses a new phone without its own fresh token: none, only sent a code, expired, of another number, or verified by someone else', async () => {
    const { token, email, number } = await phoneAccount(api, 'claim');
    const [never, sentOnly, stale, victim] = [
      uniqueContact('never'),
      uniqueContact('sent'),
      uniqueContact('stale'),
      uniqueContact('victim'),
    ];
    await api.post('/otp-send', { number: sentOnly.number, code: '91' });
    const staleToken = await phoneVerificationToken(api, stale.number);
    api.clock.advance(10 * 60 * 1000 + 1);
    // The victim confirms their own number just now: that proves nothing to the claimer, who has no token of it.
    await phoneVerificationToken(api, victim.number);
    const ownToken = await phoneVerificationToken(api, uniqueContact('own').number);
    const before = await stored(email);
    for (const change of [
      { phone: never.number },
      { phone: sentOnly.number },
      { phone: stale.number, phoneVerificationToken: staleToken },
      { phone: victim.number },
      { phone: victim.number, phoneVerificationToken: ownToken },
    ]) {
      const res = await api.post('/updateUser', { ...change, name: 'Meera Claims' }, { token });
      expect(res).toMatchObject({ status: 400, body: { message: 'Please verify the new phone number first' } });
    }
    expect(await stored(email)).toEqual(before);
    // Sending the current number back (as the form does) needs no code.
    const same = await api.post('/updateUser', { phone: number, name: 'Meera Keeps' }, { token });
    expect(same).toMatchObject({ status: 200, body: { user: { phone: number, name: 'Meera Keeps' } } });
  });

  it('refuses to change a verified e-mail, or to send or check a code for a new one', async () => {
    const token = await api.signIn(USERS.second);
    const res = await api.post('/updateUser', { newEmail: 'asha.new@example.com' }, { token });
    expect(res).toMatchObject({ status: 400, body: { message: 'Verified email cannot be changed' } });
    const outbox = await api.count('outbox');
    for (const [path, body] of [
      ['/new-email-send-otp', { newEmail: 'asha.new@example.com' }],
      ['/new-email-verify-otp', { newEmail: 'asha.new@example.com', otp: '123456' }],
    ] as const) {
      expect(await api.post(path, body, { token })).toMatchObject({
        status: 400,
        body: { message: 'Verified email cannot be changed', code: 'VERIFIED_EMAIL_UNCHANGEABLE' },
      });
    }
    expect(await api.count('outbox')).toBe(outbox);
    expect(await stored(USERS.second.email)).toMatchObject({ emailVerified: 1 });
    // Sending the current address back (as the form does) is not a change.
    const same = await api.post('/updateUser', { newEmail: USERS.second.email, name: 'Asha Verma' }, { token });
    expect(same).toMatchObject({ status: 200, body: { message: done } });
  });

  it('answers 409 for a proved e-mail or phone that another account holds, changing nothing and spending nothing', async () => {
    const { token, email } = await phoneAccount(api, 'clash');
    const before = await stored(email);
    // Whoever holds the other account's mailbox can prove its address; only then is the address said to be taken.
    const mailProof = await emailVerificationToken(api, token, USERS.demo.email);
    const taken = await api.post(
      '/updateUser',
      { newEmail: USERS.demo.email, emailVerificationToken: mailProof, name: 'Someone New' },
      { token },
    );
    expect(taken).toMatchObject({ status: 409, body: { message: 'Email already exists', code: 'EMAIL_TAKEN' } });
    // A number proved while free and taken by another account before the change.
    const { number } = uniqueContact('raced');
    const [mine, theirs] = [await phoneVerificationToken(api, number), await phoneVerificationToken(api, number)];
    const signUp = { name: 'Quick Taker', email: uniqueContact('taker').email, phone: number };
    expect((await api.post('/sign-up-with-personal-details', { ...signUp, verificationToken: theirs })).status).toBe(
      201,
    );
    const phone = await api.post(
      '/updateUser',
      { phone: number, phoneVerificationToken: mine, name: 'Someone New' },
      { token },
    );
    expect(phone).toMatchObject({
      status: 409,
      body: { message: 'Phone number already registered', code: 'PHONE_TAKEN' },
    });
    expect(await stored(email)).toEqual(before);
    expect(await api.count('verifications', sql`target IN (${USERS.demo.email}, ${`+91${number}`})`)).toBe(2);
  });

  it.each([
    [{ newEmail: 'not-an-email' }, 'Invalid email format.'],
    [{ newEmail: '' }, 'Invalid email format.'],
    [{ phone: '98765-4321' }, 'Phone number must be 10 digits.'],
    [{ phone: 9876543210 }, 'Phone number must be 10 digits.'],
    [{ name: 'A' }, 'Name must be at least 2 characters.'],
    [{}, 'Nothing to update'],
  ])('rejects %j with "%s"', async (body, message) => {
    const token = await api.signIn(USERS.fresh);
    const before = await stored(USERS.fresh.email);
    expect(await api.post('/updateUser', body, { token })).toMatchObject({ status: 400, body: { message } });
    expect(await stored(USERS.fresh.email)).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect(await api.post('/updateUser', { name: 'Nobody' })).toMatchObject({ status: 401 });
  });
});

describe('e-mail verification', () => {
  it('sends a code, refuses a wrong one, verifies with the right one, then refuses to repeat', async () => {
    const { token, email } = await phoneAccount(api, 'verify');
    expect(await api.post('/send-verification-email', {}, { token })).toMatchObject({
      status: 200,
      body: { message: 'OTP sent to your email' },
    });
    const otp = await api.lastCode(email);
    expect(await api.post('/verify-otp', { otp: wrongCode(otp) }, { token })).toMatchObject({
      status: 400,
      body: { message: 'Invalid OTP' },
    });
    expect(await api.post('/verify-otp', { otp }, { token })).toMatchObject({
      status: 200,
      body: { message: 'Email verified successfully!' },
    });
    expect((await api.get('/user-details', { token })).body.user.emailVerified).toBe(true);
    expect(await api.post('/send-verification-email', {}, { token })).toMatchObject({
      status: 400,
      body: { message: 'Email already verified' },
    });
    expect(await api.post('/verify-otp', { otp }, { token })).toMatchObject({
      status: 400,
      body: { message: 'Email already verified' },
    });
  });

  it('refuses to send for the verified demo account', async () => {
    const before = await api.count('outbox');
    const res = await api.post('/send-verification-email', {}, { token: await api.signIn() });
    expect(res).toMatchObject({ status: 400, body: { message: 'Email already verified' } });
    expect(await api.count('outbox')).toBe(before);
  });

  it('only the latest code counts, and it expires after five minutes', async () => {
    const { token, email } = await phoneAccount(api, 'resend');
    await api.post('/send-verification-email', {}, { token });
    const first = await api.lastCode(email);
    await api.post('/send-verification-email', {}, { token });
    const second = await api.lastCode(email);
    if (first !== second) {
      expect(await api.post('/verify-otp', { otp: first }, { token })).toMatchObject({
        status: 400,
        body: { message: 'Invalid OTP' },
      });
    }
    api.clock.advance(5 * 60 * 1000);
    expect(await api.post('/verify-otp', { otp: second }, { token })).toMatchObject({
      status: 400,
      body: { message: 'OTP expired' },
    });
    expect(await stored(email)).toMatchObject({ emailVerified: 0 });
  });

  it('a code sent to an address the account did not take does not verify its own e-mail', async () => {
    const { token, email } = await phoneAccount(api, 'switch');
    const next = uniqueContact('switched').email;
    await api.post('/new-email-send-otp', { newEmail: next }, { token });
    const otp = await api.lastCode(next);
    expect(await api.post('/verify-otp', { otp }, { token })).toMatchObject({
      status: 400,
      body: { message: 'Invalid OTP' },
    });
    expect(await stored(email)).toMatchObject({ emailVerified: 0 });
  });

  it('asks for six digits and a token', async () => {
    const token = await api.signIn(USERS.fresh);
    expect(await api.post('/verify-otp', { otp: '12ab' }, { token })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid 6-digit OTP' },
    });
    expect(await api.post('/verify-otp', { otp: '123456' })).toMatchObject({ status: 401 });
    expect(await api.post('/send-verification-email', {})).toMatchObject({ status: 401 });
  });
});
