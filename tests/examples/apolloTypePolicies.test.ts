// The Apollo example's type policies (examples/apollo-client/src/typePolicies.ts) name every connection of the
// schema with its key arguments (all but `first` and `after`): a connection added to the schema without a policy
// would be cached page by page instead of merged, and fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getNamedType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ROOT } from '@marketplace/runtime/service';
import { CONNECTIONS } from '../../examples/apollo-client/src/typePolicies.ts';

describe("the Apollo example's type policies", () => {
  it('merge every connection of the schema under its arguments but first and after', () => {
    const schema = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));
    const connections: Record<string, Record<string, string[]>> = {};
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields()))
        if (getNamedType(field.type).name.endsWith('Connection'))
          (connections[type.name] ??= {})[field.name] = field.args
            .map((arg) => arg.name)
            .filter((name) => name !== 'first' && name !== 'after');
    }
    expect(CONNECTIONS).toEqual(connections);
  });
});
