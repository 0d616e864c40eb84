import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** `--mode plain` or `--mode chakra` builds that floor page, served under /plain/ or /chakra/ (see build.ts). */
export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  base: `/${mode}/`,
  // The storefront's theme as every build has it: merged ahead of time (web/src/theme/builtThemeConfig.ts).
  plugins: [react()],
  // One chunk, like the storefront's entry; Vite's 500 kB warning is about splitting it.
  build: { chunkSizeWarningLimit: 1000 },
}));
