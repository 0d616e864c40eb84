import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApi } from '../helpers/api.ts';

const dir = mkdtempSync(join(tmpdir(), 'mkt-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

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
    body: JSON.stringify({ query: '{ topCategories { displayName } }' }),
  }).then((r) => r.json());

const listening = (port: number) => fetch(`http://127.0.0.1:${port}/healthz`).then(() => true, () => false);

const stopped = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('npm start', () => {
  it('runs the REST API and the gateway with the storefront, and SIGTERM stops both', async () => {
    const [apiPort, port] = await Promise.all([freePort(), freePort()]);
    const { child } = await npmStart({ API_PORT: String(apiPort), PORT: String(port), API_DB: join(dir, 'start.db') });
    expect(await listening(apiPort)).toBe(true);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    expect((await homeQuery(port)).data.topCategories.map((c: { displayName: string }) => c.displayName)).toContain('Groceries');

    const exit = stopped(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(await listening(apiPort)).toBe(false);
    expect(await listening(port)).toBe(false);
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
