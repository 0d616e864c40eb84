import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// Chakra's 600 fills under white text (buttons, badges, the logo tile) reach 3.3-3.7:1; 700 passes WCAG AA (4.5:1).
const DARKER_SOLIDS = ['teal', 'green', 'orange'];

/** Chakra's default theme with the solid colours of the palettes the storefront uses darkened for contrast. */
export const system = createSystem(
  defaultConfig,
  defineConfig({
    theme: { semanticTokens: { colors: Object.fromEntries(DARKER_SOLIDS.map((palette) => [palette, { solid: { value: `{colors.${palette}.700}` } }])) } },
  }),
);
