// The client build's theme (web/builtTheme.ts): themeConfig.ts evaluated when the client is built and shipped as
// JSON, which Chakra's createSystem, changed as the build changes it, takes without merging it again, with a token
// dictionary built in a step of its own (web/src/theme.ts).
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { describe, expect, it } from 'vitest';
import { builtThemeConfigModule, takingBuiltPartsOf } from '../../web/builtTheme.ts';
import { storefrontSystemSteps } from '../../web/src/theme.ts';
import { storefrontThemeConfig } from '../../web/src/themeConfig.ts';
import { fail, patchedCreateSystem } from '../helpers/patchedChakra.ts';

/** themeConfig.ts as the client build has it, imported. */
async function builtThemeConfig(): Promise<typeof storefrontThemeConfig> {
  const url = `data:text/javascript,${encodeURIComponent(builtThemeConfigModule())}`;
  return ((await import(/* @vite-ignore */ url)) as { storefrontThemeConfig: typeof storefrontThemeConfig })
    .storefrontThemeConfig;
}

/** What a system writes: its global styles and every recipe's and slot recipe's styles for their default variants. */
function stylesOf(system: SystemContext) {
  const { recipes = {}, slotRecipes = {} } = system._config.theme ?? {};
  return {
    global: [system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()],
    recipes: Object.keys(recipes).map((key) => [key, system.getRecipeFn(key)({})]),
    slotRecipes: Object.keys(slotRecipes).map((key) => [key, system.getSlotRecipeFn(key)({})]),
  };
}

describe("the client build's theme", () => {
  it('is the config themeConfig.ts returns, merged, parsed afresh from JSON on each call', async () => {
    const built = await builtThemeConfig();
    const config = built();
    expect(config).toStrictEqual(storefrontThemeConfig());
    expect(config).toMatchObject({ $$merged: true, preflight: true, cssVarsPrefix: 'chakra' });
    expect(Object.keys(config.theme?.slotRecipes ?? {})).toContain('numberInput');
    expect(config).not.toHaveProperty('utilities');
    expect(built()).not.toBe(config);
  });

  it('is taken as it is by createSystem, which writes the same styles as when it merges it again', async () => {
    const config = { ...(await builtThemeConfig())(), utilities: defaultBaseConfig.utilities };
    const asIs = (await patchedCreateSystem(takingBuiltPartsOf))(config);
    const mergedAgain = createSystem(config);
    expect(asIs._config).toBe(config);
    expect(mergedAgain._config).not.toBe(config);
    expect(mergedAgain._config).toEqual(config);
    const styles = stylesOf(asIs);
    expect(styles).toEqual(stylesOf(mergedAgain));
    expect(JSON.stringify(styles.global)).toContain('--chakra-colors-teal-solid');
    expect(styles.slotRecipes.length).toBeGreaterThan(20);
  });

  it('takes a token dictionary built in a step of its own, and writes the same styles as when it builds its own', async () => {
    const patched = await patchedCreateSystem(takingBuiltPartsOf);
    const steps = storefrontSystemSteps();
    const tokens = steps.tokens();
    expect(tokens.getByName('colors.teal.solid')?.value).toBe('var(--chakra-colors-teal-700)');
    const config = { ...storefrontThemeConfig(), utilities: defaultBaseConfig.utilities };
    const twoSteps = patched(Object.defineProperty({ ...config }, '$$tokens', { value: tokens }));
    const oneStep = patched(config);
    expect(twoSteps.tokens).toBe(tokens);
    expect(oneStep.tokens).not.toBe(tokens);
    expect(stylesOf(twoSteps)).toEqual(stylesOf(oneStep));
    expect(twoSteps.token('colors.teal.solid')).toBe(oneStep.token('colors.teal.solid'));
    // Outside the client build createSystem builds its own dictionary and copies none into its config.
    const unpatched = steps.system(tokens);
    expect(unpatched.tokens).not.toBe(tokens);
    expect(Object.keys(unpatched._config)).not.toContain('$$tokens');
    expect(stylesOf(unpatched)).toEqual(stylesOf(oneStep));
  });

  it('merges any other configs as Chakra does', async () => {
    const asIs = (await patchedCreateSystem(takingBuiltPartsOf))(defaultBaseConfig, {
      theme: { tokens: { colors: { brand: { value: '#123456' } } } },
    });
    expect(asIs.token('colors.brand')).toBe('#123456');
  });

  it("fails the build when Chakra's code no longer reads as expected", () => {
    expect(() => takingBuiltPartsOf('export function createSystem() {}', fail)).toThrow(
      /no longer holds `const config = mergeConfigs\(\.\.\.configs\);` once/,
    );
    expect(() => takingBuiltPartsOf('const config = mergeConfigs(...configs);', fail)).toThrow(
      /no longer holds `const tokens = createTokenDictionary\(\{` once/,
    );
  });
});
