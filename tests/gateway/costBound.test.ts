// The cost estimate is an upper bound of what execution counts, tested as a property: for documents generated over
// the schema (any query field, arguments, aliases, fragments, @include), anonymous and signed in, on the demo catalog
// with no catalog cache (every read is a REST call), an accepted document never goes past the runtime budgets and
// never costs more than it was estimated to.
import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUDGET } from '../../gateway/src/budget.ts';
import { CALL_COST } from '../../gateway/src/graph/cost.ts';
import { namedReads, wholeReads } from '../../gateway/src/graph/restReads.ts';
import { DEFAULT_OPERATION_LIMITS } from '../../gateway/src/http/plugins/operationLimits.ts';
import { LIMIT_CODES } from '../../gateway/src/http/plugins/requestErrors.ts';
import { createSchema } from '../../gateway/src/schema.ts';
import { endpoints } from '../../gateway/src/upstream/endpoints.ts';
import { DEMO } from '../helpers/api.ts';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';

const schema = createSchema();
const REFUSALS = new Set(Object.values(LIMIT_CODES) as string[]);
const STOPS = new Set(['BUDGET_EXCEEDED', 'DEADLINE_EXCEEDED']);
const MAX_DEPTH = 4;

let gw: TestGateway;
let token: string;
/** Global ids of the demo catalog, by the argument names that take them. */
const ids: Record<string, string[]> = {};
beforeAll(async () => {
  gw = await startGateway({ catalogTtlSeconds: 0 });
  token = await gw.api.signIn(DEMO);
  const { body } = await gw.graphql(
    `{ topCategories { id children { id } } topBrands { id }
       productListing(source: { collection: TOP_DEALS }, first: 100) { nodes { id seller { id } } } }`,
  );
  const { topCategories, topBrands, productListing } = body.data;
  ids.product = productListing.nodes.map((p: { id: string }) => p.id);
  ids.seller = [...new Set<string>(productListing.nodes.map((p: { seller: { id: string } }) => p.seller.id))];
  ids.category = topCategories.flatMap((c: { id: string; children: { id: string }[] }) => [
    c.id,
    ...c.children.map((child) => child.id),
  ]);
  ids.brand = topBrands.map((b: { id: string }) => b.id);
  const orders = await gw.graphql('{ viewer { orders(first: 5) { nodes { id } } } }', {}, { token });
  ids.order = orders.body.data.viewer.orders.nodes.map((o: { id: string }) => o.id);
});
afterAll(() => gw.close());

type Gen = fc.GeneratorValue;

/** An id for an argument named `name` (`productId`, `ids`, `sellerId`...), of the kind it names. */
function idFor(g: Gen, name: string): string {
  const kind = Object.keys(ids).find((k) => name.toLowerCase().startsWith(k)) ?? 'product';
  return g(() => fc.constantFrom(...ids[kind]!));
}

/** A GraphQL literal of `type` for an argument or input field named `name`. */
function literal(g: Gen, type: GraphQLInputType, name: string): string {
  const inner = getNullableType(type);
  if (isListType(inner)) {
    const size = g(() => fc.constantFrom(0, 1, 5, 40, 100));
    const repeated = g(() => fc.boolean());
    const one = literal(g, inner.ofType, name);
    return `[${Array.from({ length: size }, () => (repeated ? one : literal(g, inner.ofType, name))).join(' ')}]`;
  }
  if (isEnumType(inner)) return g(() => fc.constantFrom(...inner.getValues().map((v) => v.name)));
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    const chosen = inner.isOneOf
      ? [g(() => fc.constantFrom(...fields))]
      : fields.filter((f) => isNonNullType(f.type) || g(() => fc.boolean()));
    return `{ ${chosen.map((f) => `${f.name}: ${literal(g, f.type, f.name)}`).join(' ')} }`;
  }
  switch ((inner as { name: string }).name) {
    case 'ID':
      return JSON.stringify(idFor(g, name));
    case 'Int':
      return String(g(() => fc.constantFrom(0, 1, 5, 20, 50, 100)));
    case 'Boolean':
      return String(g(() => fc.boolean()));
    case 'Float':
      return '1.5';
    default:
      return JSON.stringify(g(() => fc.constantFrom('rice', 'a', '110001', 'oil', 'x')));
  }
}

/** The arguments of a field: every required one, optional ones sometimes; `first` often absent or null. */
function argumentsOf(g: Gen, args: readonly GraphQLArgument[]): string {
  const given = args.flatMap((arg) => {
    if (arg.name === 'after') return [];
    if (arg.name === 'first') {
      const first = g(() => fc.constantFrom(undefined, 'null', '0', '1', '20', '60', '100'));
      return first === undefined ? [] : [`first: ${first}`];
    }
    if (!isNonNullType(arg.type) && !g(() => fc.boolean())) return [];
    return [`${arg.name}: ${literal(g, arg.type, arg.name)}`];
  });
  return given.length ? `(${given.join(' ')})` : '';
}

/**
 * A selection set on `type`: some of its fields (aliased sometimes, under @include sometimes), and fragments. Under
 * an abstract type each field's key names its type (fields of one name may differ in type between types).
 */
function selectionOf(g: Gen, type: GraphQLCompositeType, depth: number, typed = false): string {
  if (isAbstractType(type)) {
    const possible = schema.getPossibleTypes(type);
    const some = g(() => fc.subarray([...possible], { minLength: 1, maxLength: Math.min(3, possible.length) }));
    return `__typename ${some.map((t) => `... on ${t.name} { ${selectionOf(g, t, depth, true)} }`).join(' ')}`;
  }
  const fields = Object.values((type as GraphQLObjectType).getFields()).filter(
    (f) => depth < MAX_DEPTH || isLeafType(getNamedType(f.type)),
  );
  if (fields.length === 0) return '__typename';
  const chosen = g(() =>
    fc.subarray(fields, { minLength: 1, maxLength: Math.min(depth === 1 ? 3 : 2, fields.length) }),
  );
  const parts = chosen.flatMap((field, i) => {
    const named = getNamedType(field.type);
    const times = g(() => fc.constantFrom(1, 1, 1, 1, 1, 2));
    return Array.from({ length: times }, (_, n) => {
      const alias = n > 0 || typed ? `${type.name}${depth}_${i}_${n}: ` : '';
      const include = g(() => fc.constantFrom('', '', '', ' @include(if: $on)', ' @skip(if: $on)'));
      const inner = isLeafType(named) ? '' : ` { ${selectionOf(g, named as GraphQLCompositeType, depth + 1)} }`;
      return `${alias}${field.name}${argumentsOf(g, field.args)}${include}${inner}`;
    });
  });
  const wrapped = g(() => fc.boolean()) ? [`... on ${type.name} { ${parts.join(' ')} }`] : parts;
  return `__typename ${wrapped.join(' ')}`;
}

describe('the cost estimate', () => {
  it('names every weighed read, and keeps the runtime budgets above the cost limit', () => {
    const weighed = Object.entries(endpoints).flatMap(([name, e]) => (e.kind === 'read' && e.weight > 0 ? [name] : []));
    expect([...namedReads()].sort()).toEqual(weighed.sort());
    // An accepted document's objects fit the object budget, and its charged calls with one of each whole read the
    // REST call budget.
    expect(DEFAULT_OPERATION_LIMITS.cost).toBeLessThanOrEqual(DEFAULT_BUDGET.objects);
    expect(DEFAULT_OPERATION_LIMITS.cost / CALL_COST + wholeReads().length).toBeLessThanOrEqual(DEFAULT_BUDGET.calls);
  });

  it('bounds what an accepted document costs at run time: never past the budgets, never more than estimated', async () => {
    const runs: { accepted: number; refused: number; worst: number } = { accepted: 0, refused: 0, worst: 0 };
    await fc.assert(
      fc.asyncProperty(fc.gen(), fc.boolean(), fc.boolean(), async (g, signedIn, on) => {
        const query = `query ($on: Boolean!) { __typename @include(if: $on) ${selectionOf(g, schema.getQueryType()!, 1)} }`;
        const { body } = await gw.graphql(query, { on }, signedIn ? { token } : {});
        if (process.env.COST_TRACE)
          console.log(
            JSON.stringify(body).length,
            JSON.stringify(body.extensions),
            process.memoryUsage().heapUsed >> 20,
          );
        const codes = (body.errors ?? []).map((e) => e.extensions?.code ?? '');
        expect(codes, query).not.toContain('GRAPHQL_VALIDATION_FAILED');
        if (codes.some((code) => REFUSALS.has(code))) {
          runs.refused++;
          return;
        }
        runs.accepted++;
        expect(
          codes.filter((code) => STOPS.has(code)),
          query,
        ).toEqual([]);
        const cost = body.extensions?.cost;
        expect(cost, `${JSON.stringify(body.errors)} ${query}`).toBeDefined();
        expect(cost!.actual, query).toBeLessThanOrEqual(cost!.requested);
        runs.worst = Math.max(runs.worst, cost!.actual / cost!.requested);
      }),
      // No shrinking: a failure names its document, and each run is a real request.
      { numRuns: Number(process.env.COST_RUNS ?? 150), seed: Number(process.env.COST_SEED ?? 55), endOnFailure: true },
    );
    console.log(`cost property: ${JSON.stringify(runs)}`);
    expect(runs.accepted).toBeGreaterThan(50);
  }, 240_000);
});
