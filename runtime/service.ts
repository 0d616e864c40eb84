import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, Socket } from 'node:net';
import { ROOT } from './root.ts';
import { bundledService } from './serviceBundle.ts';

export { bundledService, ROOT };

export interface Service {
  child: ChildProcess;
  /** The URL the service printed once listening. */
  url: string;
  stop(): Promise<void>;
}

/** Starts `entry` (a service's TypeScript entry, run from its bundle) and resolves once it prints a line matching `listening`. */
export function startService(entry: string, env: NodeJS.ProcessEnv, listening: RegExp): Promise<Service> {
  return startProcess([bundledService(entry)], env, listening);
}

/** Starts Node with `args` and resolves once it prints a line matching `listening` (colour codes ignored). */
export function startProcess(args: string[], env: NodeJS.ProcessEnv, listening: RegExp): Promise<Service> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = stopWithParent(child, 'SIGTERM');
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      // eslint-disable-next-line no-control-regex -- drops the ANSI colour codes (ESC [ ... m) from the child's output
      output += chunk.toString().replace(/\x1b\[[\d;]*m/g, '');
      const url = listening.exec(output)?.[1];
      if (!url) return;
      // From here on the output is drained unread: kept, it grew with every request the service logs, and so did each
      // search of it for the line above.
      for (const stream of [child.stdout!, child.stderr!]) stream.off('data', onData).resume();
      resolve({ child, url, stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited with ${code} before listening:\n${output}`)),
    );
  });
}

/** Waits for services started at once; if one fails, stops those that started and throws its error. */
export async function allStarted<T extends readonly Promise<Service>[]>(
  starting: T,
): Promise<{ [K in keyof T]: Service }> {
  const settled = await Promise.allSettled(starting);
  const started = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = settled.find((result) => result.status === 'rejected');
  if (!failed) return started as { [K in keyof T]: Service };
  await Promise.all(started.map((service) => service.stop()));
  throw failed.reason;
}

/** The REST API's "listening" log line (pino JSON) and the gateway's. */
export const API_LISTENING = /REST API listening on (http:\/\/[\d.]+:\d+)/;
export const GATEWAY_LISTENING = /Gateway listening on (http:\/\/\S+:\d+)/;

/**
 * A loopback port nothing listens on right now, picked at random below Linux's ephemeral range (32768 and up), so
 * no port the kernel hands out (a listener on port 0, an outgoing connection) can take it before it is used.
 */
export function freePort(): Promise<number> {
  const port = 10_000 + Math.floor(Math.random() * 22_000);
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(freePort()))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(port)));
  });
}

/**
 * Runs `start` on `port`, or on a free one when none is given; if that one was taken between choosing and binding it
 * (the server's error says "Address already in use"), on another, up to five times.
 */
export async function onFreePort<T>(port: number | undefined, start: (port: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(port ?? (await freePort()));
    } catch (error) {
      if (port !== undefined || attempt === 5 || !/address already in use/i.test((error as Error).message)) throw error;
    }
  }
}

/** Resolves once something accepts connections on the loopback port (polled every 50 ms); throws what `failed` says. */
export async function untilListening(port: number, failed: () => string | null, ms = 10_000) {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    const failure = failed();
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
  throw new Error(`nothing listened on ${port} within ${ms} ms`);
}

/** Resolves once `url` answers 2xx (polled every 100 ms for at most `ms`). */
export async function waitUntilOk(url: string, ms = 60_000) {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer 2xx within ${ms} ms`);
}

/** The signals still to send when this process exits: one listener for every child (a bench runs more than ten). */
const sendOnExit = new Set<() => void>();
process.once('exit', () => sendOnExit.forEach((send) => send()));

/**
 * Sends `signal` to `child` now (`stop`), or when this process exits without having stopped it (a test worker ended
 * by a timeout), so no server outlives the process that started it. `stop` resolves once the child has exited.
 */
export function stopWithParent(child: ChildProcess, signal: NodeJS.Signals): () => Promise<void> {
  const exited = new Promise<void>((done) => child.once('exit', () => done()).once('error', () => done()));
  const send = () =>
    void (child.exitCode === null && child.signalCode === null && child.pid !== undefined && child.kill(signal));
  sendOnExit.add(send);
  return async () => {
    sendOnExit.delete(send);
    send();
    await exited;
  };
}
