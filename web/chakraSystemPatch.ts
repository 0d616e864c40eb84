import type { Plugin } from 'vite';

/** Chakra's createSystem (pinned, see TOOLCHAIN), which the client build's plugins change line by line. */
const SYSTEM_MODULE = '/@chakra-ui/react/dist/esm/styled-system/system.js';

/** `[line, replacement]`: a piece of `system.js`'s code, expected once, and what it becomes. */
export type LineChange = readonly [line: string, replacement: string];

/**
 * `system.js`'s code with each line changed; `fail` is called, naming `plugin` to review, when a line is not in the
 * code exactly once (Chakra's code no longer reads as expected: better a failed build than a change silently lost).
 */
export function changedSystemCode(
  code: string,
  changes: readonly LineChange[],
  plugin: string,
  fail: (message: string) => never,
): string {
  for (const [line] of changes)
    if (code.split(line).length !== 2)
      fail(`Chakra's styled-system/system.js no longer holds \`${line.trim()}\` once: review ${plugin}`);
  // A function, as `$$` in a replacement string would be read as one `$`.
  return changes.reduce((changed, [line, replacement]) => changed.replace(line, () => replacement), code);
}

/** A Vite plugin applying `change` to `system.js` (the build fails, with the plugin's name, when it cannot). */
export const chakraSystemPatch = (
  name: string,
  change: (code: string, fail: (message: string) => never) => string,
): Plugin => ({
  name,
  transform(code, id) {
    if (!id.replaceAll('\\', '/').endsWith(SYSTEM_MODULE)) return null;
    return change(code, (message) => this.error(message));
  },
});
