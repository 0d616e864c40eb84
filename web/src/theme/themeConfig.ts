import { defineConfig, mergeConfigs } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  ratingGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

type TokenTree = Record<string, unknown>;

/**
 * The storefront has no dark mode, so each semantic token keeps its light value only: about a third less work for
 * createSystem at start-up (no `_dark` conditions resolved into CSS variables nobody reads).
 */
function lightOnly(tree: TokenTree): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (key !== 'value') return [key, node && typeof node === 'object' ? lightOnly(node as TokenTree) : node];
      if (!node || typeof node !== 'object' || !('_dark' in node)) return [key, node];
      const { _dark, ...rest } = node as Record<string, unknown>;
      const conditions = Object.keys(rest);
      return [
        key,
        conditions.length === 1 && ['_light', 'base'].includes(conditions[0]!) ? rest[conditions[0]!] : rest,
      ];
    }),
  );
}

/** Palettes no part of the storefront paints with: left out, their tokens are neither built nor written as CSS. */
const UNUSED_PALETTES = ['cyan', 'purple', 'pink'];
const withoutUnusedPalettes = <T extends TokenTree>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([palette]) => !UNUSED_PALETTES.includes(palette))) as T;

// Chakra's 600 fills under white text (buttons, badges, the logo tile) reach 3.3-3.7:1; 700 passes WCAG AA (4.5:1).
const DARKER_SOLIDS = ['teal', 'green', 'orange'] as const;

/**
 * Chakra's default theme with only the recipes of the components the storefront uses (the theme is in the entry
 * chunk; all 76 recipes are ≈ 15 kB gzip) and only the palettes it paints with, their solid colours darkened for
 * contrast. A component new to the storefront needs its recipe added here, a palette new to it its name removed from
 * UNUSED_PALETTES.
 */
const storefrontConfig = () =>
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
      semanticTokens: lightOnly({
        ...semanticTokens,
        colors: {
          ...withoutUnusedPalettes(semanticTokens.colors),
          ...Object.fromEntries(
            DARKER_SOLIDS.map((palette) => [
              palette,
              { ...semanticTokens.colors[palette], solid: { value: `{colors.${palette}.700}` } },
            ]),
          ),
        },
      }),
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        checkmark: checkmarkRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        inputAddon: inputAddonRecipe,
        link: linkRecipe,
        radiomark: radiomarkRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        accordion: accordionSlotRecipe,
        alert: alertSlotRecipe,
        avatar: avatarSlotRecipe,
        breadcrumb: breadcrumbSlotRecipe,
        card: cardSlotRecipe,
        checkbox: checkboxSlotRecipe,
        collapsible: collapsibleSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        field: fieldSlotRecipe,
        fieldset: fieldsetSlotRecipe,
        list: listSlotRecipe,
        menu: menuSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        numberInput: numberInputSlotRecipe,
        progress: progressSlotRecipe,
        radioGroup: radioGroupSlotRecipe,
        ratingGroup: ratingGroupSlotRecipe,
        slider: sliderSlotRecipe,
        table: tableSlotRecipe,
        tabs: tabsSlotRecipe,
        toast: toastSlotRecipe,
      },
      textStyles,
      layerStyles,
      animationStyles,
    },
  });

/**
 * Chakra's base config merged with the storefront's, as createSystem would merge them first, marked so (`$$merged`):
 * all but the base config's utilities, which are functions (system.ts adds them). `npm run theme` evaluates this and
 * writes the result as JSON to builtThemeConfig.ts, which every part parses: no part runs or downloads this module.
 */
export function storefrontThemeConfig() {
  const merged = mergeConfigs(defaultBaseConfig, storefrontConfig());
  delete merged.utilities;
  return { ...merged, $$merged: true };
}
