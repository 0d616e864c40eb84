import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles, importCircles } from '../../scripts/importCircles.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('import circles', () => {
  it('finds circles closed by a type-only import or a dynamic import(), through generated files too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'circles-'));
    const write = (file: string, text: string) => writeFileSync(join(dir, file), text);
    mkdirSync(join(dir, 'gateway/__generated__'), { recursive: true });
    write('gateway/a.ts', "import { b } from './b.ts';\nexport interface A { b: typeof b }\n");
    write('gateway/b.ts', "import type { A } from './a.ts';\nexport const b = (a: A) => a;\n");
    write('gateway/c.ts', "export type C = number;\nexport const load = () => import('./d.ts');\n");
    write('gateway/d.ts', "export type { C } from './c.ts';\n");
    write('gateway/e.tsx', "import type { F } from './__generated__/f.ts';\nexport const e = (f: F) => <p>{f}</p>;\n");
    write('gateway/__generated__/f.ts', "import { e } from '../e.tsx';\nexport type F = typeof e;\n");
    expect(importCircles(dir, sourceFiles(dir))).toEqual([
      ['gateway/a.ts', 'gateway/b.ts'],
      ['gateway/c.ts', 'gateway/d.ts'],
      ['gateway/__generated__/f.ts', 'gateway/e.tsx'],
    ]);
  });

  it('has none among the sources, generated ones included', () => {
    expect(importCircles(root, sourceFiles(root))).toEqual([]);
  });
});
