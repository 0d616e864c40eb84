import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { startUpChunks } from './build/startUpChunks.ts';

const gateway = 'http://127.0.0.1:4000';

/** Start-up's stages: the modules the entry (index.html's module) imports one after another. */
const startUp = startUpChunks(import.meta.dirname, 'src/boot/main.tsx');

/** The server renderer's build (`vite build --ssr`): web/src/server/renderPage.tsx for the gateway, its packages left to Node. */
const serverBuild = {
  outDir: 'dist-server',
  copyPublicDir: false,
  // Images as files, as in the client build: a rendered page names them by the client's URLs, not as data: URLs.
  assetsInlineLimit: 0,
  // One module for the server, every page in it: its size is expected.
  chunkSizeWarningLimit: 2048,
  emptyOutDir: true,
  rolldownOptions: {
    input: resolve(import.meta.dirname, 'src/server/renderPage.tsx'),
    // The renderer imports every page module at once, so the routes' lazy imports stay in one bundle: as meant.
    checks: { ineffectiveDynamicImport: false },
    // One file, whatever else is imported lazily (the routes' form actions): the gateway loads each build's renderer
    // as a module of its own (`renderPage.js?build=…`), and a chunk importing back from `../renderPage.js` would load a
    // second copy of it, with contexts and state of its own.
    output: { codeSplitting: false },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  // babel-plugin-relay turns graphql`` tags into imports of the generated artifacts.
  plugins: [react(), babel({ plugins: ['relay'] }), ...(isSsrBuild ? [] : [startUp.plugin])],
  server: {
    // /dev/google/credential: the sandbox Google sign-in (development gateway only).
    proxy: { '/graphql': gateway, '/images': gateway, '/uploads': gateway, '/dev/google': gateway },
  },
  // Images stay files on the app's origin rather than inlined data: URLs; the manifest feeds the bundle table.
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        assetsInlineLimit: 0,
        manifest: true,
        // The entry (with Vite's preload helper), then a chunk per start-up stage (web/build/startUpChunks.ts).
        rolldownOptions: { output: { codeSplitting: { groups: startUp.groups } } },
      },
}));
