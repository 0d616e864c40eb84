// The guessing limits of rest-api/src/limits.ts with their defaults: codes sent, wrong codes and failed sign-ins,
// per recipient and client address together, per recipient over every client (a ceiling no one client reaches) and
// per client address; every refusal is 429 with Retry-After and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEFAULT_LIMITS } from '../../rest-api/src/limits.ts';
import { startApi, TEST_PROXY_SECRET, type ApiResponse, type TestApi } from '../helpers/api.ts';
import { phoneAccount, uniqueContact, wrongCode } from '../helpers/authFlows.ts';
import { USERS } from '../helpers/fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ config: { limits: DEFAULT_LIMITS } });
});
afterAll(() => api.close());

const DAY_SECONDS = 24 * 60 * 60;
const TOO_MANY = 'Too many attempts. Please try again later.';

let clientSerial = 0;
/** Headers of a request the gateway forwards for a client of its own (with the secret the test API trusts). */
const newClient = () => ({ 'x-forwarded-for': `198.51.100.${++clientSerial}`, 'x-proxy-secret': TEST_PROXY_SECRET });

let gstSerial = 0;
const newGstin = () => `29LIMIT${String(++gstSerial).padStart(4, '0')}F1Z5`;

/** Expects a 429 and returns its Retry-After in seconds. */
function retryAfter(res: ApiResponse): number {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body).toEqual({ message: TOO_MANY, code: 'TOO_MANY_ATTEMPTS' });
  return Number(res.headers.get('retry-after'));
}

interface Channel {
  /** The outbox recipient of the codes. */
  recipient: string;
  send: (headers?: Record<string, string>) => Promise<ApiResponse>;
}

const channels: Record<string, () => Promise<Channel>> = {
  phone: async () => {
    const { number } = uniqueContact('limits');
    return { recipient: `+91${number}`, send: (headers) => api.post('/otp-send', { number, code: '91' }, { headers }) };
  },
  GSTIN: async () => {
    const gstNumber = newGstin();
    return {
      recipient: gstNumber,
      send: (headers) => api.post('/gst-send-otp', { gstUsername: 'limits', gstNumber }, { headers }),
    };
  },
  'e-mail (verification code)': async () => ({
    recipient: USERS.fresh.email,
    // A new session for each send: the day this test spans outlasts any one-hour session.
    send: async (headers) =>
      api.post('/send-verification-email', {}, { token: await api.signIn(USERS.fresh), headers }),
  }),
  'e-mail (reset link)': async () => {
    const { email } = await phoneAccount(api, 'limitsreset');
    return { recipient: email, send: (headers) => api.post('/reset-password', { email }, { headers }) };
  },
};

describe('sending codes to one recipient', () => {
  it.each(Object.keys(channels))(
    '%s: from one client two at once, then waits that double (30 s, 60 s, ...), at most 5 in 10 minutes and 10 a day; refusals send nothing; another client is not held',
    async (name) => {
      const channel = await channels[name]!();
      const client = newClient();
      const waits: number[] = [];
      let sent = 0;
      while (sent < 10) {
        const before = await api.count('outbox', sql`recipient = ${channel.recipient}`);
        const res = await channel.send(client);
        if (res.status === 200) {
          sent += 1;
          continue;
        }
        const wait = retryAfter(res);
        expect(await api.count('outbox', sql`recipient = ${channel.recipient}`)).toBe(before);
        waits.push(wait);
        api.clock.advance(wait * 1000);
      }
      // The sixth waits for the first two to leave the 10-minute window (390 s), not just its 240 s of backoff; the
      // tenth's backoff is capped at an hour.
      expect(waits).toEqual([30, 60, 120, 390, 480, 960, 1920, 3600]);
      const elapsed = waits.reduce((a, b) => a + b, 0);
      expect(retryAfter(await channel.send(client))).toBe(DAY_SECONDS - elapsed);
      // Another client asking for the same recipient (its owner, say) is not held by this one's asking.
      expect((await channel.send(newClient())).status).toBe(200);
      api.clock.advance((DAY_SECONDS - elapsed) * 1000);
      expect((await channel.send(client)).status).toBe(200);
    },
  );

  it('from every client together, at most 10 an hour and 30 a day for one number, which no one client reaches', async () => {
    const { number } = uniqueContact('ceiling');
    const send = (headers: Record<string, string>) => api.post('/otp-send', { number, code: '91' }, { headers });
    // Five clients, two codes each (within each one's own limit): the number's hour is full.
    for (let i = 0; i < 5; i++) {
      const client = newClient();
      for (let j = 0; j < 2; j++) expect((await send(client)).status).toBe(200);
    }
    const outbox = await api.count('outbox', sql`recipient = ${`+91${number}`}`);
    const wait = retryAfter(await send(newClient()));
    expect(wait).toBe(3600);
    expect(await api.count('outbox', sql`recipient = ${`+91${number}`}`)).toBe(outbox);
    api.clock.advance(wait * 1000);
    expect((await send(newClient())).status).toBe(200);
  });

  it('counts /otp-send for a number with a password account too, so its 409 cannot be probed faster than codes', async () => {
    const client = newClient();
    const probe = () => api.post('/otp-send', { number: USERS.demo.phone, code: '91' }, { headers: client });
    for (let i = 0; i < 2; i++)
      expect(await probe()).toMatchObject({ status: 409, body: { message: 'User Already Exist You Can Login' } });
    expect(retryAfter(await probe())).toBe(30);
  });
});

describe('sending codes from one client address', () => {
  it('allows 30 an hour across recipients (409 answers included), then 429 for that client only', async () => {
    const client = newClient();
    for (let i = 0; i < 29; i++) {
      expect(
        (await api.post('/otp-send', { number: uniqueContact('client').number, code: '91' }, { headers: client }))
          .status,
      ).toBe(200);
    }
    expect((await api.post('/otp-send', { number: USERS.second.phone, code: '91' }, { headers: client })).status).toBe(
      409,
    );
    const codes = await api.count('otp_codes');
    const wait = retryAfter(
      await api.post('/gst-send-otp', { gstUsername: 'limits', gstNumber: newGstin() }, { headers: client }),
    );
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await api.count('otp_codes')).toBe(codes);
    expect(
      (await api.post('/otp-send', { number: uniqueContact('client').number, code: '91' }, { headers: newClient() }))
        .status,
    ).toBe(200);
    api.clock.advance(wait * 1000);
    expect(
      (await api.post('/otp-send', { number: uniqueContact('client').number, code: '91' }, { headers: client })).status,
    ).toBe(200);
  });
});

describe('checking codes', () => {
  /**
   * Enters `count` wrong codes for `number` from `client`, asking that client for a new code whenever one has taken
   * its five guesses and waiting out every limit on the way; returns the waits of the checks.
   */
  async function guessWrong(number: string, client: Record<string, string>, count: number) {
    const waits: number[] = [];
    let otpSession = '';
    let wrong = 0;
    while (wrong < count) {
      if (wrong % 5 === 0 && !otpSession) {
        const sent = await api.post('/otp-send', { number, code: '91' }, { headers: client });
        if (sent.status !== 200) {
          api.clock.advance(retryAfter(sent) * 1000);
          continue;
        }
        otpSession = sent.body.otpSession;
      }
      const otp = wrongCode(await api.lastCode(`+91${number}`));
      const res = await api.post('/otp-check', { otp, otpSession, number }, { headers: client });
      if (res.status === 400) {
        wrong += 1;
        if (wrong % 5 === 0) otpSession = '';
        continue;
      }
      const wait = retryAfter(res);
      waits.push(wait);
      api.clock.advance(wait * 1000);
    }
    return waits;
  }

  it('after 5 wrong codes for a number from one client, its next checks wait twice as long, and it takes 20 a day', async () => {
    const { number } = uniqueContact('guess');
    const client = newClient();
    const waits = await guessWrong(number, client, 20);
    expect(waits.slice(0, 4)).toEqual([2, 4, 8, 16]);
    // Even the right code is not checked for this client while it waits.
    const sent = await api.post('/otp-send', { number, code: '91' }, { headers: newClient() });
    const right = { otp: await api.lastCode(`+91${number}`), otpSession: sent.body.otpSession, number };
    expect(retryAfter(await api.post('/otp-check', right, { headers: client }))).toBeGreaterThan(0);
    expect(await api.count('otp_codes', sql`target = ${`+91${number}`} AND usedAt IS NOT NULL`)).toBe(0);
    // The number's owner, at another address, is not held by the guesser: the right code verifies the number.
    expect(await api.post('/otp-check', right, { headers: newClient() })).toMatchObject({ status: 200 });
  });

  it('from every client together a number takes 50 wrong codes a day, then even the right code waits', async () => {
    const { number } = uniqueContact('spread');
    for (const count of [20, 20, 10]) await guessWrong(number, newClient(), count);
    const owner = newClient();
    const sent = await api.post('/otp-send', { number, code: '91' }, { headers: owner });
    expect(sent.status).toBe(200);
    const right = { otp: await api.lastCode(`+91${number}`), otpSession: sent.body.otpSession, number };
    expect(retryAfter(await api.post('/otp-check', right, { headers: owner }))).toBeGreaterThan(0);
    expect(await api.count('rate_events', sql`bucket = ${`wrong-code:phone:+91${number}`}`)).toBe(50);
  });

  it('one client address gets 30 wrong codes an hour across numbers, GSTINs and e-mails', async () => {
    const client = newClient();
    for (let i = 0; i < 30; i++) {
      const res = await api.post(
        '/otp-check',
        { otp: '000000', otpSession: `otp_guess${i}`, number: uniqueContact('sweep').number },
        { headers: client },
      );
      expect(res).toMatchObject({ status: 400, body: { message: 'Incorrect OTP' } });
    }
    const wait = retryAfter(
      await api.post(
        '/gst-verify-otp',
        { gstUsername: 'limits', gstNumber: newGstin(), otp: '000000', txn: 'txn_guess' },
        { headers: client },
      ),
    );
    expect(wait).toBe(3600);
    const other = await api.post(
      '/otp-check',
      { otp: '000000', otpSession: 'otp_other', number: uniqueContact('sweep').number },
      { headers: newClient() },
    );
    expect(other.status).toBe(400);
  });

  it('counts wrong e-mail codes against the address and client, and the address', async () => {
    const { token, email } = await phoneAccount(api, 'mailguess');
    expect((await api.post('/send-verification-email', {}, { token })).status).toBe(200);
    const otp = wrongCode(await api.lastCode(email));
    const client = newClient();
    for (let i = 0; i < 5; i++)
      expect((await api.post('/verify-otp', { otp }, { token, headers: client })).status).toBe(400);
    expect(
      retryAfter(await api.post('/verify-otp', { otp: await api.lastCode(email) }, { token, headers: client })),
    ).toBe(2);
    expect(await api.count('rate_events', sql`bucket = ${`wrong-code:email:${email}`}`)).toBe(5);
    // The code took its five guesses; from another address, a new one is sent and checked at once.
    const other = newClient();
    expect((await api.post('/send-verification-email', {}, { token, headers: other })).status).toBe(200);
    expect(await api.post('/verify-otp', { otp: await api.lastCode(email) }, { token, headers: other })).toMatchObject({
      status: 200,
      body: { message: 'Email verified successfully!' },
    });
  });
});

describe('failed sign-ins from one client address', () => {
  it('allows 30 per 15 minutes across e-mails, then 429 for that client only, right password included', async () => {
    const client = newClient();
    for (let i = 0; i < 30; i++) {
      const res = await api.post(
        '/signin-check',
        { email: `guess${i}@example.org`, password: 'Guess@1234' },
        { headers: client },
      );
      expect(res.status).toBe(401);
    }
    const sessions = await api.count('sessions');
    const wait = retryAfter(
      await api.post(
        '/signin-check',
        { email: USERS.second.email, password: USERS.second.password },
        { headers: client },
      ),
    );
    expect(wait).toBe(15 * 60);
    expect(await api.count('sessions')).toBe(sessions);
    expect(
      (
        await api.post(
          '/signin-check',
          { email: USERS.second.email, password: USERS.second.password },
          { headers: newClient() },
        )
      ).status,
    ).toBe(200);
  });

  it("a successful sign-in takes back its own attempt and its address's failures of the e-mail, not the client's other failures", async () => {
    const client = newClient();
    for (let i = 0; i < 3; i++)
      await api.post('/signin-check', { email: USERS.fresh.email, password: 'Wrong@1234' }, { headers: client });
    expect(
      (
        await api.post(
          '/signin-check',
          { email: USERS.fresh.email, password: USERS.fresh.password },
          { headers: client },
        )
      ).status,
    ).toBe(200);
    expect(
      await api.count(
        'rate_events',
        sql`bucket = ${`signin-pair:${JSON.stringify([USERS.fresh.email, client['x-forwarded-for']])}`}`,
      ),
    ).toBe(0);
    // The e-mail's count over all addresses keeps them: a right password here does not reset guessing elsewhere.
    expect(await api.count('rate_events', sql`bucket = ${`signin:${USERS.fresh.email}`}`)).toBe(3);
    expect(await api.count('rate_events', sql`bucket = ${`signin-client:${client['x-forwarded-for']}`}`)).toBe(3);
  });
});
