// The client build's theme (web/build/builtTheme.ts): themeConfig.ts evaluated when the client is built and shipped as
// JSON, which Chakra's createSystem, changed as the build changes it, takes without merging it again, with a token
// dictionary built in steps of its own (web/src/theme/system.ts).
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { describe, expect, it } from 'vitest';
import { builtThemeConfigModule, deferringPhasesOf, takingBuiltPartsOf } from '../../web/build/builtTheme.ts';
import { storefrontSystemSteps } from '../../web/src/theme/system.ts';
import { storefrontThemeConfig } from '../../web/src/theme/themeConfig.ts';
import { fail, patchedCreateSystem } from '../helpers/patchedChakra.ts';

/** themeConfig.ts as the client build has it, imported. */
async function builtThemeConfig(): Promise<typeof storefrontThemeConfig> {
  const url = `data:text/javascript,${encodeURIComponent(builtThemeConfigModule())}`;
  return ((await import(/* @vite-ignore */ url)) as { storefrontThemeConfig: typeof storefrontThemeConfig })
    .storefrontThemeConfig;
}

/** Chakra's createSystem as the client build changes it. */
const clientCreateSystem = () =>
  patchedCreateSystem({ 'system.js': takingBuiltPartsOf, 'token-dictionary.js': deferringPhasesOf });

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
    const asIs = (await clientCreateSystem())(config);
    const mergedAgain = createSystem(config);
    expect(asIs._config).toBe(config);
    expect(mergedAgain._config).not.toBe(config);
    expect(mergedAgain._config).toEqual(config);
    const styles = stylesOf(asIs);
    expect(styles).toEqual(stylesOf(mergedAgain));
    expect(JSON.stringify(styles.global)).toContain('--chakra-colors-teal-solid');
    expect(styles.slotRecipes.length).toBeGreaterThan(20);
  });

  it("leaves the token dictionary's phases to the caller that asks, each run after the last", async () => {
    const patched = await clientCreateSystem();
    const { cssVarsPrefix, theme: { breakpoints, tokens, semanticTokens } = {} } = storefrontThemeConfig();
    const phases: (() => void)[] = [];
    const system = patched({
      $$merged: true,
      $$defer: (deferred) => phases.push(...deferred),
      cssVarsPrefix,
      theme: { breakpoints, tokens, semanticTokens },
    });
    expect(phases).toHaveLength(3);
    expect(system.tokens.getByName('colors.teal.solid')?.value).toBe('{colors.teal.700}');
    for (const phase of phases) phase();
    expect(system.tokens.getByName('colors.teal.solid')?.value).toBe('var(--chakra-colors-teal-700)');
    expect(system.tokens.getVar('colors.teal.solid')).toBe('var(--chakra-colors-teal-solid)');
  });

  it('takes a token dictionary built in steps of their own, and writes the same styles as when it builds its own', async () => {
    const patched = await clientCreateSystem();
    const steps = storefrontSystemSteps(patched);
    let built = false;
    const building = steps.tokens().finally(() => (built = true));
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    // The phases wait for tasks of their own: no run of microtasks finishes them.
    expect(built).toBe(false);
    const tokens = await building;
    expect(tokens.getByName('colors.teal.solid')?.value).toBe('var(--chakra-colors-teal-700)');
    const config = { ...storefrontThemeConfig(), utilities: defaultBaseConfig.utilities };
    const inSteps = steps.system(tokens);
    const oneStep = patched(config);
    expect(inSteps.tokens).toBe(tokens);
    expect(oneStep.tokens).not.toBe(tokens);
    expect(stylesOf(inSteps)).toEqual(stylesOf(oneStep));
    expect(inSteps.token('colors.teal.solid')).toBe(oneStep.token('colors.teal.solid'));
    // Outside the client build createSystem builds its own dictionary, in one go, and copies none into its config.
    const unpatched = storefrontSystemSteps();
    const ownTokens = await unpatched.tokens();
    expect(ownTokens.getByName('colors.teal.solid')?.value).toBe('var(--chakra-colors-teal-700)');
    const whole = unpatched.system(tokens);
    expect(whole.tokens).not.toBe(tokens);
    expect(Object.keys(whole._config)).not.toContain('$$tokens');
    expect(stylesOf(whole)).toEqual(stylesOf(oneStep));
  });

  it('merges any other configs as Chakra does', async () => {
    const asIs = (await clientCreateSystem())(defaultBaseConfig, {
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
    expect(() => deferringPhasesOf('export function createTokenDictionary() {}', fail)).toThrow(
      /styled-system\/token-dictionary\.js no longer holds `function build\(\) \{/,
    );
  });
});
