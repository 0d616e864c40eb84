// Guessing limits: events (codes sent, wrong codes, failed sign-ins, contact changes) counted per bucket (a
// recipient, an e-mail, a client address, a recipient and client address together) in sliding windows, with an
// optional backoff that doubles the wait between events. What one client does counts against buckets of that
// client; the buckets of a recipient alone are ceilings above anything one client can reach, so a guesser makes
// only itself wait, and the owner asking from another address is not held.
import type { Clock } from './clock.ts';
import type { Queries } from './db/queries.ts';
import { transaction } from './db/transaction.ts';
import { ThrottledError } from './throttle.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Window {
  max: number;
  ms: number;
}

/** A bucket and the policy that limits it. */
type Check = readonly [bucket: string, policy: Policy];

export interface Policy {
  /** Every window must hold fewer than `max` events for one more to be let through. */
  windows: Window[];
  /** After `free` events within `withinMs`, each next one waits `baseMs` × 2^(events − free) after the last (at most `maxMs`). */
  backoff?: { free: number; baseMs: number; maxMs: number; withinMs: number };
}

export interface Limits {
  /**
   * Codes (and reset links) sent to one phone number, GSTIN or e-mail address at the request of one client address:
   * a client that asks too often waits, and only that client.
   */
  sendPerRecipientAndClient: Policy;
  /**
   * Codes sent to one recipient at the request of every client together: a ceiling no single client can reach
   * (against many addresses flooding one number); past it, the owner waits too.
   */
  sendPerRecipient: Policy;
  /** Codes and reset links one client address asks for, to any recipients. */
  sendPerClient: Policy;
  /** Wrong codes one client address enters for one recipient (on top of the five wrong guesses each code survives). */
  wrongCodePerRecipientAndClient: Policy;
  /**
   * Wrong codes entered for one recipient from every client together: the bound on guessing from many addresses,
   * which no single client can reach.
   */
  wrongCodePerRecipient: Policy;
  /** Wrong codes one client address enters, for any recipients. */
  wrongCodePerClient: Policy;
  /**
   * "User Already Exist" answers of /otp-send one client address gets; past them every number it asks about, known
   * or not, answers 429, so the limit itself tells nothing.
   */
  accountAnswersPerClient: Policy;
  /**
   * Attempts to put one new phone number or e-mail address on an account (/updateUser) from one client address,
   * whatever their outcome.
   */
  contactChangePerTargetAndClient: Policy;
  /** Attempts to put new phone numbers or e-mail addresses on accounts from one client address, for any of them. */
  contactChangePerClient: Policy;
  /** Attempts to put new phone numbers or e-mail addresses on one account, from any client addresses. */
  contactChangePerAccount: Policy;
  /** Failed password sign-ins of one e-mail (known or not) from one client address: a guesser locks only itself out. */
  failedSignInPerEmailAndClient: Policy;
  /** Failed password sign-ins of one e-mail from all clients together: many addresses guessing one password. */
  failedSignInPerEmail: Policy;
  /** Failed password sign-ins from one client address, for any e-mails. */
  failedSignInPerClient: Policy;
}

export const DEFAULT_LIMITS: Limits = {
  sendPerRecipientAndClient: {
    windows: [
      { max: 5, ms: 10 * MINUTE },
      { max: 10, ms: DAY },
    ],
    backoff: { free: 2, baseMs: 30_000, maxMs: HOUR, withinMs: DAY },
  },
  // One client sends at most 8 codes an hour (its backoff) and 10 a day: only several together reach this.
  sendPerRecipient: {
    windows: [
      { max: 10, ms: HOUR },
      { max: 30, ms: DAY },
    ],
  },
  sendPerClient: {
    windows: [
      { max: 30, ms: HOUR },
      { max: 100, ms: DAY },
    ],
  },
  wrongCodePerRecipientAndClient: {
    windows: [{ max: 20, ms: DAY }],
    backoff: { free: 5, baseMs: 2_000, maxMs: 10 * MINUTE, withinMs: DAY },
  },
  // One client enters at most 20 wrong codes a day for a recipient: only three or more together reach this.
  wrongCodePerRecipient: { windows: [{ max: 50, ms: DAY }] },
  wrongCodePerClient: {
    windows: [
      { max: 30, ms: HOUR },
      { max: 100, ms: DAY },
    ],
  },
  accountAnswersPerClient: {
    windows: [
      { max: 5, ms: HOUR },
      { max: 20, ms: DAY },
    ],
  },
  contactChangePerTargetAndClient: {
    windows: [
      { max: 5, ms: 10 * MINUTE },
      { max: 10, ms: DAY },
    ],
  },
  contactChangePerClient: {
    windows: [
      { max: 30, ms: HOUR },
      { max: 100, ms: DAY },
    ],
  },
  contactChangePerAccount: {
    windows: [
      { max: 30, ms: HOUR },
      { max: 100, ms: DAY },
    ],
  },
  failedSignInPerEmailAndClient: { windows: [{ max: 10, ms: 15 * MINUTE }] },
  failedSignInPerEmail: { windows: [{ max: 100, ms: 15 * MINUTE }] },
  failedSignInPerClient: {
    windows: [
      { max: 30, ms: 15 * MINUTE },
      { max: 200, ms: DAY },
    ],
  },
};

/** How far back the events `policy` counts go. */
const spanOf = (policy: Policy) => Math.max(...policy.windows.map((w) => w.ms), policy.backoff?.withinMs ?? 0);

/** The guessing limits; each call's last argument `on` is a transaction to join (by default it runs on its own). */
export interface Limiter {
  /** Throws ThrottledError (429, Retry-After) when any of the buckets is at its limit. */
  check(checks: readonly Check[], on?: Queries): Promise<void>;
  /** Counts one event for each bucket; returns the rows, so an attempt that turns out fine can be taken back. */
  record(checks: readonly Check[], on?: Queries): Promise<number[]>;
  /** `check`, then `record`, in one transaction: an event that counts whatever its outcome. */
  take(checks: readonly Check[], on?: Queries): Promise<number[]>;
  /** Takes back events `record` returned. */
  forget(rows: number[], on?: Queries): Promise<void>;
  /** Forgets every event of a bucket (a successful sign-in clears its client's failures for the e-mail). */
  clear(bucket: string, on?: Queries): Promise<void>;
}

/**
 * The limits over the `rate_events` table. A check and its record run in one transaction (SERIALIZABLE on
 * PostgreSQL), so several REST API processes on one database cannot both pass a check for the last free slot.
 */
export function createLimiter(db: Queries, clock: Clock): Limiter {
  let lastPrune = 0;

  /** Milliseconds until a bucket with events at `times` (oldest first) may have one more under `policy`; 0 if now. */
  function waitMs(times: number[], policy: Policy, now: number): number {
    let wait = 0;
    for (const { max, ms } of policy.windows) {
      const inWindow = times.filter((at) => at > now - ms);
      // The window has room again once enough of its oldest events have left it.
      if (inWindow.length >= max) wait = Math.max(wait, inWindow[inWindow.length - max]! + ms - now);
    }
    const backoff = policy.backoff;
    if (backoff) {
      const recent = times.filter((at) => at > now - backoff.withinMs);
      if (recent.length >= backoff.free) {
        const gap = Math.min(backoff.baseMs * 2 ** (recent.length - backoff.free), backoff.maxMs);
        wait = Math.max(wait, recent.at(-1)! + gap - now);
      }
    }
    return Math.max(0, wait);
  }

  async function check(checks: readonly Check[], on: Queries = db) {
    const now = clock.now();
    const buckets = checks.map(([bucket]) => bucket);
    // One read for all the buckets, far enough back for the longest policy.
    const events = await on
      .selectFrom('rate_events')
      .select(['bucket', 'at'])
      .where('bucket', 'in', buckets)
      .where('at', '>', now - Math.max(...checks.map(([, policy]) => spanOf(policy))))
      .orderBy('at')
      .execute();
    const timesOf = (bucket: string) => events.filter((event) => event.bucket === bucket).map((event) => event.at);
    const wait = Math.max(...checks.map(([bucket, policy]) => waitMs(timesOf(bucket), policy, now)));
    if (wait > 0) throw new ThrottledError(Math.ceil(wait / 1000));
  }

  async function record(checks: readonly Check[], on: Queries = db): Promise<number[]> {
    const now = clock.now();
    if (now - lastPrune > HOUR) {
      lastPrune = now;
      await on
        .deleteFrom('rate_events')
        .where('at', '<=', now - 2 * DAY)
        .execute();
    }
    const rows = await on
      .insertInto('rate_events')
      .values(checks.map(([bucket]) => ({ bucket, at: now })))
      .returning('rowid')
      .execute();
    return rows.map((row) => row.rowid);
  }

  return {
    check,
    record,
    take: (checks, on = db) =>
      transaction(on, async (trx) => {
        await check(checks, trx);
        return record(checks, trx);
      }),
    async forget(rows, on = db) {
      if (rows.length > 0) await on.deleteFrom('rate_events').where('rowid', 'in', rows).execute();
    },
    async clear(bucket, on = db) {
      await on.deleteFrom('rate_events').where('bucket', '=', bucket).execute();
    },
  };
}
