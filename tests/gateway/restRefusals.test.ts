import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPH_REFUSALS } from '../../gateway/src/graph/userErrors.ts';
import { REFUSAL_CODES } from '../../rest-api/src/refusals.ts';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const userErrorCodes = (schema.getType('UserErrorCode') as GraphQLEnumType).getValues().map((v) => v.name);

describe("the gateway's map of REST refusal codes", () => {
  it('tells every code the REST catalogue can answer, and no other', () => {
    expect(Object.keys(GRAPH_REFUSALS).sort()).toEqual([...REFUSAL_CODES].sort());
  });

  it('passes a REST code through only where it is a UserErrorCode of the graph, and maps the others to one (or rethrows)', () => {
    for (const [rest, { code }] of Object.entries(GRAPH_REFUSALS) as [string, { code?: string | null }][]) {
      if (code === undefined) expect(userErrorCodes, rest).toContain(rest);
      else if (code !== null) expect(userErrorCodes, rest).toContain(code);
    }
  });
});
