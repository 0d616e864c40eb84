import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledService } from '@marketplace/runtime/service';

const dir = mkdtempSync(join(tmpdir(), 'mkt-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A service of two modules; the imported one reads a file beside its source, as the gateway reads its schema. */
function writeService(greeting: string) {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src/greeting.txt'), greeting);
  writeFileSync(
    join(dir, 'src/greeting.ts'),
    "import { readFileSync } from 'node:fs';\nexport const greeting = readFileSync(new URL('./greeting.txt', import.meta.url), 'utf8');\n",
  );
  writeFileSync(join(dir, 'src/main.ts'), "import { greeting } from './greeting.ts';\nconsole.log(greeting);\n");
}

const run = (bundle: string) => execFileSync(process.execPath, [bundle], { encoding: 'utf8' }).trim();

describe("a service's bundle", () => {
  it('runs the entry from one file in dist, reading files beside its sources, and is rebuilt when a source changes', () => {
    writeService('namaste');
    const entry = join(dir, 'src/main.ts');
    const bundle = bundledService(entry);
    expect(bundle).toBe(join(dir, 'dist/main.mjs'));
    expect(run(bundle)).toBe('namaste');

    const built = statSync(bundle).mtimeMs;
    expect(bundledService(entry)).toBe(bundle);
    expect(statSync(bundle).mtimeMs).toBe(built);

    writeFileSync(join(dir, 'src/greeting.ts'), "export const greeting = 'vanakkam';\n");
    const later = new Date(built + 60_000);
    utimesSync(join(dir, 'src/greeting.ts'), later, later);
    expect(run(bundledService(entry))).toBe('vanakkam');
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(built);
  });
});
