import { ApiError } from './errors.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** A guessing limit was reached (limits.ts): answered 429 with `Retry-After` in seconds. */
export class ThrottledError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_ATTEMPTS);
  }
}
