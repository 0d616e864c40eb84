// One-time codes as the routes use them: the guessing limits around the sandbox's send and check, and the
// single-use verification token a confirmed phone or GSTIN code yields.
import type { Context } from 'hono';
import { clientAddress } from './clientAddress.ts';
import type { Deps } from './deps.ts';
import type { ApiError } from './errors.ts';
import { newToken } from './ids.ts';
import type { OtpChannel, OtpCheck } from './sandbox/otp.ts';
import { tokenDigest } from './sessions.ts';

/** How long a verification token may be used to claim its number or GSTIN. */
const VERIFICATION_TTL_MS = 10 * 60 * 1000;

export type VerifiedChannel = Extract<OtpChannel, 'phone' | 'gst'>;

export function oneTimeCodes(deps: Deps) {
  const { limiter, config } = deps;
  const limits = config.limits;
  const insertVerification = deps.db.prepare(
    `INSERT INTO verifications (tokenDigest, channel, target, expiresAt) VALUES (?, ?, ?, ?)`,
  );
  const deleteVerification = deps.db.prepare<[string, string, string, number]>(
    `DELETE FROM verifications WHERE tokenDigest = ? AND channel = ? AND target = ? AND expiresAt > ?`,
  );
  const deleteExpired = deps.db.prepare(`DELETE FROM verifications WHERE expiresAt <= ?`);

  const client = (c: Context) => clientAddress(c, config);
  const sendBuckets = (channel: OtpChannel, target: string, from: string) =>
    [
      [`send:${channel}:${target}`, limits.sendPerRecipient],
      [`send-client:${from}`, limits.sendPerClient],
    ] as const;

  return {
    /**
     * Counts a message to `target` against the send limits (429 past them) before anything else is decided, so
     * every answer of a sending call (a 409 included) costs the same and is throttled the same.
     */
    admitSend(c: Context, channel: OtpChannel, target: string) {
      limiter.take(...sendBuckets(channel, target, client(c)));
    },

    /** Checks a code within the guessing limits; a wrong code counts against its recipient and the client. */
    check(c: Context, channel: OtpChannel, session: string, target: string, code: string): OtpCheck {
      const buckets = [
        [`wrong-code:${channel}:${target}`, limits.wrongCodePerRecipient],
        [`wrong-code-client:${client(c)}`, limits.wrongCodePerClient],
      ] as const;
      return deps.db.transaction(() => {
        limiter.check(...buckets);
        const result = deps.otp.check(channel, session, target, code);
        if (result === 'invalid') limiter.record(...buckets);
        return result;
      })();
    },

    /** A single-use token proving that a code for `target` was just confirmed (valid VERIFICATION_TTL_MS). */
    issueVerification(channel: VerifiedChannel, target: string): string {
      const now = deps.clock.now();
      deleteExpired.run(now);
      const token = newToken();
      insertVerification.run(tokenDigest(token), channel, target, now + VERIFICATION_TTL_MS);
      return token;
    },

    /**
     * Spends a verification token of `target`; throws `refusal` when there is none for it (missing, used,
     * expired, or issued for another number or GSTIN). Call inside the claim's transaction: a claim that fails
     * afterwards rolls the spending back.
     */
    consumeVerification(channel: VerifiedChannel, target: string, token: string | undefined, refusal: ApiError) {
      const spent = token ? deleteVerification.run(tokenDigest(token), channel, target, deps.clock.now()).changes : 0;
      if (spent !== 1) throw refusal;
    },
  };
}
