// How both services stop on SIGTERM/SIGINT (a deploy, a scale-down, Ctrl-C): no new connections, every request
// already in flight answered (within a grace period), then their resources released, exit 0.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Milliseconds in-flight requests get to finish once a service is told to stop (`SHUTDOWN_GRACE_MS`, default 10 s). */
export function shutdownGraceMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.SHUTDOWN_GRACE_MS);
  return env.SHUTDOWN_GRACE_MS && Number.isFinite(ms) && ms >= 0 ? ms : 10_000;
}

/**
 * Stops `server` accepting connections and resolves once the requests in flight have been answered, or after
 * `graceMs`, when the connections still open are cut. A kept-alive connection is closed as soon as it is idle, and
 * answers started meanwhile ask the client to close it, so a busy keep-alive client cannot hold the drain open.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
      if (!response.headersSent) response.setHeader('connection', 'close');
    });
    // A connection whose request was in flight at the start goes idle once answered (with keep-alive): close it then.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      resolve();
    });
  });
}

/**
 * Runs `stop` on the first SIGTERM or SIGINT, then exits: 0 once it finished, 1 if it failed. Later signals are
 * ignored (Ctrl-C under `npm start` sends both): the stop under way decides.
 */
export function onShutdownSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
