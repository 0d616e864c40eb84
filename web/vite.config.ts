import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = 'http://127.0.0.1:4000';

export default defineConfig({
  root: import.meta.dirname,
  // babel-plugin-relay turns graphql`` tags into imports of the generated artifacts.
  plugins: [react(), babel({ plugins: ['relay'] })],
  server: {
    // /dev/google/credential: the sandbox Google sign-in (development gateway only).
    proxy: { '/graphql': gateway, '/images': gateway, '/uploads': gateway, '/dev/google': gateway },
  },
  // Images stay files on the app's origin rather than inlined data: URLs.
  build: { outDir: 'dist', emptyOutDir: true, assetsInlineLimit: 0 },
});
