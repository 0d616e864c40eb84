import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createDeps } from '../../rest-api/src/app.ts';
import { loadConfig } from '../../rest-api/src/config.ts';
import { startApi, TEST_PROXY_SECRET, type TestApi } from '../helpers/api.ts';
import { USERS } from '../helpers/fixtures.ts';
import { uniqueContact } from '../helpers/authFlows.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('GET /dev/outbox', () => {
  it('lists what the sandboxes sent, newest first, filtered by recipient', async () => {
    const { number } = uniqueContact('outbox');
    const other = uniqueContact('elsewhere').number;
    await api.post('/otp-send', { number: other, code: '91' });
    await api.post('/otp-send', { number, code: '91' });
    await api.post('/otp-send', { number, code: '91' });
    const res = await api.get(`/dev/outbox?to=${encodeURIComponent(`+91${number}`)}`);
    expect(res.status).toBe(200);
    expect(res.body.messages).toHaveLength(2);
    expect(res.body.messages[0]).toMatchObject({
      channel: 'phone',
      recipient: `+91${number}`,
      code: await api.lastCode(`+91${number}`),
    });
    expect(res.body.messages[0].body).toContain(res.body.messages[0].code);
    expect(res.body.messages[0].id).toBeGreaterThan(res.body.messages[1].id);
    const all = await api.get('/dev/outbox');
    const recipients = all.body.messages.map((m: { recipient: string }) => m.recipient);
    expect(recipients).toEqual(expect.arrayContaining([`+91${number}`, `+91${other}`]));
  });
});

describe('POST /dev/google/credential', () => {
  it('issues a credential that /sign-up-with-google accepts', async () => {
    const { email } = uniqueContact('devgoogle');
    const res = await api.post('/dev/google/credential', { email, name: 'Dev Tester' });
    expect(res.status).toBe(200);
    const signIn = await api.post('/sign-up-with-google', { token: res.body.credential });
    expect(signIn.status).toBe(200);
    expect((await api.get('/user-details', { token: signIn.body.token })).body.user).toMatchObject({
      email,
      name: 'Dev Tester',
    });
  });

  it.each([
    [{ name: 'Dev' }, 'Email is required'],
    [{ email: 'dev@example', name: 'Dev' }, 'Please enter a valid email address'],
    [{ email: 'dev@example.com', name: '' }, 'Name is required'],
  ])('rejects %j with "%s"', async (body, message) => {
    expect(await api.post('/dev/google/credential', body)).toMatchObject({ status: 400, body: { message } });
  });
});

/** A request to an in-process app as if it came from `peer` (the socket's address), with optional headers. */
const from = (peer: string, headers: Record<string, string> = {}) =>
  [{ headers }, { incoming: { socket: { remoteAddress: peer } } }] as const;

describe('the development sandbox switch', () => {
  it('is off unless DEV_SANDBOX=true, and never on with NODE_ENV=production', () => {
    expect(loadConfig({}).sandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).sandbox).toBe(false);
    expect(loadConfig({ DEV_SANDBOX: '1' }).sandbox).toBe(false);
    expect(loadConfig({ DEV_SANDBOX: 'true' }).sandbox).toBe(true);
    expect(loadConfig({ DEV_SANDBOX: 'true', NODE_ENV: 'production' }).sandbox).toBe(false);
  });

  it('with the sandbox off, serves no /dev or /sandbox route and accepts no Google credential', async () => {
    const app = createApp(
      await createDeps({ queries: api.queries, clock: api.clock, config: { ...api.deps.config, sandbox: false } }),
    );
    expect((await app.request('/dev/outbox', ...from('127.0.0.1'))).status).toBe(404);
    const credential = await app.request(
      '/dev/google/credential',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'dev@example.com', name: 'Dev' }),
      },
      from('127.0.0.1')[1],
    );
    expect(credential.status).toBe(404);
    expect((await app.request('/sandbox/checkout/order_x', ...from('127.0.0.1'))).status).toBe(404);
    // A credential the sandbox issuer signed is worthless to an API whose sandbox is off.
    const minted = await api.google.issue({ email: USERS.demo.email, name: 'Demo' });
    const signIn = await app.request('/sign-up-with-google', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: minted }),
    });
    expect(signIn.status).toBe(401);
    expect(await signIn.json()).toEqual({ message: 'Failed to sign in with Google', code: 'GOOGLE_SIGN_IN_FAILED' });
  });

  it('with the sandbox on, answers loopback clients only: another address, or one a loopback proxy forwards, gets 403', async () => {
    const app = createApp(api.deps);
    expect((await app.request('/dev/outbox', ...from('127.0.0.1'))).status).toBe(200);
    expect((await app.request('/dev/outbox', ...from('::ffff:127.0.0.1'))).status).toBe(200);
    for (const [peer, headers] of [
      ['203.0.113.7', {}],
      ['10.0.0.5', {}],
      // A remote client cannot pass for loopback by saying so.
      ['203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }],
      // The gateway (trusted by its PROXY_SECRET) forwarding a remote client.
      ['127.0.0.1', { 'x-forwarded-for': '198.51.100.4', 'x-proxy-secret': TEST_PROXY_SECRET }],
    ] as const) {
      const outbox = await app.request('/dev/outbox', ...from(peer, headers));
      expect(outbox.status, `${peer} ${JSON.stringify(headers)}`).toBe(403);
      expect(await outbox.json()).toEqual({
        message: 'The development sandbox is only reachable from this machine',
        code: 'SANDBOX_REMOTE',
      });
      const minted = await app.request(
        '/dev/google/credential',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ email: USERS.demo.email, name: 'Attacker' }),
        },
        from(peer)[1],
      );
      expect(minted.status).toBe(403);
      expect((await app.request('/sandbox/checkout/order_x', ...from(peer, headers))).status).toBe(403);
    }
  });
});

describe('the development sandbox and DNS rebinding', () => {
  const credentialRequest = (url: string, type = 'application/json') =>
    createApp(api.deps).request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify({ email: USERS.demo.email, name: 'Attacker' }),
      },
      from('127.0.0.1')[1],
    );

  it('answers only requests for localhost, 127.0.0.1 or [::1], on any port', async () => {
    const app = createApp(api.deps);
    for (const host of ['localhost', 'localhost:4010', '127.0.0.1:4010', '[::1]:4010']) {
      expect((await app.request(`http://${host}/dev/outbox`, ...from('127.0.0.1'))).status, host).toBe(200);
    }
    // A page on a name that a rebinding DNS server now points at this machine.
    for (const host of ['rebind.attacker.example:4010', 'localhost.attacker.example', '127.0.0.2:4010']) {
      const outbox = await app.request(`http://${host}/dev/outbox`, ...from('127.0.0.1'));
      expect(outbox.status, host).toBe(403);
      expect(await outbox.json()).toEqual({
        message: 'The development sandbox answers requests for localhost only',
        code: 'SANDBOX_HOSTNAME',
      });
      const minted = await credentialRequest(`http://${host}/dev/google/credential`);
      expect(minted.status).toBe(403);
      expect(await minted.json()).not.toHaveProperty('credential');
    }
  });

  it('takes JSON bodies only: a form or text body (which any page may post) answers 415 and mints nothing', async () => {
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const minted = await credentialRequest('http://localhost:4010/dev/google/credential', type);
      expect(minted.status, type).toBe(415);
      expect(await minted.json()).toEqual({ message: 'Send the body as application/json', code: 'JSON_BODY_REQUIRED' });
    }
    expect(
      (await credentialRequest('http://localhost:4010/dev/google/credential', 'application/json; charset=utf-8'))
        .status,
    ).toBe(200);
  });
});

describe('sandbox delivery log', () => {
  /** What an app with the sandbox on or off logs while answering the given calls. */
  async function logged(sandbox: boolean, calls: [path: string, body: unknown][]) {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = { ...loadConfig({}), sandbox };
    const app = createApp(await createDeps({ queries: api.queries, clock: api.clock, config, log: pino(destination) }));
    for (const [path, body] of calls) {
      const res = await app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
    }
    return lines.map((line) => JSON.parse(line) as { outbox?: Record<string, unknown> });
  }

  it('in production shows the channel and recipient only: no code, no body, no reset link', async () => {
    const { number } = uniqueContact('prodlog');
    const entries = await logged(false, [
      ['/otp-send', { number, code: '91' }],
      ['/reset-password', { email: USERS.second.email }],
    ]);
    expect(entries.map((e) => e.outbox)).toEqual([
      { channel: 'phone', recipient: `+91${number}` },
      { channel: 'email', recipient: USERS.second.email },
    ]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(await api.lastCode(`+91${number}`));
    expect(text).not.toContain('forget-password');
  });

  it('with the sandbox on, logs the whole message', async () => {
    const { number } = uniqueContact('devlog');
    const [entry] = await logged(true, [['/otp-send', { number, code: '91' }]]);
    const code = await api.lastCode(`+91${number}`);
    expect(entry!.outbox).toMatchObject({
      channel: 'phone',
      recipient: `+91${number}`,
      code,
      body: expect.stringContaining(code),
    });
  });
});
