import type { Clock } from '../../rest-api/src/clock.ts';

/** A clock tests move by hand, so expiry is tested without waiting. */
export class TestClock implements Clock {
  constructor(private current = Date.UTC(2026, 10, 1, 6, 30)) {}
  now() {
    return this.current;
  }
  advance(ms: number) {
    this.current += ms;
  }
}
