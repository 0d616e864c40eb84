// Writes rest-api/openapi.yaml from the routes; `--check` fails when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { createApp, createDeps } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { openApiYaml } from './openapi.ts';

const file = new URL('../openapi.yaml', import.meta.url);
const app = createApp(await createDeps({ db: openDatabase(':memory:'), config: { ...loadConfig({}), devEndpoints: false } }));
const yaml = openApiYaml(app);

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current !== yaml) {
    console.error('rest-api/openapi.yaml is stale: run `npm run openapi`');
    process.exit(1);
  }
  console.log('rest-api/openapi.yaml is up to date');
} else {
  writeFileSync(file, yaml);
  console.log('wrote rest-api/openapi.yaml');
}
