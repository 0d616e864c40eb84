import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const check = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test-prerequisites.ts'], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });

describe("npm test's first step", () => {
  it('passes on a machine with every system package the suites run', () => {
    const { status, stderr } = check({});
    expect(stderr).toBe('');
    expect(status).toBe(0);
  });

  it('stops at once naming the one command that installs what is missing', () => {
    // No browser at the configured path, and a PATH without Redis or HAProxy (PostgreSQL is found by its folder).
    const { status, stderr } = check({ CHROMIUM_PATH: '/nonexistent/chromium', PATH: '/nonexistent' });
    expect(status).toBe(1);
    expect(stderr).toContain('npm test needs system packages that are missing. Install them first (as root):');
    expect(stderr).toContain('apt-get update && apt-get install -y chromium redis-server haproxy');
  });
});
