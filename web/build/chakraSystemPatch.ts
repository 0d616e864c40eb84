import type { Plugin } from 'vite';

/** Chakra's styled system (pinned, see TOOLCHAIN), whose modules the client build's plugins change line by line. */
const STYLED_SYSTEM = '/@chakra-ui/react/dist/esm/styled-system/';

/** `[line, replacement]`: a piece of a module's code, expected once, and what it becomes. */
export type LineChange = readonly [line: string, replacement: string];

/** What a plugin does to a module's code; `fail` when the code does not read as expected. */
export type CodeChange = (code: string, fail: (message: string) => never) => string;

/**
 * The code of `module` (a file of Chakra's styled-system folder) with each line changed; `fail` is called, naming
 * `plugin` to review, when a line is not in the code exactly once (Chakra's code no longer reads as expected: better a
 * failed build than a change silently lost).
 */
export function changedSystemCode(
  module: string,
  code: string,
  changes: readonly LineChange[],
  plugin: string,
  fail: (message: string) => never,
): string {
  for (const [line] of changes)
    if (code.split(line).length !== 2)
      fail(`Chakra's styled-system/${module} no longer holds \`${line.trim()}\` once: review ${plugin}`);
  // A function, as `$$` in a replacement string would be read as one `$`.
  return changes.reduce((changed, [line, replacement]) => changed.replace(line, () => replacement), code);
}

/** A Vite plugin applying each change to its module of the styled system (the build fails, with the plugin's name, when it cannot). */
export const chakraSystemPatch = (name: string, changes: Readonly<Record<string, CodeChange>>): Plugin => ({
  name,
  transform(code, id) {
    const path = id.replaceAll('\\', '/');
    const module = Object.keys(changes).find((file) => path.endsWith(STYLED_SYSTEM + file));
    return module ? changes[module]!(code, (message) => this.error(message)) : null;
  },
});
