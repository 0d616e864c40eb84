// The gateway's layers point one way: upstream/ (the REST API) ← graph/ (the schema's rules) ← resolvers/.
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles, specifiers } from '../../scripts/importCircles.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const files = sourceFiles(root).map((file) => relative(root, file));

/** `file → imported file` for each relative import of a file under `from` that lands on a path matching `forbidden`. */
function importsAcross(from: string, forbidden: RegExp): string[] {
  return files
    .filter((file) => file.startsWith(from))
    .flatMap((file) =>
      specifiers(resolve(root, file))
        .map((specifier) => relative(root, resolve(root, dirname(file), specifier)))
        .filter((target) => forbidden.test(target))
        .map((target) => `${file} → ${target}`),
    );
}

describe("the gateway's layers", () => {
  it('keep the REST layer free of the schema: upstream/ imports nothing from graph/, resolvers/ or the resolver types', () => {
    expect(
      importsAcross('gateway/src/upstream/', /^gateway\/src\/(graph\/|resolvers\/|__generated__\/resolvers-types)/),
    ).toEqual([]);
  });

  it('keep graph/ below the resolvers: it imports nothing from resolvers/ nor the resolver types (the schema types only)', () => {
    expect(importsAcross('gateway/src/graph/', /^gateway\/src\/(resolvers\/|__generated__\/resolvers-types)/)).toEqual(
      [],
    );
  });

  it('generate the schema types apart from the resolver types, without the context', () => {
    expect(
      importsAcross(
        'gateway/src/__generated__/schema-types.ts',
        /^gateway\/src\/(context|resolvers\/|__generated__\/resolvers-types)/,
      ),
    ).toEqual([]);
    expect(
      importsAcross('gateway/src/__generated__/resolvers-types.ts', /^gateway\/src\/__generated__\/schema-types/),
    ).toEqual(['gateway/src/__generated__/resolvers-types.ts → gateway/src/__generated__/schema-types.ts']);
  });
});
