import { ApiError } from './errors.ts';
import { messageOf } from './refusals.ts';

export const TOO_MANY_ATTEMPTS = messageOf('TOO_MANY_ATTEMPTS');

/** A guessing limit was reached (limits.ts): answered 429 with `Retry-After` in seconds. */
export class ThrottledError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_ATTEMPTS, { code: 'TOO_MANY_ATTEMPTS' });
  }
}
