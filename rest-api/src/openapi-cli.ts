// Writes rest-api/openapi.yaml and the README's table of calls from the routes;
// `--check` fails when either committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { createApp, createDeps } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { callsTable, openApiDocument, openApiYaml } from './openapi.ts';

const app = createApp(await createDeps({ db: openDatabase(':memory:'), config: { ...loadConfig({}), sandbox: false } }));
const yamlFile = new URL('../openapi.yaml', import.meta.url);
const readmeFile = new URL('../../README.md', import.meta.url);

const START = '<!-- calls-table -->';
const END = '<!-- /calls-table -->';
const readme = readFileSync(readmeFile, 'utf8');
const [before, rest] = readme.split(START);
const after = rest?.split(END)[1];
if (before === undefined || after === undefined) throw new Error(`README.md needs the markers ${START} and ${END}`);

const wanted = new Map([
  [yamlFile, openApiYaml(app)],
  [readmeFile, `${before}${START}\n${callsTable(openApiDocument(app))}${END}${after}`],
]);

if (process.argv.includes('--check')) {
  const stale = [...wanted].filter(([file, text]) => {
    try {
      return readFileSync(file, 'utf8') !== text;
    } catch {
      return true;
    }
  });
  for (const [file] of stale) console.error(`${file.pathname.split('/').slice(-2).join('/')} is stale: run \`npm run openapi\``);
  if (stale.length) process.exit(1);
  console.log('rest-api/openapi.yaml and the README table of calls are up to date');
} else {
  for (const [file, text] of wanted) writeFileSync(file, text);
  console.log('wrote rest-api/openapi.yaml and the README table of calls');
}
