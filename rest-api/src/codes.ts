// One-time codes as the routes use them: the guessing limits around the sandbox's send and check, and the
// single-use verification token a confirmed phone, GSTIN or new e-mail address code yields.
import type { Context } from 'hono';
import { clientAddress } from './clientAddress.ts';
import type { Tx } from './db/queries.ts';
import { transaction } from './db/transaction.ts';
import type { Deps } from './deps.ts';
import type { ApiError } from './errors.ts';
import { newToken } from './ids.ts';
import type { OtpChannel, OtpCheck } from './sandbox/otp.ts';
import { tokenDigest } from './sessions.ts';

/** How long a verification token may be used to claim its number, GSTIN or e-mail address. */
const VERIFICATION_TTL_MS = 10 * 60 * 1000;

export function oneTimeCodes(deps: Deps) {
  const { limiter, config } = deps;
  const limits = config.limits;

  const client = (c: Context) => clientAddress(c, config);
  /** A recipient and a client address together (the JSON of both, so no address can pose as another pair). */
  const pair = (channel: OtpChannel, target: string, from: string) => `${channel}:${JSON.stringify([target, from])}`;
  const sendBuckets = (channel: OtpChannel, target: string, from: string) =>
    [
      [`send-pair:${pair(channel, target, from)}`, limits.sendPerRecipientAndClient],
      [`send:${channel}:${target}`, limits.sendPerRecipient],
      [`send-client:${from}`, limits.sendPerClient],
    ] as const;
  const wrongCodeBuckets = (channel: OtpChannel, target: string, from: string) =>
    [
      [`wrong-code-pair:${pair(channel, target, from)}`, limits.wrongCodePerRecipientAndClient],
      [`wrong-code:${channel}:${target}`, limits.wrongCodePerRecipient],
      [`wrong-code-client:${from}`, limits.wrongCodePerClient],
    ] as const;

  return {
    /**
     * Counts a message to `target` against the send limits (429 past them) before anything else is decided, so
     * every answer of a sending call (a 409 included) costs the same and is throttled the same. A client that asks
     * too often for one recipient waits alone: the same recipient asked for from another address is not held
     * until the recipient's ceiling, which only several addresses together reach.
     */
    async admitSend(c: Context, channel: OtpChannel, target: string) {
      await limiter.take(sendBuckets(channel, target, client(c)));
    },

    /**
     * Checks a code within the guessing limits; a wrong code counts against the recipient and client together, the
     * client, and the recipient's ceiling over every client.
     */
    check(c: Context, channel: OtpChannel, session: string, target: string, code: string): Promise<OtpCheck> {
      const buckets = wrongCodeBuckets(channel, target, client(c));
      return transaction(deps.queries, async (trx) => {
        await limiter.check(buckets, trx);
        const result = await deps.otp.check(channel, session, target, code, trx);
        if (result === 'invalid') await limiter.record(buckets, trx);
        return result;
      });
    },

    /** A single-use token proving that a code for `target` was just confirmed (valid VERIFICATION_TTL_MS). */
    async issueVerification(channel: OtpChannel, target: string): Promise<string> {
      const now = deps.clock.now();
      await deps.queries.deleteFrom('verifications').where('expiresAt', '<=', now).execute();
      const token = newToken();
      await deps.queries
        .insertInto('verifications')
        .values({ tokenDigest: tokenDigest(token), channel, target, expiresAt: now + VERIFICATION_TTL_MS })
        .execute();
      return token;
    },

    /**
     * Spends a verification token of `target`; throws `refusal` when there is none for it (missing, used,
     * expired, or issued for another number or GSTIN). Runs on the claim's transaction `trx`: a claim that fails
     * afterwards rolls the spending back.
     */
    async consumeVerification(
      channel: OtpChannel,
      target: string,
      token: string | undefined,
      refusal: ApiError,
      trx: Tx,
    ) {
      if (!token) throw refusal;
      const spent = await trx
        .deleteFrom('verifications')
        .where('tokenDigest', '=', tokenDigest(token))
        .where('channel', '=', channel)
        .where('target', '=', target)
        .where('expiresAt', '>', deps.clock.now())
        .executeTakeFirst();
      if (Number(spent.numDeletedRows) !== 1) throw refusal;
    },
  };
}
