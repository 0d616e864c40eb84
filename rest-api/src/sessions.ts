import { z } from '@hono/zod-openapi';
import { createHash } from 'node:crypto';
import type { Queries } from './db/queries.ts';
import { transaction } from './db/transaction.ts';
import type { Deps } from './deps.ts';
import { newToken } from './ids.ts';

/** What every sign-in path answers: the bearer token and when it stops working. */
export const SessionSchema = z
  .object({
    token: z.string().describe('Bearer token for authenticated calls'),
    expiresAt: z.iso.datetime().describe('ISO-8601 instant after which the token answers 401 (one hour)'),
  })
  .openapi('Session');

export type Session = z.infer<typeof SessionSchema>;

/** What the sessions table keeps of a bearer token. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts sessions; every sign-in path (password, phone code, Google, sign-up) goes through here. */
export function sessionStarter(deps: Deps) {
  return async (userId: string, on: Queries = deps.queries): Promise<Session> => {
    const now = deps.clock.now();
    const token = newToken();
    const expiresAt = now + deps.config.sessionTtlMs;
    await on.deleteFrom('sessions').where('userId', '=', userId).where('expiresAt', '<=', now).execute();
    await on
      .insertInto('sessions')
      .values({ tokenDigest: tokenDigest(token), userId, expiresAt })
      .execute();
    return { token, expiresAt: new Date(expiresAt).toISOString() };
  };
}

/**
 * Swaps a live bearer token for a new one with a full lifetime (the sign-in's user, no password): the old token
 * answers 401 from then on. Null when the token is not live (expired, revoked, or refreshed already by a concurrent
 * call: only one of two refreshes of one token wins).
 */
export function sessionRefresher(deps: Deps) {
  const start = sessionStarter(deps);
  return (token: string): Promise<Session | null> =>
    transaction(deps.queries, async (trx) => {
      const claimed = await trx
        .deleteFrom('sessions')
        .where('tokenDigest', '=', tokenDigest(token))
        .where('expiresAt', '>', deps.clock.now())
        .returning('userId')
        .executeTakeFirst();
      return claimed ? start(claimed.userId, trx) : null;
    });
}

/** Ends the session of a bearer token: from then on it answers 401. */
export function sessionEnder(deps: Deps) {
  return async (token: string) => {
    await deps.queries.deleteFrom('sessions').where('tokenDigest', '=', tokenDigest(token)).execute();
  };
}
