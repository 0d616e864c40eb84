import { readFileSync } from 'node:fs';
import { buildSchema, Kind, NoDeprecatedCustomRule, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const MANIFEST = new URL('../../gateway/src/__generated__/persisted-operations.json', import.meta.url);
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>;

describe("the storefront's documents", () => {
  it('select no deprecated field, argument or enum value (every persisted operation, validated against the schema)', () => {
    const documents = Object.values(manifest);
    expect(documents.length).toBeGreaterThan(50);
    const uses = documents.flatMap((text) => {
      const document = parse(text);
      const name = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)?.name?.value;
      return validate(schema, document, [NoDeprecatedCustomRule]).map((error) => `${name}: ${error.message}`);
    });
    expect(uses).toEqual([]);
  });
});
