import { semanticTokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { createStorefrontSystem } from '../../web/src/theme/system.ts';

/** Chakra's semantic colour tokens as `name → light value`, e.g. `colors.border → {colors.gray.200}`. */
function lightColors(tree: Record<string, unknown>, path: string[] = ['colors'], into = new Map<string, string>()) {
  for (const [key, node] of Object.entries(tree)) {
    if (!node || typeof node !== 'object') continue;
    if ('value' in node) {
      const value = (node as { value: unknown }).value;
      const light = typeof value === 'object' && value ? (value as Record<string, unknown>)._light : value;
      if (typeof light === 'string') into.set([...path, key].filter((part) => part !== 'DEFAULT').join('.'), light);
    } else lightColors(node as Record<string, unknown>, [...path, key], into);
  }
  return into;
}

/** Palettes no component of the storefront paints with (web/src/theme/system.ts leaves them out). */
const UNUSED = /^colors\.(cyan|purple|pink)\./;

describe('the storefront theme', () => {
  it("gives every semantic colour Chakra's light value (solids of teal, green and orange one step darker), and no dark rules", () => {
    const system = createStorefrontSystem();
    const expected = lightColors(semanticTokens.colors as Record<string, unknown>);
    expect(expected.size).toBeGreaterThan(100);
    for (const [name, light] of expected) {
      if (UNUSED.test(name)) continue;
      const darker = /^colors\.(teal|green|orange)\.solid$/.test(name) ? `{colors.${name.split('.')[1]}.700}` : light;
      const variable = darker.replace(
        /^\{(.*)\}$/,
        (_, token: string) => `var(--chakra-${token.replaceAll('.', '-')})`,
      );
      expect(system.tokens.getByName(name)?.value, name).toBe(darker.startsWith('{') ? variable : darker);
    }
    expect(JSON.stringify(system.getTokenCss())).not.toMatch(/\.dark/);
  });

  it('leaves out the palettes nothing in the storefront paints with, and keeps those it does', () => {
    const system = createStorefrontSystem();
    const names = system.tokens.allTokens.map((token) => token.name);
    expect(names.filter((name) => UNUSED.test(name))).toEqual([]);
    for (const palette of ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue'])
      expect(names, palette).toEqual(expect.arrayContaining([`colors.${palette}.500`, `colors.${palette}.solid`]));
    expect(JSON.stringify(system.getTokenCss())).not.toMatch(/--chakra-colors-(cyan|purple|pink)-/);
  });
});
