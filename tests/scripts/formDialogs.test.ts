import { describe, expect, it } from 'vitest';
import { filesMatching } from '../helpers/sourceFiles.ts';

describe('dialogs that are forms', () => {
  it('are built by components/FormDialog.tsx alone (header, fields, Cancel, the submit button, the close button)', () => {
    expect(filesMatching(['web/src'], /<Dialog\.Content\b[\s\S]*<form\b/)).toEqual([
      'web/src/components/FormDialog.tsx',
    ]);
  });
});
