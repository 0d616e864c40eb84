// Password reset links: a random token e-mailed to the account and stored as a digest, used once, valid for
// RESET_LINK_TTL_MS. Redeeming one sets the new password and ends every session of the account.
import type { Queries } from './db/queries.ts';
import { transaction } from './db/transaction.ts';
import type { Deps } from './deps.ts';
import { newToken } from './ids.ts';
import { tokenDigest } from './sessions.ts';

/** How long a reset link works after it is sent. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

/** Why a token did not set a password: unknown, past its lifetime, or already redeemed. */
export type ResetRefusal = 'invalid' | 'expired' | 'used';

export function passwordResets(deps: Deps) {
  const find = (on: Queries, digest: string) =>
    on
      .selectFrom('password_resets')
      .select(['userId', 'expiresAt', 'usedAt'])
      .where('tokenDigest', '=', digest)
      .executeTakeFirst();

  const refusalOf = async (on: Queries, token: string, now: number): Promise<ResetRefusal | null> => {
    const link = await find(on, tokenDigest(token));
    if (!link) return 'invalid';
    if (link.usedAt !== null) return 'used';
    return link.expiresAt <= now ? 'expired' : null;
  };

  return {
    /** A new link's token for `userId` (only its digest is kept). */
    async issue(userId: string): Promise<string> {
      const now = deps.clock.now();
      const token = newToken();
      await deps.queries
        .deleteFrom('password_resets')
        .where('userId', '=', userId)
        .where('expiresAt', '<=', now)
        .execute();
      await deps.queries
        .insertInto('password_resets')
        .values({ tokenDigest: tokenDigest(token), userId, expiresAt: now + RESET_LINK_TTL_MS })
        .execute();
      return token;
    },

    /** Why `token` cannot set a password now, or null: lets a bad link be refused before the password is hashed. */
    check: (token: string) => refusalOf(deps.queries, token, deps.clock.now()),

    /** Sets the password of the token's account and signs it out everywhere, or says why not (nothing changed). */
    redeem: (token: string, passwordHash: string): Promise<ResetRefusal | null> =>
      transaction(deps.queries, async (trx) => {
        const now = deps.clock.now();
        const refusal = await refusalOf(trx, token, now);
        if (refusal) return refusal;
        const digest = tokenDigest(token);
        // Claimed under the row's lock: of two redemptions at once, one wins and the other finds the link used.
        const claimed = await trx
          .updateTable('password_resets')
          .set({ usedAt: now })
          .where('tokenDigest', '=', digest)
          .where('usedAt', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return 'used';
        const { userId } = (await find(trx, digest))!;
        // The account's other links end with this one: a link sent earlier must not undo the new password.
        await trx
          .updateTable('password_resets')
          .set({ usedAt: now })
          .where('userId', '=', userId)
          .where('usedAt', 'is', null)
          .execute();
        await trx.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
        await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
        return null;
      }),
  };
}
