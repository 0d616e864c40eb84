// A throw-away Redis for tests and local clusters: `startRedis()` runs `redis-server` (Debian: apt-get install
// redis-server) on a loopback port with nothing saved to disk, and `stop()` ends it.
import { spawn } from 'node:child_process';
import { Socket } from 'node:net';
import { freePort, stopWithParent } from './service.ts';

export interface RedisServer {
  /** redis://127.0.0.1:PORT */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Resolves once something accepts connections on the port (polled every 50 ms). */
async function untilListening(port: number, exited: () => string | null) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const failure = exited();
    if (failure) throw new Error(failure);
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket()
        .once('connect', () => (socket.destroy(), resolve(true)))
        .once('error', () => resolve(false))
        .connect(port, '127.0.0.1');
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not listen on ${port} within 10 s`);
}

export async function startRedis({ port }: { port?: number } = {}): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const args = ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  let spawnError: Error | null = null;
  child.once('error', (error) => (spawnError = error));
  const stop = stopWithParent(child, 'SIGTERM');
  try {
    await untilListening(chosen, () =>
      spawnError ? `redis-server could not start (${(spawnError as Error).message}): install it (Debian: apt-get install redis-server)` : child.exitCode !== null ? `redis-server exited with ${child.exitCode}:\n${output}` : null,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, stop };
}
