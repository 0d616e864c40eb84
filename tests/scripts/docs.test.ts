// The documentation stays short where it is read first and points only at files that exist, and every setting
// the code reads is documented.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATION_LIMIT_VARIABLES } from '../../gateway/src/http/plugins/operationLimits.ts';
import { TEST_PACKAGES } from '../../scripts/systemPackages.ts';

const ROOT = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The code that reads settings: every part, the scripts, the bench, the examples and the test harness. */
const CODE_FOLDERS = [
  'rest-api',
  'gateway',
  'runtime',
  'web',
  'scripts',
  'bench',
  'examples',
  'tests/helpers',
  'tests/setup',
];
const SKIPPED_FOLDERS = new Set(['node_modules', '__generated__', 'dist']);
/** Vite's own build-time values, not settings of ours. */
const VITE_BUILT_INS = new Set(['MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL']);

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

/** `process.env.NAME`, `env.NAME`, `env['NAME']` and `import.meta.env.NAME` wherever the code has them. */
function variablesTheCodeReads(): Set<string> {
  const names = new Set<string>(Object.values(OPERATION_LIMIT_VARIABLES));
  for (const file of CODE_FOLDERS.flatMap(sourceFiles)) {
    for (const [, name = ''] of read(file).matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g)) {
      if (!VITE_BUILT_INS.has(name)) names.add(name);
    }
  }
  return names;
}

const docs = [
  'README.md',
  'bench/README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The targets of a Markdown file's relative links (`[text](target)`), without their `#anchor`. */
function relativeLinks(file: string): string[] {
  return [...read(file).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^([a-z]+:|#)/i.test(target))
    .map((target) => target.replace(/#.*/, ''));
}

describe('the documentation', () => {
  it('keeps the README to what a newcomer reads first (at most 12 KB)', () => {
    expect(statSync(join(ROOT, 'README.md')).size).toBeLessThanOrEqual(12 * 1024);
  });

  it("shows in the README's quick start the one line that installs what npm test needs and runs it", () => {
    const packages = TEST_PACKAGES.map(({ pkg }) => pkg).join(' ');
    expect(read('README.md')).toContain(`apt-get install -y ${packages} && npm install && npm test`);
  });

  it('links only files that exist', () => {
    const broken = docs.flatMap((file) =>
      relativeLinks(file)
        .filter((target) => !existsSync(join(ROOT, dirname(file), target)))
        .map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('names every environment variable the code reads in docs/operations.md', () => {
    const operations = read('docs/operations.md');
    const missing = [...variablesTheCodeReads()].filter((name) => !operations.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('finds the variables it checks (the search is not blind)', () => {
    const found = variablesTheCodeReads();
    for (const name of [
      'UPSTREAM_URL',
      'DATABASE_URL',
      'MAX_DEPTH',
      'SHUTDOWN_GRACE_MS',
      'VITE_B2C_SITE_URL',
      'TEST_DATABASE_URL',
    ]) {
      expect(found).toContain(name);
    }
  });
});
