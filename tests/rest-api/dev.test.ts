import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createDeps } from '../../rest-api/src/app.ts';
import { loadConfig } from '../../rest-api/src/config.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
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
    expect(res.body.messages[0]).toMatchObject({ channel: 'phone', recipient: `+91${number}`, code: api.lastCode(`+91${number}`) });
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
    expect((await api.get('/user-details', { token: signIn.body.token })).body.user).toMatchObject({ email, name: 'Dev Tester' });
  });

  it.each([
    [{ name: 'Dev' }, 'Email is required'],
    [{ email: 'dev@example', name: 'Dev' }, 'Please enter a valid email address'],
    [{ email: 'dev@example.com', name: '' }, 'Name is required'],
  ])('rejects %j with "%s"', async (body, message) => {
    expect(await api.post('/dev/google/credential', body)).toMatchObject({ status: 400, body: { message } });
  });
});

describe('with devEndpoints off (NODE_ENV=production)', () => {
  it('answers 404 for the dev routes', async () => {
    const deps = await createDeps({ db: api.db, clock: api.clock, config: { ...api.deps.config, devEndpoints: false } });
    const app = createApp(deps);
    expect((await app.request('/dev/outbox')).status).toBe(404);
    const credential = await app.request('/dev/google/credential', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dev@example.com', name: 'Dev' }),
    });
    expect(credential.status).toBe(404);
    // The same app with them on serves them, so the 404 is the switch and not a broken route.
    const on = createApp(await createDeps({ db: api.db, clock: api.clock, config: { ...api.deps.config, devEndpoints: true } }));
    expect((await on.request('/dev/outbox')).status).toBe(200);
  });
});

describe('sandbox delivery log', () => {
  /** What an app with the dev endpoints on or off logs while answering the given calls. */
  async function logged(devEndpoints: boolean, calls: [path: string, body: unknown][]) {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = { ...loadConfig({}), devEndpoints };
    const app = createApp(await createDeps({ db: api.db, clock: api.clock, config, log: pino(destination) }));
    for (const [path, body] of calls) {
      const res = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status).toBe(200);
    }
    return lines.map((line) => JSON.parse(line) as { outbox?: Record<string, unknown> });
  }

  it('in production shows the channel and recipient only: no code, no body, no reset link', async () => {
    const { number } = uniqueContact('prodlog');
    const entries = await logged(false, [['/otp-send', { number, code: '91' }], ['/reset-password', { email: USERS.second.email }]]);
    expect(entries.map((e) => e.outbox)).toEqual([
      { channel: 'phone', recipient: `+91${number}` },
      { channel: 'email', recipient: USERS.second.email },
    ]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(api.lastCode(`+91${number}`));
    expect(text).not.toContain('forget-password');
  });

  it('with the dev endpoints on, logs the whole message', async () => {
    const { number } = uniqueContact('devlog');
    const [entry] = await logged(true, [['/otp-send', { number, code: '91' }]]);
    const code = api.lastCode(`+91${number}`);
    expect(entry!.outbox).toMatchObject({ channel: 'phone', recipient: `+91${number}`, code, body: expect.stringContaining(code) });
  });
});
