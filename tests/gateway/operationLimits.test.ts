import { readFileSync } from 'node:fs';
import {
  getIntrospectionQuery,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  Lexer,
  parse,
  Source,
  TokenKind,
  typeFromAST,
  validate,
  visit,
  type GraphQLInputType,
  type SelectionSetNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateCost } from '../../gateway/src/graph/cost.ts';
import { DEFAULT_OPERATION_LIMITS, repeatedFieldsRule } from '../../gateway/src/http/plugins/operationLimits.ts';
import { createSchema } from '../../gateway/src/schema.ts';
import { DEMO } from '../helpers/api.ts';
import { GRAPHQL_RESPONSE, startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
let demo: string;
beforeAll(async () => {
  gw = await startGateway();
  demo = await gw.api.signIn(DEMO);
});
afterAll(() => gw.close());

const limits = DEFAULT_OPERATION_LIMITS;
const schema = createSchema();

/** Every operation the storefront sends: the documents relay-compiler persisted for the gateway to run by id. */
async function storefrontOperations(): Promise<{ name: string; text: string }[]> {
  const manifest = JSON.parse(
    readFileSync(new URL('../../gateway/src/__generated__/persisted-operations.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  return Object.values(manifest).map((text) => ({
    name: /^(?:query|mutation|subscription) (\w+)/.exec(text)![1]!,
    text,
  }));
}

/** A valid value of an input type, with every Int at `int`. */
function sample(type: GraphQLInputType, int: number): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0]!.value;
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    // A @oneOf input takes exactly one of its (nullable) fields.
    const given = inner.isOneOf ? fields.slice(0, 1) : fields.filter((f) => isNonNullType(f.type));
    return Object.fromEntries(given.map((f) => [f.name, sample(f.type, int)]));
  }
  return ({ Int: int, Float: 1, Boolean: false } as Record<string, unknown>)[(inner as { name: string }).name] ?? 'x';
}

/** What a limit measures, the way the gateway's limits count it (fragments flattened for depth). */
function measure(text: string) {
  const document = parse(text);
  let tokens = 0;
  const lexer = new Lexer(new Source(text));
  while (lexer.advance().kind !== TokenKind.EOF) tokens++;
  let aliases = 0;
  let directives = 0;
  visit(document, { Field: (node) => void (node.alias && aliases++), Directive: () => void directives++ });
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [],
    ),
  );
  const depth = (set: SelectionSetNode | undefined, level: number): number =>
    Math.max(
      level,
      ...(set?.selections ?? []).map((s) =>
        s.kind === Kind.FIELD
          ? s.selectionSet
            ? depth(s.selectionSet, level + 1)
            : level + 1
          : depth(s.kind === Kind.INLINE_FRAGMENT ? s.selectionSet : fragments.get(s.name.value), level),
      ),
    );
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  // Every Int variable (counts) at `int`; other variables any valid value.
  const costWith = (int: number) =>
    estimateCost(
      schema,
      document,
      undefined,
      Object.fromEntries(
        (operation.variableDefinitions ?? []).map((v) => [
          v.variable.name.value,
          sample(typeFromAST(schema, v.type) as GraphQLInputType, int),
        ]),
      ),
    );
  // The storefront pages by 20 at most; the largest page any client may ask is 100.
  return {
    tokens,
    aliases,
    directives,
    depth: depth(operation.selectionSet, 0),
    cost: costWith(20),
    cost100: costWith(100),
  };
}

describe('operation limits', () => {
  it("leave the storefront's own operations room to spare (each at most half of its limit)", async () => {
    const operations = await storefrontOperations();
    expect(operations.length).toBeGreaterThan(50);
    for (const { name, text } of operations) {
      const m = measure(text);
      expect(text.length, `${name} length`).toBeLessThanOrEqual(limits.documentLength / 2);
      for (const key of ['tokens', 'aliases', 'directives', 'depth', 'cost'] as const) {
        expect(m[key], `${name} ${key}`).toBeLessThanOrEqual(limits[key] / 2);
      }
      expect(m.cost100, `${name} cost with pages of 100`).toBeLessThanOrEqual(limits.cost);
      const repeats = validate(schema, parse(text), [repeatedFieldsRule(limits.repeatedFields)]);
      expect(
        repeats.map((e) => e.message),
        `${name} repeated fields`,
      ).toEqual([]);
    }
  });

  it('let GraphiQL introspect the schema', async () => {
    const { status, body } = await gw.graphql(
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.__schema.types.length).toBeGreaterThan(100);
  });

  const deep = (levels: number) =>
    `{ ${'topCategories { children { '.repeat(levels / 2)}id${' } }'.repeat(levels / 2)} }`;
  const shapes: [string, string, string][] = [
    ['too deep', deep(limits.depth + 2), 'OPERATION_TOO_DEEP'],
    [
      'too many aliases',
      `{ ${Array.from({ length: limits.aliases + 1 }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`,
      'TOO_MANY_ALIASES',
    ],
    [
      'too many directives',
      `{ viewer ${'@include(if: true) '.repeat(limits.directives + 1)}{ id } }`,
      'TOO_MANY_DIRECTIVES',
    ],
    // graphql-cop's alias and directive overloading checks.
    [
      '101 aliases of __typename',
      `query cop { ${Array.from({ length: 101 }, (_, i) => `alias${i}: __typename`).join(' ')} }`,
      'TOO_MANY_ALIASES',
    ],
    [
      'ten unknown directives (one error, not ten)',
      'query cop { __typename @aa@aa@aa@aa@aa@aa@aa@aa@aa@aa }',
      'UNKNOWN_DIRECTIVE',
    ],
    ['too many tokens', `{ viewer { ${'id '.repeat(limits.tokens)}} }`, 'TOO_MANY_TOKENS'],
    [
      'a document longer than the limit (comments count)',
      `{ viewer { id } } # ${'x'.repeat(limits.documentLength)}`,
      'DOCUMENT_TOO_LONG',
    ],
    ['a field repeated hundreds of times', `{ viewer { ${'id '.repeat(500)}} }`, 'REPEATED_FIELDS'],
    [
      'nested connections that fan out',
      `{ searchProducts(query: "a", first: 100) { edges { node { seller { products(first: 100) { edges { node { seller { products(first: 100) { edges { node { id name } } } } } } } } } } } }`,
      'OPERATION_TOO_COSTLY',
    ],
  ];

  it('refuse a fragment bomb (each fragment spreading the next twice) without stalling, and with no REST call', async () => {
    // Its fields repeat once the fragments are spread: refused while validating, before the cost is even estimated.
    const levels = 18;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment F${i} on Viewer { id user { name } }`
        : `fragment F${i} on Viewer { user { id } ...F${i + 1} ...F${i + 1} }`,
    );
    const calls = gw.restCalls.length;
    const { body } = await gw.graphql(`{ viewer { ...F0 } } ${fragments.join(' ')}`, {}, { token: demo });
    expect(body.errors?.[0]?.extensions?.code).toBe('REPEATED_FIELDS');
    expect(gw.restCalls.length).toBe(calls);
  });

  it.each(shapes)('refuse %s with a code, and no REST call', async (_name, query, code) => {
    const calls = gw.restCalls.length;
    const { status, body } = await gw.graphql(query, {}, { token: demo });
    expect(body).not.toHaveProperty('data');
    expect(body.errors?.map((e: { extensions?: { code?: string } }) => e.extensions?.code)).toContain(code);
    // A refused document answers 200 to `application/json` (GraphQL over HTTP), 400 to the new media type (below).
    expect(status).toBe(200);
    expect(gw.restCalls.length, 'no REST call').toBe(calls);
  });

  it('answer a document of unknown directives with one error, naming the first', async () => {
    const { body } = await gw.graphql('query cop { __typename @aa@aa@aa@aa@aa@aa@aa@aa@aa@aa }');
    expect(body.errors).toEqual([
      expect.objectContaining({ message: 'Unknown directive "@aa"', extensions: { code: 'UNKNOWN_DIRECTIVE' } }),
    ]);
  });

  it.each(shapes)(
    'answer %s with 400 to a client that accepts application/graphql-response+json (GraphQL over HTTP)',
    async (_name, query, code) => {
      const { status, headers, body } = await gw.post({ query }, { headers: GRAPHQL_RESPONSE, token: demo });
      expect(status).toBe(400);
      expect(headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
      expect(body.errors[0].extensions.code).toBe(code);
    },
  );

  it('refuse a batch of more operations than the limit, running none of them', async () => {
    const calls = gw.restCalls.length;
    const { status, body } = await gw.batch(
      Array.from({ length: limits.batch + 1 }, () => ({ query: '{ viewer { user { id } } }' })),
      { token: demo },
    );
    expect(status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(body)).toMatch(/[Bb]atch/);
    expect(gw.restCalls.length).toBe(calls);
    const two = await gw.batch([{ query: '{ viewer { user { id } } }' }, { query: '{ viewer { id } }' }], {
      token: demo,
    });
    expect(two.status).toBe(200);
  });

  it('refuse variables of the wrong type as graphql-js words it, with BAD_USER_INPUT, before the cost is estimated', async () => {
    const calls = gw.restCalls.length;
    const { body } = await gw.graphql('query ($first: Int) { productsForYou(first: $first) { totalCount } }', {
      first: 'many',
    });
    expect(body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
      ['Variable "$first" got invalid value "many"; Int cannot represent non-integer value: "many"', 'BAD_USER_INPUT'],
    ]);
    expect(gw.restCalls.length).toBe(calls);
  });

  it('keep serving after every refusal', async () => {
    for (const [, query] of shapes) await gw.graphql(query);
    const { body } = await gw.graphql('{ viewer { user { name } } }', {}, { token: demo });
    expect(body.data.viewer.user.name).toBe('Rahul Sharma');
  });
});
