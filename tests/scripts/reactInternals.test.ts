import { describe, expect, it } from 'vitest';
import { filesMatching } from '../helpers/sourceFiles.ts';

// React's private keys on DOM nodes: its fiber, container and props, each `__react`, a name, `$` and a random suffix
// (spelt in two parts, so that this file holds none).
const PRIVATE_KEY = new RegExp(['__re', 'act[A-Z]\\w*\\$'].join(''));

describe("React's internals", () => {
  it('are read by no file of the storefront or the tests: the app marks its hydration itself (data-hydrated)', () => {
    expect(filesMatching(['web', 'tests'], PRIVATE_KEY)).toEqual([]);
  });
});
