// `npm run schema:check`: compares schema.graphql with the released contract (schema.released.graphql) and fails
// on a breaking change. A deliberate break updates the released schema in the same commit, saying why in the
// commit message; additions (new types, fields, enum values, optional arguments) pass and are listed.
import { readFileSync } from 'node:fs';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

const load = (file: string) => buildSchema(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
const changes = await diff(load('schema.released.graphql'), load('schema.graphql'));
const breaking = changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);

for (const change of changes) console.log(`${change.criticality.level.padEnd(12)} ${change.message}`);
if (breaking.length > 0) {
  console.error(
    `\n${breaking.length} breaking change(s) against schema.released.graphql. Deprecate first (@deprecated(reason:)) ` +
      'and remove after the deprecation period, or, if the break is deliberate, copy schema.graphql to ' +
      'schema.released.graphql in the same commit and say why in its message.',
  );
  process.exit(1);
}
console.log(
  changes.length
    ? `\n${changes.length} non-breaking change(s) since the released schema`
    : 'schema.graphql matches the released schema',
);
