// Writes rest-api/openapi.yaml and the table of calls in docs/rest-api.md from the routes;
// `--check` fails when either committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { createApp, createDeps } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { callsTable, openApiDocument, openApiYaml } from './openapi.ts';

const app = createApp(
  await createDeps({ queries: await openDatabase(':memory:'), config: { ...loadConfig({}), sandbox: false } }),
);
const yamlFile = new URL('../openapi.yaml', import.meta.url);
const callsFile = new URL('../../docs/rest-api.md', import.meta.url);

const START = '<!-- calls-table -->';
const END = '<!-- /calls-table -->';
const calls = readFileSync(callsFile, 'utf8');
const [before, rest] = calls.split(START);
const after = rest?.split(END)[1];
if (before === undefined || after === undefined)
  throw new Error(`docs/rest-api.md needs the markers ${START} and ${END}`);

const wanted = new Map([
  [yamlFile, openApiYaml(app)],
  [callsFile, `${before}${START}\n${callsTable(openApiDocument(app))}${END}${after}`],
]);

if (process.argv.includes('--check')) {
  const stale = [...wanted].filter(([file, text]) => {
    try {
      return readFileSync(file, 'utf8') !== text;
    } catch {
      return true;
    }
  });
  for (const [file] of stale)
    console.error(`${file.pathname.split('/').slice(-2).join('/')} is stale: run \`npm run openapi\``);
  if (stale.length) process.exit(1);
  console.log('rest-api/openapi.yaml and the table of calls in docs/rest-api.md are up to date');
} else {
  for (const [file, text] of wanted) writeFileSync(file, text);
  console.log('wrote rest-api/openapi.yaml and the table of calls in docs/rest-api.md');
}
