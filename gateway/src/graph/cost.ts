// The cost of an operation, estimated before it runs and counted while it does, in one unit: an object of the answer
// (each object or list field, each item of a list, each scalar the gateway computes) costs 1, and a REST call costs
// CALL_COST times its read's weight (endpoints.ts: 0 for a whole resource, read at most once per request). The estimate is an upper bound of what execution counts (tests/gateway/costBound.test.ts checks it on
// generated documents): lists at their effective size (`first`, else the field's default page size; a list argument's
// length; else PLAIN_LIST_SIZE), every `@skip`/`@include` as if the field were asked (the worst case, so the estimate
// does not depend on Boolean variables), each inline fragment and fragment spread 1 more, and the keyed REST reads
// of restReads.ts once per object.
import {
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { getArgumentValues } from 'graphql/execution/values.js';
import { endpoints } from '../upstream/endpoints.ts';
import {
  FIELD_READS,
  LIST_LOOKUPS,
  LOOKUP_FIELDS,
  LOOKUP_READS,
  PLAIN_LIST_SIZE,
  PRODUCT_READ,
  SECTIONS,
  type Endpoint,
} from './restReads.ts';

/** What one REST call costs, in objects of an answer. */
export const CALL_COST = 100;

/** What one read of `endpoint` costs (its weight in the endpoint table). */
const readCost = (endpoint: Endpoint) => CALL_COST * (endpoints[endpoint] as { weight: number }).weight;
const LOOKUP_COST = Math.max(...LOOKUP_READS.map(readCost));

/** The most items a list argument may hold (`nodes(ids:)`, `productsByIds(ids:)`, ...). */
export const MAX_LIST_ARGUMENT = 100;

/** A list argument longer than MAX_LIST_ARGUMENT: refused before anything runs. */
export class ListTooLong extends Error {}

/** Plain lists longer than PLAIN_LIST_SIZE: the REST API's 20 newest arrivals, the top brands, a listing's brands. */
const LIST_SIZES: Readonly<Record<string, number>> = {
  'Query.newArrivals': 20,
  'Query.topBrands': SECTIONS,
  'ProductFacets.brands': 50,
};

/** Types whose `nodes` and `edges { node }` bring products with their listing fields (no lookup each). */
const PRODUCT_LISTS = new Set(['ProductConnection', 'FacetedProductConnection', 'ProductEdge']);

/** An argument's lists: itself, or those among an input object's fields (`productListing(source: { productIds })`). */
export const listsIn = (value: unknown): unknown[][] =>
  Array.isArray(value)
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).filter((field) => Array.isArray(field))
      : [];

const isConnection = (type: GraphQLNamedType) => type.name.endsWith('Connection');

/** Where a selection set stands: its type, the page size of a connection it belongs to, whether a list brought it. */
interface Place {
  type: GraphQLCompositeType;
  /** The items of the connection whose `edges` and `nodes` this selection set may ask. */
  pageSize: number;
  /** A product here came with its listing fields (a product list, or a lookup, already paid for it). */
  brought: boolean;
}

/**
 * The estimated cost of the operation `operationName` of `document` with `variables`. Throws ListTooLong, and what
 * graphql-js throws for variables of the wrong type (execution then refuses them, before any resolver runs).
 */
export function estimateCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;

  // A fragment's cost depends only on where it is spread: memoized, a fragment spreading another twice, again and
  // again, costs a multiple of its size to estimate, not an exponential of it.
  const spreads = new Map<string, number>();

  function setCost(set: SelectionSetNode, place: Place): number {
    let cost = 0;
    // Each read once per object; a field with arguments reads with them (a page, a search), so once per argument set.
    const reads = new Map<string, { endpoint: Endpoint; times: number }>();
    const read = (endpoint: Endpoint, asked: string, times: number) => {
      const key = `${endpoint} ${asked}`;
      reads.set(key, { endpoint, times: Math.max(reads.get(key)?.times ?? 0, times) });
    };
    for (const selection of set.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? (schema.getType(selection.typeCondition.name.value) as GraphQLCompositeType | undefined)
          : place.type;
        if (type) cost += 1 + setCost(selection.selectionSet, { ...place, type });
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        const type = fragment && (schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType);
        if (!fragment || !type) continue;
        const key = `${fragment.name.value} ${place.pageSize} ${place.brought}`;
        let spread = spreads.get(key);
        if (spread === undefined) {
          spreads.set(key, 0); // a cycle is a validation error; never followed
          spreads.set(key, (spread = setCost(fragment.selectionSet, { ...place, type })));
        }
        cost += 1 + spread;
      } else {
        // Introspection is bounded by the schema (and counts no object at run time); `__typename` comes with its object.
        if (selection.name.value.startsWith('__')) {
          if (selection.name.value !== '__typename') cost += 1;
          continue;
        }
        if (!('getFields' in place.type)) continue;
        const field = place.type.getFields()[selection.name.value];
        if (!field) continue;
        const args = getArgumentValues(field as GraphQLField<unknown, unknown>, selection, variables);
        const asked = selection.arguments?.length ? JSON.stringify(args) : '';
        for (const [endpoint, times] of Object.entries(FIELD_READS[place.type.name]?.[field.name] ?? {}))
          read(endpoint as Endpoint, asked, times);
        cost += fieldCost(field as GraphQLField<unknown, unknown>, args, selection.selectionSet, place);
      }
    }
    if (place.type.name === 'Product' && !place.brought) read(PRODUCT_READ, '', 1);
    for (const { endpoint, times } of reads.values()) cost += times * readCost(endpoint);
    return cost;
  }

  function fieldCost(
    field: GraphQLField<unknown, unknown>,
    args: Record<string, unknown>,
    set: SelectionSetNode | undefined,
    place: Place,
  ): number {
    const coordinate = `${place.type.name}.${field.name}`;
    const lists = Object.values(args).flatMap(listsIn);
    const given = Math.max(0, ...lists.map((list) => list.length));
    if (given > MAX_LIST_ARGUMENT)
      throw new ListTooLong(`${field.name} takes at most ${MAX_LIST_ARGUMENT} items in a list argument`);
    // Each item of a list argument is 1 more (it is read), and a call when the field looks each one up.
    const looked = given * (1 + (LIST_LOOKUPS.has(coordinate) ? readCost(PRODUCT_READ) : 0));
    const named = getNamedType(field.type);
    const list = isListType(getNullableType(field.type));
    // A scalar straight from its object counts nothing at run time (budget.ts); one the gateway computes, 1.
    if (isLeafType(named) || !set) {
      if (!field.resolve && isLeafType(named)) return looked;
      return looked + 1 + (list ? (lists.length ? given : PLAIN_LIST_SIZE) : 0);
    }
    const type = named as GraphQLCompositeType;
    const lookup = LOOKUP_FIELDS.has(coordinate);
    const brought = lookup || PRODUCT_LISTS.has(place.type.name) || coordinate === 'Query.newArrivals';
    // A connection's own fields are asked once; its `edges` and `nodes` hold a page.
    const connectionList = list && isConnection(place.type) && (field.name === 'edges' || field.name === 'nodes');
    const items = !list
      ? 1
      : connectionList
        ? place.pageSize
        : lists.length
          ? given
          : typeof args.first === 'number'
            ? args.first
            : (LIST_SIZES[coordinate] ?? PLAIN_LIST_SIZE);
    const pageSize = isConnection(type) ? pageSizeOf(field, args) : place.pageSize;
    const each = (list ? 1 : 0) + (lookup ? LOOKUP_COST : 0) + setCost(set, { type, pageSize, brought });
    return looked + 1 + Math.max(items, 0) * each;
  }

  return setCost(operation.selectionSet, { type: root, pageSize: 0, brought: false });
}

/** A connection's page size: its `first`, else (absent or null) the field's default. */
function pageSizeOf(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number {
  if (typeof args.first === 'number') return Math.max(args.first, 0);
  const fallback = field.args.find((arg) => arg.name === 'first')?.defaultValue;
  return typeof fallback === 'number' ? fallback : PLAIN_LIST_SIZE;
}
