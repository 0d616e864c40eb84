// The gateway's log: pino, one JSON line per event, each with the request id the REST API logs too. Tokens,
// cookies, codes and REST answers' bodies (which may carry a session) never reach it.
import { randomUUID } from 'node:crypto';
import { pino, type Logger } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';

export function createLog(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service: 'gateway' },
    redact: {
      paths: ['err.body', '*.token', '*.password', '*.otp', '*.authorization', '*.cookie'],
      censor: '[redacted]',
    },
  });
}

// Kept by request, not in AsyncLocalStorage: on Node 20 that slows every promise of every request.
const ids = new WeakMap<Request, string>();

/** A request's id: the caller's own when it looks like one (a proxy's or a client's), else a new one, once. */
export function requestIdOf(request: Request): string {
  let id = ids.get(request);
  if (!id) {
    const given = request.headers.get(REQUEST_ID_HEADER);
    id = given && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
    ids.set(request, id);
  }
  return id;
}
