import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { newId, sixDigitCode } from '../ids.ts';

export type OtpChannel = 'phone' | 'gst' | 'email';

/** Code lifetimes: the storefront's 30 s phone and 60 s GST timers; e-mail codes get five minutes. */
export const OTP_TTL_MS: Record<OtpChannel, number> = { phone: 30_000, gst: 60_000, email: 300_000 };

export type OtpCheck = 'ok' | 'invalid' | 'expired';

/** Wrong guesses a code survives: after this many it is spent, so six digits cannot be brute-forced. */
export const OTP_MAX_ATTEMPTS = 5;

export interface OutboxMessage {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  createdAt: number;
}

/**
 * Stands in for the SMS, GST portal and e-mail providers: codes are random, stored with their expiry, and
 * "sent" to an outbox that is logged and readable by tests through the dev-only endpoint.
 */
export interface OtpSandbox {
  /** Stores and delivers a new code (the routes apply the sending limits first: codes.ts). */
  send(channel: OtpChannel, target: string): { session: string; expiresAt: number };
  check(channel: OtpChannel, session: string, target: string, code: string): OtpCheck;
  deliver(channel: string, recipient: string, subject: string, body: string, code?: string): void;
  outbox(recipient?: string): OutboxMessage[];
}

export function createOtpSandbox(db: Db, clock: Clock, onDeliver: (m: Omit<OutboxMessage, 'id'>) => void): OtpSandbox {
  const insertCode = db.prepare(
    `INSERT INTO otp_codes (session, channel, target, code, expiresAt) VALUES (?, ?, ?, ?, ?)`,
  );
  const findCode = db.prepare<
    [string, string, string],
    { code: string; expiresAt: number; usedAt: number | null; failedAttempts: number }
  >(`SELECT code, expiresAt, usedAt, failedAttempts FROM otp_codes WHERE session = ? AND channel = ? AND target = ?`);
  const useCode = db.prepare(`UPDATE otp_codes SET usedAt = ? WHERE session = ?`);
  const failAttempt = db.prepare(`UPDATE otp_codes SET failedAttempts = failedAttempts + 1 WHERE session = ?`);
  const insertMessage = db.prepare(
    `INSERT INTO outbox (channel, recipient, subject, body, code, createdAt) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const allMessages = db.prepare<[], OutboxMessage>(`SELECT * FROM outbox ORDER BY id DESC LIMIT 100`);
  const messagesTo = db.prepare<[string], OutboxMessage>(
    `SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 100`,
  );

  const deliver: OtpSandbox['deliver'] = (channel, recipient, subject, body, code) => {
    const createdAt = clock.now();
    insertMessage.run(channel, recipient, subject, body, code ?? null, createdAt);
    onDeliver({ channel, recipient, subject, body, code: code ?? null, createdAt });
  };

  const send = db.transaction((channel: OtpChannel, target: string) => {
    const now = clock.now();
    const session = newId(channel === 'gst' ? 'txn_' : 'otp_');
    const code = sixDigitCode();
    const expiresAt = now + OTP_TTL_MS[channel];
    insertCode.run(session, channel, target, code, expiresAt);
    deliver(
      channel,
      target,
      'Your one-time code',
      `Your verification code is ${code}. It expires in ${OTP_TTL_MS[channel] / 1000} seconds.`,
      code,
    );
    return { session, expiresAt };
  });

  return {
    send: (channel, target) => send(channel, target),
    // One transaction: a code is used once and guessed at most OTP_MAX_ATTEMPTS times, even by processes at once.
    check: db.transaction((channel: OtpChannel, session: string, target: string, code: string): OtpCheck => {
      const row = findCode.get(session, channel, target);
      if (!row || row.usedAt !== null || row.failedAttempts >= OTP_MAX_ATTEMPTS) return 'invalid';
      if (row.code !== code) {
        failAttempt.run(session);
        return 'invalid';
      }
      if (row.expiresAt <= clock.now()) return 'expired';
      useCode.run(clock.now(), session);
      return 'ok';
    }),
    deliver,
    outbox: (recipient) => (recipient ? messagesTo.all(recipient) : allMessages.all()),
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
