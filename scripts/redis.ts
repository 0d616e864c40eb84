// A throw-away Redis for tests and local clusters: `startRedis()` runs `redis-server` (Debian: apt-get install
// redis-server) on a loopback port with nothing saved to disk, and `stop()` ends it.
import { spawn } from 'node:child_process';
import { onFreePort, stopWithParent, untilListening } from '@marketplace/runtime/service';

export interface RedisServer {
  /** redis://127.0.0.1:PORT */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export function startRedis({ port }: { port?: number } = {}): Promise<RedisServer> {
  return onFreePort(port, async (chosen) => {
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
        spawnError
          ? `redis-server could not start (${(spawnError as Error).message}): install it (Debian: apt-get install redis-server)`
          : child.exitCode !== null
            ? `redis-server exited with ${child.exitCode}:\n${output}`
            : null,
      );
    } catch (error) {
      await stop();
      throw error;
    }
    return { url: `redis://127.0.0.1:${chosen}`, port: chosen, stop };
  });
}
