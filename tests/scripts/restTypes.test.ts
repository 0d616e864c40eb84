import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'rest-types-'));
// Each check starts Node with openapi-typescript: a few seconds alone, more on a loaded machine.
const SLOW = { timeout: 120_000 };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run codegen:rest -- --check` against an OpenAPI document: its exit code. */
async function check(openapi: string): Promise<number> {
  try {
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/rest-types.ts', '--check', '--openapi', openapi],
      { cwd: root },
    );
    return 0;
  } catch (error) {
    return (error as { code: number }).code;
  }
}

describe("the gateway's generated REST types", () => {
  it('are fresh for the committed openapi.yaml', SLOW, async () => {
    expect(await check('rest-api/openapi.yaml')).toBe(0);
  });

  it('are stale once openapi.yaml changes (a refusal code added)', SLOW, async () => {
    const changed = join(dir, 'openapi.yaml');
    const yaml = readFileSync(join(root, 'rest-api/openapi.yaml'), 'utf8');
    expect(yaml).toContain('- INVALID_INPUT\n');
    writeFileSync(
      changed,
      yaml.replace('- INVALID_INPUT\n', (line) => `${line}${line.replace('INVALID_INPUT', 'A_NEW_REFUSAL')}`),
    );
    expect(await check(changed)).toBe(1);
  });
});
