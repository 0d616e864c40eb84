import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApi } from '../helpers/api.ts';
import { freePort } from '@marketplace/runtime/service';

const dir = mkdtempSync(join(tmpdir(), 'mkt-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm start` as the README runs it (the storefront build is `npm test`'s, so it is not rebuilt here). */
function npmStart(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, SKIP_WEB_BUILD: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('GraphiQL:')) resolve({ child, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}

const homeQuery = (port: number) =>
  fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: /* GraphQL */ '{ topCategories { displayName } }' }),
  }).then((r) => r.json());

const listening = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  );

/** The addresses a local port listens on, read from the kernel's socket table (no traffic sent). */
function listenAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // st 0A is LISTEN
      .filter(([, local, , state]) => state === '0A' && local?.endsWith(`:${hexPort}`))
      .map(([, local]) => {
        const hex = local!.split(':')[0]!;
        if (hex.length !== 8)
          return hex === '00000000000000000000000001000000' ? '::1' : hex === '0'.repeat(32) ? '::' : hex;
        return hex
          .match(/../g)!
          .reverse()
          .map((byte) => parseInt(byte, 16))
          .join('.');
      }),
  );
}

const sandboxCredential = (port: number) =>
  fetch(`http://127.0.0.1:${port}/dev/google/credential`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sandbox.user@example.org', name: 'Sandbox User' }),
  });

const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('npm start', () => {
  it('runs the REST API and the gateway with the storefront, and SIGTERM stops both', async () => {
    const [apiPort, port] = await Promise.all([freePort(), freePort()]);
    const { child } = await npmStart({ API_PORT: String(apiPort), PORT: String(port), API_DB: join(dir, 'start.db') });
    expect(await listening(apiPort)).toBe(true);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    expect((await homeQuery(port)).data.topCategories.map((c: { displayName: string }) => c.displayName)).toContain(
      'Groceries',
    );
    // Both listen on loopback only, and the development sandbox is on for this machine.
    expect(listenAddresses(port)).toEqual(['127.0.0.1']);
    expect(listenAddresses(apiPort)).toEqual(['127.0.0.1']);
    const credential = await sandboxCredential(port);
    expect(credential.status).toBe(200);
    expect(await credential.json()).toEqual({ credential: expect.any(String) });

    const exit = stopped(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(await listening(apiPort)).toBe(false);
    expect(await listening(port)).toBe(false);
  });

  it('serves no sandbox with DEV_SANDBOX=false, and listens on HOST when it is set', async () => {
    const [apiPort, port] = await Promise.all([freePort(), freePort()]);
    const { child } = await npmStart({
      API_PORT: String(apiPort),
      PORT: String(port),
      API_DB: join(dir, 'nosandbox.db'),
      DEV_SANDBOX: 'false',
      HOST: '0.0.0.0',
    });
    expect((await sandboxCredential(port)).status).toBe(404);
    expect(listenAddresses(port)).toEqual(['0.0.0.0']);
    const exit = stopped(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });

  it('uses UPSTREAM_URL instead of starting a REST API of its own', async () => {
    const api = await startApi();
    const [apiPort, port] = await Promise.all([freePort(), freePort()]);
    const { child } = await npmStart({ UPSTREAM_URL: api.url, API_PORT: String(apiPort), PORT: String(port) });
    expect((await homeQuery(port)).data.topCategories.length).toBeGreaterThan(0);
    expect(await listening(apiPort)).toBe(false);
    const exit = stopped(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    await api.close();
  });
});
