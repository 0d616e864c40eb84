import { readFileSync } from 'node:fs';
import { buildSchema, Kind, NoDeprecatedCustomRule, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHIQL_TABS } from '../../gateway/src/http/site/graphiqlTabs.ts';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const manifest = JSON.parse(read('gateway/src/__generated__/persisted-operations.json')) as Record<string, string>;
/** The example client's documents: each `graphql(`…`)` of its operations file. */
const exampleDocuments = [...read('examples/urql-client/src/operations.ts').matchAll(/graphql\(`([^`]*)`\)/g)].map(
  (match) => match[1]!,
);

/** Every use of a deprecated field, argument or enum value in these documents, named by operation. */
function deprecatedUses(documents: string[]) {
  return documents.flatMap((text) => {
    const document = parse(text);
    const name = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)?.name?.value;
    return validate(schema, document, [NoDeprecatedCustomRule]).map((error) => `${name}: ${error.message}`);
  });
}

describe('our own documents select no deprecated field, argument or enum value', () => {
  it("the storefront's (every persisted operation)", () => {
    expect(Object.keys(manifest).length).toBeGreaterThan(50);
    expect(deprecatedUses(Object.values(manifest))).toEqual([]);
  });

  it("GraphiQL's example tabs and the example client's", () => {
    expect(exampleDocuments.length).toBeGreaterThan(5);
    expect(deprecatedUses([...GRAPHIQL_TABS.map((tab) => tab.query), ...exampleDocuments])).toEqual([]);
  });
});
