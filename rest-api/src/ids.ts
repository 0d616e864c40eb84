import { randomBytes, randomInt } from 'node:crypto';

/** Random identifiers for rows created at run time (seeded rows use deterministic ids). */
export function newId(prefix: string): string {
  return `${prefix}${randomBytes(8).toString('hex')}`;
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
