// How the gateway lives with a REST API that fails: idempotent reads are tried again after a short, jittered wait
// (or the wait the API asks for), writes never; and a circuit breaker stops calling an API that keeps failing, so
// requests fail fast while it is down and the first call after a pause finds out whether it is back.

/** The breaker's settings: consecutive failures that open it, and how long it stays open before one trial call. */
export interface BreakerSettings {
  failures: number;
  cooldownMs: number;
}

export const DEFAULT_BREAKER: BreakerSettings = { failures: 5, cooldownMs: 2_000 };

/** Retries of an idempotent read after the first try. */
export const READ_RETRIES = 2;
const BASE_DELAY_MS = 50;
/** A Retry-After longer than this is not waited for: the request fails instead of hanging on. */
const LONGEST_WAIT_MS = 1_000;

/** Statuses worth another try: the API unreachable or timing out (502/504), busy (503) or asking for patience (429). */
const RETRIABLE = new Set([429, 502, 503, 504]);

/**
 * How long to wait before trying a failed read again, or null not to: the API's Retry-After when it gives one (and
 * it is short), else an exponential backoff with full jitter.
 */
export function retryDelay(
  status: number,
  retryAfterSeconds: number | undefined,
  attempt: number,
  random = Math.random,
): number | null {
  if (!RETRIABLE.has(status) || attempt >= READ_RETRIES) return null;
  if (retryAfterSeconds !== undefined)
    return retryAfterSeconds * 1000 <= LONGEST_WAIT_MS ? retryAfterSeconds * 1000 : null;
  return Math.round(BASE_DELAY_MS * 2 ** attempt * (0.5 + random()));
}

/** Waits `ms`, or less when the signal aborts (the request's deadline or the client gone). */
export function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/**
 * A circuit breaker for one REST API: closed while calls succeed; open after `failures` failures in a row (calls
 * fail at once); after `cooldownMs` it lets one trial call through (half-open), which closes it or opens it again.
 */
export function createBreaker({ failures, cooldownMs }: BreakerSettings, now: () => number = Date.now) {
  let consecutive = 0;
  let openedAt: number | null = null;
  let trialInFlight = false;

  return {
    /** Whether a call may go out now (a trial call in the half-open state is let through once). */
    allows(): boolean {
      if (openedAt === null) return true;
      if (now() - openedAt < cooldownMs || trialInFlight) return false;
      trialInFlight = true;
      return true;
    },
    succeeded() {
      consecutive = 0;
      openedAt = null;
      trialInFlight = false;
    },
    failed() {
      consecutive++;
      trialInFlight = false;
      if (openedAt !== null || consecutive >= failures) openedAt = now();
    },
    get open() {
      return openedAt !== null;
    },
  };
}

export type Breaker = ReturnType<typeof createBreaker>;
