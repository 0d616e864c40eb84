import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vite';

/** `--mode plain` or `--mode chakra` builds that floor page (`buildFloor` in build.ts builds both into one folder). */
export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  plugins: [react()],
  // One chunk each, like the storefront's entry; Vite's 500 kB warning is about splitting it.
  build: { chunkSizeWarningLimit: 1000, rolldownOptions: { input: join(import.meta.dirname, `${mode}.html`) } },
}));
