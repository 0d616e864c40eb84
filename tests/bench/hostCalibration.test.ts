import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, hostNote, hostOf } from '../../bench/hostCalibration.ts';

describe("the bench's CPU slowdown, calibrated to the host as Lighthouse advises", () => {
  it('is 4x at a benchmarkIndex of 1500 or more, else 4 × index / 1750 (two decimals)', () => {
    expect(cpuSlowdownFor(2597)).toBe(4);
    expect(cpuSlowdownFor(1500)).toBe(4);
    expect(cpuSlowdownFor(1499)).toBe(3.43);
    expect(cpuSlowdownFor(1000)).toBe(2.29);
    expect(cpuSlowdownFor(875)).toBe(2);
  });

  it('never speeds a CPU up: 1x below index 438', () => {
    expect(cpuSlowdownFor(438)).toBe(1);
    expect(cpuSlowdownFor(200)).toBe(1);
  });

  it("reads the host's index from a Lighthouse report and Chromium's version from its own, and says the slowdown used", () => {
    const host = hostOf(
      { benchmarkIndex: 1203.5 },
      'Chromium 150.0.7871.100 built on Debian GNU/Linux 12 (bookworm)\n',
    );
    expect(host).toEqual({ benchmarkIndex: 1204, chromium: '150.0.7871.100', cpuSlowdown: 2.75 });
    expect(hostNote(host)).toContain('benchmarkIndex 1204');
    expect(hostNote(host)).toContain('Chromium 150.0.7871.100');
    expect(hostNote(host)).toContain('CPU slowdown 2.75x');
  });
});
