// Each part (an npm workspace) keeps an honest package.json: every package its hand-written files import is declared
// there, or at the root (the tools every part shares), and it reaches other parts by their package names only.
import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '@marketplace/runtime/service';

interface Manifest {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const NOT_HAND_WRITTEN = new Set(['node_modules', 'dist', '__generated__']);
// Static and dynamic imports, re-exports, and modules a test mocks.
const IMPORTS = [
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bvi\.mock\(\s*['"]([^'"]+)['"]/g,
];

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;
const declared = (manifest: Manifest) =>
  Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies });

/** The workspace folders the root's package.json names (`examples/*` expanded). */
function workspaces(): string[] {
  return manifestOf('.').workspaces!.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** The hand-written source files under `dir` (nothing installed, built or generated), leaving out the folders `skip`. */
function sourceFiles(dir: string, skip: string[] = []): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir === '.' ? entry.name : `${dir}/${entry.name}`;
    if (entry.name.startsWith('.') || NOT_HAND_WRITTEN.has(entry.name) || skip.includes(path)) return [];
    if (entry.isDirectory()) return sourceFiles(path, skip);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const specifiers = (file: string) => {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return IMPORTS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
};

/** `file: package` for each package `files` import that is not among `allowed`. */
function undeclaredImports(files: string[], allowed: Set<string>): string[] {
  return files.flatMap((file) =>
    specifiers(file)
      .filter((specifier) => !/^[./#]/.test(specifier) && !isBuiltin(specifier))
      .map((specifier) =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      )
      .filter((name) => !allowed.has(name))
      .map((name) => `${file}: ${name}`),
  );
}

const root = manifestOf('.');
const parts = workspaces();

describe("each part's package.json", () => {
  it('declares every package the part imports (or the root does, for the shared tools)', () => {
    for (const part of parts) {
      const allowed = new Set([...declared(manifestOf(part)), ...declared(root)]);
      expect(undeclaredImports(sourceFiles(part), allowed), part).toEqual([]);
    }
  });

  it("catches a dependency removed from a part's package.json", () => {
    const gateway = declared(manifestOf('gateway')).filter((name) => name !== 'graphql-yoga');
    expect(undeclaredImports(sourceFiles('gateway'), new Set([...gateway, ...declared(root)]))).toContain(
      'gateway/src/yoga.ts: graphql-yoga',
    );
  });

  it("lets the root's tests and scripts import the root's packages, the parts and what the parts declare", () => {
    const allowed = new Set([
      ...declared(root),
      ...parts.flatMap((part) => [manifestOf(part).name, ...declared(manifestOf(part))]),
    ]);
    expect(undeclaredImports(sourceFiles('.', parts), allowed)).toEqual([]);
  });

  it('reaches another part through its package name, never a relative path', () => {
    const crossings = parts.flatMap((part) =>
      sourceFiles(part).flatMap((file) =>
        specifiers(file)
          .filter(
            (specifier) =>
              specifier.startsWith('.') && !normalize(join(dirname(file), specifier)).startsWith(`${part}/`),
          )
          .map((specifier) => `${file}: ${specifier}`),
      ),
    );
    // The bench's cluster sections start the repository's own scale-out deployment (as `npm run start:cluster` does)
    // and its own throw-away PostgreSQL server; its subscriptions section reads the streams with the tests' own
    // GraphQL-over-SSE reader.
    expect(crossings).toEqual([
      'bench/cluster.ts: ../scripts/cluster.ts',
      'bench/restPostgres.ts: ../scripts/postgres.ts',
      'bench/subscriptions.ts: ../scripts/cluster.ts',
      'bench/subscriptions.ts: ../tests/helpers/sse.ts',
    ]);
  });
});
