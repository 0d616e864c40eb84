import { ApiError } from './errors.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** A guessing limit was reached (codes sent to one target, failed sign-ins of one e-mail): answered 429. */
export class ThrottledError extends ApiError {
  constructor() {
    super(429, TOO_MANY_ATTEMPTS);
  }
}
