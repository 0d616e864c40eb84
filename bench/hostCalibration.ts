// The host a throttled row ran on, and the CPU slowdown that makes that host stand for Lighthouse's mobile phone. A
// fixed 4x slows a fast host and a slow one by the same factor, so their rows differ by the hosts (issue 58: one host
// read the product page 81 at index 2597, another 100). Lighthouse's throttling docs advise calibrating the
// slowdown on the host's benchmarkIndex: 4x at an index of 1500 or more, else 4 × index / 1750.

/** What a Lighthouse report says of its host (lhr.environment). */
export interface LighthouseEnvironment {
  benchmarkIndex: number;
}

export interface Host {
  /** Lighthouse's benchmarkIndex of this host: how fast its CPU ran Lighthouse's benchmark. */
  benchmarkIndex: number;
  /** The version of the Chromium that measured it (its user agent says only the major version). */
  chromium: string;
  /** The CPU slowdown the throttled rows use on this host (cpuSlowdownFor). */
  cpuSlowdown: number;
}

/**
 * The CPU slowdown for a host of this benchmarkIndex: 4 at 1500 or more, else 4 × index / 1750, to two decimals;
 * never below 1 (DevTools can slow a CPU, not speed it up), which only a host under index 438 would reach.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const slowdown = benchmarkIndex >= 1500 ? 4 : (4 * benchmarkIndex) / 1750;
  return Math.max(1, Math.round(slowdown * 100) / 100);
}

/** The host a Lighthouse report ran on, with its calibrated slowdown; `chromium` is what `chromium --version` says. */
export function hostOf({ benchmarkIndex }: LighthouseEnvironment, chromium: string): Host {
  return {
    benchmarkIndex: Math.round(benchmarkIndex),
    chromium: /\d+(?:\.\d+)+/.exec(chromium)?.[0] ?? 'unknown',
    cpuSlowdown: cpuSlowdownFor(benchmarkIndex),
  };
}

/** The line a throttled table prints under it: the host's index, its Chromium and the slowdown used. */
export const hostNote = (host: Host) =>
  `Host: benchmarkIndex ${host.benchmarkIndex} (Lighthouse's), Chromium ${host.chromium}; CPU slowdown ${host.cpuSlowdown}x ` +
  '(calibrated as Lighthouse advises: 4x at an index of 1500 or more, else 4 × index / 1750).';
