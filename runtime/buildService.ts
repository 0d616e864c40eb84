// `node --import tsx runtime/buildService.ts <entry>`: bundles a service's entry and everything it imports (but the
// native better-sqlite3 and sharp) into one ES module, with the list of files it was built from (runtime/serviceBundle.ts).
import { readFile, rename, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { ROOT } from './root.ts';
import { bundlePaths } from './serviceBundle.ts';

/**
 * Our modules read files beside their sources (schema.graphql, migrations, the persisted operations): each keeps
 * its own `import.meta.url` instead of the bundle's.
 */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      if (path.includes('/node_modules/')) return undefined;
      const text = await readFile(path, 'utf8');
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader: 'ts' };
    });
  },
};

const entry = process.argv[2]!;
const { bundle, inputs } = bundlePaths(entry);
// Written under other names and renamed, so a service started meanwhile never loads half a file.
const suffix = `.${process.pid}.tmp`;
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: [entry],
  outfile: bundle + suffix,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['better-sqlite3', 'pg-native', 'sharp'],
  // The CommonJS packages inside call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [sourceLocations],
  metafile: true,
  logLevel: 'error',
});
await writeFile(inputs + suffix, JSON.stringify(Object.keys(result.metafile.inputs)));
await rename(inputs + suffix, inputs);
await rename(bundle + suffix, bundle);
