import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { hashPassword } from '../../rest-api/src/passwords.ts';
import { userStore } from '../../rest-api/src/users.ts';
import { startApi, type TestApi } from '../helpers/api.ts';

/** Where shoppers reach the storefront (PUBLIC_ORIGIN): the e-mailed link is absolute on it. */
const STOREFRONT = 'https://shop.example.in';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ config: { publicOrigin: STOREFRONT } });
});
afterAll(() => api.close());

const MINUTE = 60 * 1000;
const OLD = 'Old@12345';
const NEW = 'Fresh@2026';
const CHANGED = 'Your password has been changed. Sign in with your new password.';
const refusal = (status: number, message: string, code: string) => ({
  status,
  body: { message, code, field: 'token' },
});
const INVALID = refusal(400, 'This password reset link is not valid', 'RESET_LINK_INVALID');
const EXPIRED = refusal(410, 'This password reset link has expired', 'RESET_LINK_EXPIRED');
const USED = refusal(410, 'This password reset link has already been used', 'RESET_LINK_USED');

let accounts = 0;

/** A throwaway account with password OLD (the seeded shoppers' passwords are other tests' fixtures). */
async function account() {
  accounts += 1;
  const email = `reset${accounts}.${process.pid}@example.org`;
  const id = await userStore(api.deps).create({ name: 'Reset Tester', email, passwordHash: await hashPassword(OLD) });
  return { id, email };
}

/** Asks for a link and reads its token from the sandbox mail, as the shopper would follow it. */
async function resetToken(email: string): Promise<string> {
  expect((await api.post('/reset-password', { email })).status).toBe(200);
  const [mail] = await api.deps.otp.outbox(email);
  const link = /https:\/\/shop\.example\.in\/forget-password\?token=(\S+?)\s/.exec(mail!.body);
  if (!link) throw new Error(`no reset link in ${mail!.body}`);
  return link[1]!;
}

const confirm = (token: string, password = NEW, confirmPassword = password) =>
  api.post('/reset-password/confirm', { token, password, confirmPassword });

const signIn = (email: string, password: string) => api.post('/signin-check', { email, password });

const passwordHashOf = async (id: string) =>
  (await first(api.queries, sql<{ passwordHash: string }>`SELECT passwordHash FROM users WHERE id = ${id}`))!
    .passwordHash;

describe('POST /reset-password', () => {
  it("e-mails a link a mail client can open: absolute on the storefront's origin (PUBLIC_ORIGIN)", async () => {
    const { email } = await account();
    expect((await api.post('/reset-password', { email })).status).toBe(200);
    const [mail] = await api.deps.otp.outbox(email);
    expect(mail!.body).toMatch(
      /^Open this link to choose a new password: https:\/\/shop\.example\.in\/forget-password\?token=[\w-]{20,} \(it works once, for 30 minutes\)\.$/,
    );
    const link = new URL(/https:\S+/.exec(mail!.body)![0]);
    expect(link.origin).toBe(STOREFRONT);
  });
});

describe('POST /reset-password/confirm', () => {
  it('sets the new password: the old one is refused, the new one signs in, every other session is signed out', async () => {
    const { email } = await account();
    const sessions = [(await signIn(email, OLD)).body.token, (await signIn(email, OLD)).body.token];
    const token = await resetToken(email);
    expect(await api.count('password_resets', sql`tokenDigest = ${token}`)).toBe(0);

    expect(await confirm(token)).toMatchObject({ status: 200, body: { message: CHANGED } });

    for (const session of sessions) expect((await api.get('/user-details', { token: session })).status).toBe(401);
    expect(await signIn(email, OLD)).toMatchObject({ status: 401, body: { message: 'Incorrect email or password' } });
    expect((await signIn(email, NEW)).status).toBe(200);
  });

  it('works once: the second use answers 410 RESET_LINK_USED and changes nothing', async () => {
    const { id, email } = await account();
    const token = await resetToken(email);
    expect((await confirm(token)).status).toBe(200);
    const hash = await passwordHashOf(id);
    expect(await confirm(token, 'Another@2026')).toMatchObject(USED);
    expect(await passwordHashOf(id)).toBe(hash);
    expect((await signIn(email, 'Another@2026')).status).toBe(401);
  });

  it('ends the links sent before it: an older link answers RESET_LINK_USED', async () => {
    const { email } = await account();
    const older = await resetToken(email);
    expect((await confirm(await resetToken(email))).status).toBe(200);
    expect(await confirm(older, 'Another@2026')).toMatchObject(USED);
  });

  it(`expires after 30 minutes: 410 RESET_LINK_EXPIRED, the old password still works`, async () => {
    const { id, email } = await account();
    const token = await resetToken(email);
    const hash = await passwordHashOf(id);
    api.clock.advance(30 * MINUTE);
    try {
      expect(await confirm(token)).toMatchObject(EXPIRED);
    } finally {
      api.clock.advance(-30 * MINUTE);
    }
    expect(await passwordHashOf(id)).toBe(hash);
    expect((await signIn(email, OLD)).status).toBe(200);
  });

  it('is still valid a moment before the 30 minutes are up', async () => {
    const { email } = await account();
    const token = await resetToken(email);
    api.clock.advance(30 * MINUTE - 1);
    try {
      expect((await confirm(token)).status).toBe(200);
    } finally {
      api.clock.advance(-(30 * MINUTE - 1));
    }
  });

  it.each([
    ['a token never sent', 'x'.repeat(43)],
    ['an empty token', ''],
    ['a too long token', 'x'.repeat(201)],
  ])('refuses %s with 400 RESET_LINK_INVALID, changing nothing', async (_, token) => {
    const { id, email } = await account();
    const session = (await signIn(email, OLD)).body.token;
    const hash = await passwordHashOf(id);
    expect(await confirm(token)).toMatchObject(INVALID);
    expect(await passwordHashOf(id)).toBe(hash);
    expect((await api.get('/user-details', { token: session })).status).toBe(200);
  });

  it('refuses a body without a token as RESET_LINK_INVALID', async () => {
    expect(await api.post('/reset-password/confirm', { password: NEW, confirmPassword: NEW })).toMatchObject(INVALID);
  });

  it.each([
    ['', '', 'Password is required', 'password'],
    ['short1!', 'short1!', 'Password must be at least 8 characters', 'password'],
    ['x'.repeat(129), 'x'.repeat(129), 'Password must be at most 128 characters', 'password'],
    [NEW, 'Fresh@2025', 'Passwords do not match', 'confirmPassword'],
  ])(
    'refuses the password %j / %j with the sign-up message "%s", keeping the link usable',
    async (password, confirmPassword, message, field) => {
      const { id, email } = await account();
      const token = await resetToken(email);
      const hash = await passwordHashOf(id);
      expect(await confirm(token, password, confirmPassword)).toMatchObject({
        status: 400,
        body: { message, code: 'INVALID_INPUT', field },
      });
      expect(await passwordHashOf(id)).toBe(hash);
      expect((await confirm(token)).status).toBe(200);
    },
  );

  it('never keeps the token itself, only its digest, and mails it to the account only', async () => {
    const { id, email } = await account();
    const token = await resetToken(email);
    const rows = await all(
      api.queries,
      sql<{
        tokenDigest: string;
        expiresAt: number;
      }>`SELECT tokenDigest, expiresAt FROM password_resets WHERE userId = ${id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenDigest).not.toContain(token);
    expect(rows[0]!.expiresAt).toBe(api.clock.now() + 30 * MINUTE);
    expect(
      (await api.deps.otp.outbox()).filter((mail) => mail.body.includes(token)).map((mail) => mail.recipient),
    ).toEqual([email]);
  });
});

describe('POST /reset-password/check', () => {
  const check = (body: unknown) => api.post('/reset-password/check', body);
  const VALID = { status: 200, body: { status: 'VALID' } };

  it('answers VALID for a link that works, without spending it: the link still sets the password', async () => {
    const { id, email } = await account();
    const token = await resetToken(email);
    const hash = await passwordHashOf(id);
    expect(await check({ token })).toMatchObject(VALID);
    expect(await check({ token })).toMatchObject(VALID);
    expect(await passwordHashOf(id)).toBe(hash);
    expect((await confirm(token)).status).toBe(200);
  });

  it('answers a used link, and a link a newer one replaced, with 410 RESET_LINK_USED', async () => {
    const { email } = await account();
    const older = await resetToken(email);
    const token = await resetToken(email);
    expect((await confirm(token)).status).toBe(200);
    expect(await check({ token })).toMatchObject(USED);
    expect(await check({ token: older })).toMatchObject(USED);
  });

  it('answers VALID a moment before the 30 minutes are up and 410 RESET_LINK_EXPIRED after them', async () => {
    const { email } = await account();
    const token = await resetToken(email);
    api.clock.advance(30 * MINUTE - 1);
    try {
      expect(await check({ token })).toMatchObject(VALID);
      api.clock.advance(1);
      expect(await check({ token })).toMatchObject(EXPIRED);
    } finally {
      api.clock.advance(-30 * MINUTE);
    }
  });

  it.each([
    ['a token never sent', { token: 'x'.repeat(43) }],
    ['an empty token', { token: '' }],
    ['a too long token', { token: 'x'.repeat(201) }],
    ['a token that is not a string', { token: 42 }],
    ['no token', {}],
    ['a body that is not an object', ['token']],
  ])('refuses %s with 400 RESET_LINK_INVALID, never echoing the input', async (_, body) => {
    const answer = await check(body);
    expect(answer).toMatchObject(INVALID);
    expect(Object.keys(answer.body).sort()).toEqual(['code', 'field', 'message']);
  });
});
