// Chakra's createSystem as every part runs it, patched once (patches/@chakra-ui+react+<version>.patch, applied by
// patch-package on install): a config marked `$$merged` is taken as it is, a token dictionary given as `$$tokens` is
// used, the phases of one it builds go to a caller passing `$$defer`, and the global styles are built when first
// read. The storefront's theme is merged ahead of time (web/src/theme/builtThemeConfig.ts, `npm run theme`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { describe, expect, it } from 'vitest';
import { ROOT } from '@marketplace/runtime/service';
import { builtThemeConfig } from '../../web/src/theme/builtThemeConfig.ts';
import { createStorefrontSystem, storefrontSystemSteps } from '../../web/src/theme/system.ts';
import { storefrontThemeConfig } from '../../web/src/theme/themeConfig.ts';

/** What a system writes: its global styles and every recipe's and slot recipe's styles for their default variants. */
function stylesOf(system: SystemContext) {
  const { recipes = {}, slotRecipes = {} } = system._config.theme ?? {};
  return {
    global: system._global,
    recipes: Object.keys(recipes).map((key) => [key, system.getRecipeFn(key)({})]),
    slotRecipes: Object.keys(slotRecipes).map((key) => [key, system.getSlotRecipeFn(key)({})]),
  };
}

describe("Chakra's createSystem, patched", () => {
  it('is patched by one patch, for the installed version', () => {
    const patches = readdirSync(join(ROOT, 'patches'));
    const { version } = JSON.parse(readFileSync(join(ROOT, 'node_modules/@chakra-ui/react/package.json'), 'utf8'));
    expect(patches).toEqual([`@chakra-ui+react+${version}.patch`]);
  });

  it('takes the merged theme as it is, and writes the same styles as when it merges it again', () => {
    const config = { ...builtThemeConfig(), utilities: defaultBaseConfig.utilities };
    const asIs = createSystem(config);
    // Given with another config, createSystem merges as Chakra does.
    const mergedAgain = createSystem(config, {});
    expect(asIs._config).toBe(config);
    expect(mergedAgain._config).not.toBe(config);
    expect(mergedAgain._config).toEqual(config);
    const styles = stylesOf(asIs);
    expect(styles).toEqual(stylesOf(mergedAgain));
    expect(JSON.stringify(styles.global)).toContain('--chakra-colors-teal-solid');
    expect(styles.slotRecipes.length).toBeGreaterThan(20);
  });

  it('builds the global styles on first read, once', () => {
    const system = createStorefrontSystem();
    expect(Object.getOwnPropertyDescriptor(system, '_global')?.get).toBeTypeOf('function');
    const built = system._global;
    expect(system._global).toBe(built);
    expect(built).toEqual([system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()]);
  });

  it("leaves the token dictionary's phases to the caller that asks, each run after the last", () => {
    const { cssVarsPrefix, theme: { breakpoints, tokens, semanticTokens } = {} } = builtThemeConfig();
    const phases: (() => void)[] = [];
    const system = createSystem({
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
    const steps = storefrontSystemSteps();
    let built = false;
    const building = steps.tokens().finally(() => (built = true));
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    // The phases wait for tasks of their own: no run of microtasks finishes them.
    expect(built).toBe(false);
    const tokens = await building;
    expect(tokens.getByName('colors.teal.solid')?.value).toBe('var(--chakra-colors-teal-700)');
    const inSteps = steps.system(tokens);
    const oneStep = createStorefrontSystem();
    expect(inSteps.tokens).toBe(tokens);
    expect(oneStep.tokens).not.toBe(tokens);
    expect(stylesOf(inSteps)).toEqual(stylesOf(oneStep));
    expect(inSteps.token('colors.teal.solid')).toBe(oneStep.token('colors.teal.solid'));
  });

  it('merges any other configs as Chakra does', () => {
    const system = createSystem(defaultBaseConfig, { theme: { tokens: { colors: { brand: { value: '#123456' } } } } });
    expect(system.token('colors.brand')).toBe('#123456');
  });
});

describe('the theme merged ahead of time', () => {
  it('is the config themeConfig.ts returns, marked merged, without the functions JSON cannot hold, fresh on each call', () => {
    const config = builtThemeConfig();
    expect(config).toStrictEqual(JSON.parse(JSON.stringify(storefrontThemeConfig())));
    expect(config).toMatchObject({ $$merged: true, preflight: true, cssVarsPrefix: 'chakra' });
    expect(Object.keys(config.theme?.slotRecipes ?? {})).toContain('numberInput');
    expect(config).not.toHaveProperty('utilities');
    expect(builtThemeConfig()).not.toBe(config);
  });
});
