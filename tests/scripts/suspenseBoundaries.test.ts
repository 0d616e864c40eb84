import { describe, expect, it } from 'vitest';
import { filesMatching } from '../helpers/sourceFiles.ts';

describe("the storefront's Suspense boundaries", () => {
  it('are Boundary (components/Boundary.tsx), which the hydration mark waits for: no other file renders Suspense', () => {
    expect(filesMatching(['web/src'], /<Suspense\b/)).toEqual(['web/src/components/Boundary.tsx']);
  });
});
