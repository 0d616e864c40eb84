// Password reset links: a random token e-mailed to the account and stored as a digest, used once, valid for
// RESET_LINK_TTL_MS. Redeeming one sets the new password and ends every session of the account.
import type { Deps } from './deps.ts';
import { newToken } from './ids.ts';
import { tokenDigest } from './sessions.ts';

/** How long a reset link works after it is sent. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

/** Why a token did not set a password: unknown, past its lifetime, or already redeemed. */
export type ResetRefusal = 'invalid' | 'expired' | 'used';

export function passwordResets(deps: Deps) {
  const insert = deps.db.prepare(`INSERT INTO password_resets (tokenDigest, userId, expiresAt) VALUES (?, ?, ?)`);
  const dropExpired = deps.db.prepare(`DELETE FROM password_resets WHERE userId = ? AND expiresAt <= ?`);
  const find = deps.db.prepare<[string], { userId: string; expiresAt: number; usedAt: number | null }>(
    `SELECT userId, expiresAt, usedAt FROM password_resets WHERE tokenDigest = ?`,
  );
  const claim = deps.db.prepare(`UPDATE password_resets SET usedAt = ? WHERE tokenDigest = ? AND usedAt IS NULL`);
  // The account's other links end with this one: a link sent earlier must not undo the new password.
  const endOtherLinks = deps.db.prepare(`UPDATE password_resets SET usedAt = ? WHERE userId = ? AND usedAt IS NULL`);
  const setPassword = deps.db.prepare(`UPDATE users SET passwordHash = ? WHERE id = ?`);
  const endSessions = deps.db.prepare(`DELETE FROM sessions WHERE userId = ?`);

  const refusalOf = (token: string, now: number): ResetRefusal | null => {
    const link = find.get(tokenDigest(token));
    if (!link) return 'invalid';
    if (link.usedAt !== null) return 'used';
    return link.expiresAt <= now ? 'expired' : null;
  };

  return {
    /** A new link's token for `userId` (only its digest is kept). */
    issue(userId: string): string {
      const now = deps.clock.now();
      const token = newToken();
      dropExpired.run(userId, now);
      insert.run(tokenDigest(token), userId, now + RESET_LINK_TTL_MS);
      return token;
    },

    /** Why `token` cannot set a password now, or null: lets a bad link be refused before the password is hashed. */
    check: (token: string) => refusalOf(token, deps.clock.now()),

    /** Sets the password of the token's account and signs it out everywhere, or says why not (nothing changed). */
    redeem: deps.db.transaction((token: string, passwordHash: string): ResetRefusal | null => {
      const now = deps.clock.now();
      const refusal = refusalOf(token, now);
      if (refusal) return refusal;
      const digest = tokenDigest(token);
      // Claimed under the row's lock: of two redemptions at once, one wins and the other finds the link used.
      if (claim.run(now, digest).changes !== 1) return 'used';
      const { userId } = find.get(digest)!;
      endOtherLinks.run(now, userId);
      setPassword.run(passwordHash, userId);
      endSessions.run(userId);
      return null;
    }),
  };
}
