/** The API's notion of now, injectable so tests control token and code expiry. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Firestore-style timestamp, the shape the documented API returns for dates. */
export interface Timestamp {
  _seconds: number;
  _nanoseconds: number;
}

export function toTimestamp(ms: number): Timestamp {
  return { _seconds: Math.floor(ms / 1000), _nanoseconds: (ms % 1000) * 1_000_000 };
}

export function optionalTimestamp(ms: number | null | undefined): Timestamp | null {
  return ms == null ? null : toTimestamp(ms);
}
