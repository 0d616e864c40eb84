// The gateway's log: pino, one JSON line per event, each with the request id the REST API logs too. Tokens,
// cookies, codes and REST answers' bodies (which may carry a session) never reach it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { pino, type Logger } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';

export function createLog(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service: 'gateway' },
    redact: { paths: ['err.body', '*.token', '*.password', '*.otp', '*.authorization', '*.cookie'], censor: '[redacted]' },
  });
}

/** The id of the request being handled (set as it arrives, so every log line and REST call of it carries it). */
export const requestIds = new AsyncLocalStorage<string>();

/** A caller's own id when it looks like one (a proxy's or a client's), else a new one. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get(REQUEST_ID_HEADER);
  return given && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
}
