import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, onFreePort, untilListening } from '@marketplace/runtime/service';

const listenOn = (port: number) =>
  new Promise<Server>((resolve) => {
    const server = createServer().listen(port, '127.0.0.1', () => resolve(server));
  });
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('the ports the scripts start servers on', () => {
  it('picks a port below the kernel ephemeral range, free to listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(10_000);
    expect(port).toBeLessThan(32_768);
    await close(await listenOn(port));
  });

  it('starts again on another port when the chosen one was taken before the server bound it', async () => {
    const tried: number[] = [];
    const server = await onFreePort(undefined, async (port) => {
      tried.push(port);
      // The first choice is taken by someone else, as when another process binds it between choosing and binding.
      if (tried.length === 1) {
        await close(await listenOn(port));
        throw new Error(`cannot bind socket (Address already in use) for [127.0.0.1:${port}]`);
      }
      return listenOn(port);
    });
    expect(tried).toHaveLength(2);
    expect(tried[1]).not.toBe(tried[0]);
    await close(server);
  });

  it('does not move a port the caller asked for, nor retry a failure that is not a taken port', async () => {
    const taken = await listenOn(await freePort());
    const port = (taken.address() as { port: number }).port;
    let calls = 0;
    await expect(
      onFreePort(port, async () => (calls++, Promise.reject(new Error('Address already in use')))),
    ).rejects.toThrow('Address already in use');
    await expect(
      onFreePort(undefined, async () => (calls++, Promise.reject(new Error('no such program')))),
    ).rejects.toThrow('no such program');
    expect(calls).toBe(2);
    await close(taken);
  });

  it('waits until the port accepts connections, and reports why when the server gave up', async () => {
    const port = await freePort();
    const later = new Promise<Server>((resolve) => setTimeout(() => resolve(listenOn(port)), 200));
    await untilListening(port, () => null);
    await close(await later);
    await expect(untilListening(await freePort(), () => 'haproxy exited with 1')).rejects.toThrow(
      'haproxy exited with 1',
    );
  });
});
