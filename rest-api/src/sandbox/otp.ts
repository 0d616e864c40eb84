import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Selectable } from 'kysely';
import type { Queries } from '../db/queries.ts';
import type { OutboxTable } from '../db/tables/accounts.ts';
import { transaction } from '../db/transaction.ts';
import { newId, sixDigitCode } from '../ids.ts';

export type OtpChannel = 'phone' | 'gst' | 'email';

/** Code lifetimes: the storefront's 30 s phone and 60 s GST timers; e-mail codes get five minutes. */
export const OTP_TTL_MS: Record<OtpChannel, number> = { phone: 30_000, gst: 60_000, email: 300_000 };

export type OtpCheck = 'ok' | 'invalid' | 'expired';

/** Wrong guesses a code survives: after this many it is spent, so six digits cannot be brute-forced. */
export const OTP_MAX_ATTEMPTS = 5;

export type OutboxMessage = Selectable<OutboxTable>;

/**
 * Stands in for the SMS, GST portal and e-mail providers: codes are random, stored with their expiry, and
 * "sent" to an outbox that is logged and readable by tests through the dev-only endpoint.
 */
export interface OtpSandbox {
  /** Stores and delivers a new code (the routes apply the sending limits first: codes.ts). */
  send(channel: OtpChannel, target: string): Promise<{ session: string; expiresAt: number }>;
  /** Checks a code; `on` is a transaction to join (codes.ts counts wrong codes in the same one). */
  check(channel: OtpChannel, session: string, target: string, code: string, on?: Queries): Promise<OtpCheck>;
  deliver(
    channel: string,
    recipient: string,
    subject: string,
    body: string,
    code?: string,
    on?: Queries,
  ): Promise<void>;
  outbox(recipient?: string): Promise<OutboxMessage[]>;
}

export function createOtpSandbox(
  db: Queries,
  clock: Clock,
  onDeliver: (m: Omit<OutboxMessage, 'id'>) => void,
): OtpSandbox {
  const deliver: OtpSandbox['deliver'] = async (channel, recipient, subject, body, code, on = db) => {
    const message = { channel, recipient, subject, body, code: code ?? null, createdAt: clock.now() };
    await on.insertInto('outbox').values(message).execute();
    onDeliver(message);
  };

  return {
    send: (channel, target) =>
      transaction(db, async (trx) => {
        const now = clock.now();
        const session = newId(channel === 'gst' ? 'txn_' : 'otp_');
        const code = sixDigitCode();
        const expiresAt = now + OTP_TTL_MS[channel];
        await trx.insertInto('otp_codes').values({ session, channel, target, code, expiresAt }).execute();
        await deliver(
          channel,
          target,
          'Your one-time code',
          `Your verification code is ${code}. It expires in ${OTP_TTL_MS[channel] / 1000} seconds.`,
          code,
          trx,
        );
        return { session, expiresAt };
      }),
    // One transaction: a code is used once and guessed at most OTP_MAX_ATTEMPTS times, even by processes at once.
    check: (channel, session, target, code, on = db) =>
      transaction(on, async (trx): Promise<OtpCheck> => {
        const row = await trx
          .selectFrom('otp_codes')
          .select(['code', 'expiresAt', 'usedAt', 'failedAttempts'])
          .where('session', '=', session)
          .where('channel', '=', channel)
          .where('target', '=', target)
          .executeTakeFirst();
        if (!row || row.usedAt !== null || row.failedAttempts >= OTP_MAX_ATTEMPTS) return 'invalid';
        if (row.code !== code) {
          await trx
            .updateTable('otp_codes')
            .set((eb) => ({ failedAttempts: eb('failedAttempts', '+', 1) }))
            .where('session', '=', session)
            .execute();
          return 'invalid';
        }
        if (row.expiresAt <= clock.now()) return 'expired';
        await trx.updateTable('otp_codes').set({ usedAt: clock.now() }).where('session', '=', session).execute();
        return 'ok';
      }),
    deliver,
    outbox: (recipient) => {
      let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(100);
      if (recipient) query = query.where('recipient', '=', recipient);
      return query.execute();
    },
  };
}

/**
 * The sandbox's log line for each message. Codes and bodies (codes, reset links) are logged only where the dev
 * endpoints are on; in production the log shows the channel and the recipient.
 */
export function deliveryLogger(log: Logger, withContent: boolean) {
  return (m: Omit<OutboxMessage, 'id'>) =>
    log.info(
      { outbox: withContent ? m : { channel: m.channel, recipient: m.recipient } },
      `sandbox ${m.channel} message to ${m.recipient}`,
    );
}
