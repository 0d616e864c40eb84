import { readFileSync } from 'node:fs';
import {
  buildSchema,
  type GraphQLScalarType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

describe('schema.graphql', () => {
  it('documents every type, field, argument and enum value (GraphiQL is how developers learn the graph)', () => {
    const undocumented: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
      if (!type.description) undocumented.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
        for (const field of Object.values(type.getFields())) {
          if (!field.description) undocumented.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : [])
            if (!arg.description) undocumented.push(`${type.name}.${field.name}(${arg.name})`);
        }
      if (isEnumType(type))
        for (const value of type.getValues()) if (!value.description) undocumented.push(`${type.name}.${value.name}`);
    }
    expect(undocumented).toEqual([]);
  });

  it('names the specification of every custom scalar with @specifiedBy', () => {
    const specified = Object.fromEntries(
      ['DateTime', 'Date', 'File'].map((name) => [name, (schema.getType(name) as GraphQLScalarType).specifiedByURL]),
    );
    expect(specified).toEqual({
      DateTime: 'https://datatracker.ietf.org/doc/html/rfc3339',
      Date: 'https://datatracker.ietf.org/doc/html/rfc3339#section-5.6',
      File: 'https://github.com/jaydenseric/graphql-multipart-request-spec',
    });
  });

  it('makes every entity a Node with its REST key beside the global ID', () => {
    const keys: Record<string, string> = {
      User: 'userId',
      Product: 'productId',
      Category: 'categoryId',
      Brand: 'brandId',
      Seller: 'sellerId',
      Order: 'orderId',
      List: 'listId',
      Address: 'addressIndex',
    };
    const nodes = schema.getImplementations(schema.getType('Node') as never).objects.map((t) => t.name);
    for (const [type, key] of Object.entries(keys)) {
      expect(nodes).toContain(type);
      expect(Object.keys((schema.getType(type) as never as { getFields(): object }).getFields())).toContain(key);
    }
  });
});
