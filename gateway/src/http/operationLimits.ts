// Limits on what one GraphQL document may ask, checked before anything runs (a refused request makes no REST call):
// tokens while parsing; depth, aliases, directives and repeated fields while validating; the cost, which multiplies
// list sizes so nested connections cannot fan out, once the variables are known, just before execution.
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isLeafType,
  isListType,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  visit,
  BREAK,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export interface OperationLimits {
  /** Characters of a document (comments and white space count: each distinct document is cached once parsed). */
  documentLength: number;
  /** Nesting of fields (fragments flattened). */
  depth: number;
  /** Aliased fields in an operation. */
  aliases: number;
  /** Directives in an operation. */
  directives: number;
  /** Lexical tokens in a document. */
  tokens: number;
  /** How often one response key may stand in one selection set. */
  repeatedFields: number;
  /** The estimated cost of an operation: each field 1, times the sizes of the lists around it. */
  cost: number;
  /** Operations in one batched request. */
  batch: number;
}

/** Defaults the storefront's own operations pass with room to spare (tests/gateway/operationLimits.test.ts checks it). */
export const DEFAULT_OPERATION_LIMITS: OperationLimits = {
  documentLength: 20_000,
  depth: 20,
  aliases: 15,
  directives: 10,
  tokens: 3_000,
  repeatedFields: 5,
  cost: 200_000,
  batch: 5,
};

/** The environment variable that sets each limit. */
export const OPERATION_LIMIT_VARIABLES: Record<keyof OperationLimits, string> = {
  documentLength: 'MAX_DOCUMENT_LENGTH',
  depth: 'MAX_DEPTH',
  aliases: 'MAX_ALIASES',
  directives: 'MAX_DIRECTIVES',
  tokens: 'MAX_TOKENS',
  repeatedFields: 'MAX_REPEATED_FIELDS',
  cost: 'MAX_COST',
  batch: 'MAX_BATCH',
};

/** How many items a plain list (one without `first`) is assumed to hold, unless a list argument says. */
const PLAIN_LIST_SIZE = 10;

/** The most items a list argument may hold (`nodes(ids:)`, `productsByIds(ids:)`, ...). */
export const MAX_LIST_ARGUMENT = 100;

export const LIMIT_CODES = {
  documentLength: 'DOCUMENT_TOO_LONG',
  depth: 'OPERATION_TOO_DEEP',
  aliases: 'TOO_MANY_ALIASES',
  directives: 'TOO_MANY_DIRECTIVES',
  tokens: 'TOO_MANY_TOKENS',
  repeatedFields: 'REPEATED_FIELDS',
  cost: 'OPERATION_TOO_COSTLY',
  unknownDirective: 'UNKNOWN_DIRECTIVE',
  listArgument: 'LIST_TOO_LONG',
} as const;

const refusal = (message: string, code: string) => new GraphQLError(message, { extensions: { code } });

/** A list argument longer than MAX_LIST_ARGUMENT: refused before anything runs. */
class ListTooLong extends Error {}

/** An argument's lists: itself, or those among an input object's fields (`productListing(source: { productIds })`). */
const listsIn = (value: unknown): unknown[][] =>
  Array.isArray(value)
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).filter((field) => Array.isArray(field))
      : [];

/**
 * An object field costs 1 plus what it selects, times the items it may return: `first` for a connection (its
 * default when not given), the real length of its list argument for a plain list that has one (`nodes(ids:)`:
 * every id counts, repeated ones too, since each is answered in full), PLAIN_LIST_SIZE for another plain list;
 * each item of a list argument costs 1 more (it is looked up). Scalars and enums cost nothing (they come with their
 * object). A connection's `edges` and `nodes` are already counted by its `first`, and introspection (bounded by the schema) is
 * never multiplied.
 */
export const listCostEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const lists = Object.values(args).flatMap(listsIn);
  const given = Math.max(0, ...lists.map((list) => list.length));
  if (given > MAX_LIST_ARGUMENT)
    throw new ListTooLong(`${field.name} takes at most ${MAX_LIST_ARGUMENT} items in a list argument`);
  if (isLeafType(getNamedType(field.type))) return given;
  if (
    field.name.startsWith('__') ||
    ((field.name === 'edges' || field.name === 'nodes') && type.name.endsWith('Connection'))
  )
    return 1 + childComplexity;
  if (typeof args.first === 'number') return 1 + given + childComplexity * Math.max(args.first, 1);
  const items = !isListType(getNullableType(field.type)) ? 1 : lists.length ? given : PLAIN_LIST_SIZE;
  return 1 + given + childComplexity * items;
};

/**
 * The cost of an operation depends on its document, its Int variables (page sizes) and the lengths of its list
 * variables only; it is computed once per such set and kept with the parsed document (Yoga's parse cache hands
 * every request of a query the same object).
 */
const costs = new WeakMap<DocumentNode, Map<string, number>>();
const COSTS_PER_DOCUMENT = 100;

function pageSizes(document: DocumentNode, variables: Record<string, unknown>): unknown[] {
  const sizes: unknown[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const value = variables[variable.variable.name.value];
      let type = variable.type;
      if (type.kind === Kind.NON_NULL_TYPE) type = type.type;
      if (type.kind === Kind.LIST_TYPE) sizes.push(Array.isArray(value) ? value.length : null);
      else sizes.push(listsIn(value).map((list) => list.length));
      while (type.kind !== Kind.NAMED_TYPE) type = type.type;
      if (type.name.value === 'Int') sizes.push(value);
    }
  }
  return sizes;
}

function costOf(args: ExecutionArgs): number {
  const variables = (args.variableValues ?? {}) as Record<string, unknown>;
  const key = `${args.operationName ?? ''}|${JSON.stringify(pageSizes(args.document, variables))}`;
  let known = costs.get(args.document);
  if (!known) costs.set(args.document, (known = new Map()));
  let cost = known.get(key);
  if (cost === undefined) {
    cost = getComplexity({
      schema: args.schema,
      query: args.document,
      variables,
      operationName: args.operationName ?? undefined,
      estimators: [listCostEstimator],
    });
    if (known.size >= COSTS_PER_DOCUMENT) known.clear();
    known.set(key, cost);
  }
  return cost;
}

/** Refuses a selection set that repeats one response key more than `max` times (each repeat is merged again and again). */
function repeatedFieldsRule(max: number) {
  return (context: ValidationContext): ASTVisitor => ({
    SelectionSet(node: SelectionSetNode) {
      const seen = new Map<string, number>();
      for (const selection of node.selections) {
        if (selection.kind !== Kind.FIELD) continue;
        const key = selection.alias?.value ?? selection.name.value;
        const count = (seen.get(key) ?? 0) + 1;
        seen.set(key, count);
        if (count === max + 1) {
          context.reportError(
            refusal(
              `The field "${key}" is repeated more than ${max} times in one selection`,
              LIMIT_CODES.repeatedFields,
            ),
          );
        }
      }
    },
  });
}

/** The first directive of a document that the schema does not define, if any. */
function firstUnknownDirective(schema: GraphQLSchema, document: DocumentNode): string | null {
  let unknown: string | null = null;
  visit(document, {
    Directive(node) {
      if (schema.getDirective(node.name.value)) return undefined;
      unknown = node.name.value;
      return BREAK;
    },
  });
  return unknown;
}

/** The armor plugins' refusals, with this gateway's codes (they carry none of their own). */
const coded = (code: string) => ({
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      const withCode = refusal(error.message.replace(/^Syntax Error: /, ''), code);
      if (context) context.reportError(withCode);
      else throw withCode;
    },
  ],
});

/** The Yoga plugins that enforce `limits` (the batch size is Yoga's own `batching.limit`). */
export function operationLimitPlugins(limits: OperationLimits): Plugin[] {
  const ownLimits: Plugin = {
    // Before parsing: a long document (say, a megabyte of comments) would stay in the parse cache.
    onParams({ params }) {
      if (typeof params.query === 'string' && params.query.length > limits.documentLength) {
        throw createGraphQLError(`The document is longer than ${limits.documentLength} characters`, {
          extensions: { code: LIMIT_CODES.documentLength, http: { status: 400 } },
        });
      }
    },
    onValidate({ params, addValidationRule, setResult }) {
      // One error for a document of unknown directives, not one per directive (a cheap way to make a server work).
      const unknown = firstUnknownDirective(params.schema, params.documentAST);
      if (unknown) return setResult([refusal(`Unknown directive "@${unknown}"`, LIMIT_CODES.unknownDirective)]);
      addValidationRule(repeatedFieldsRule(limits.repeatedFields));
    },
    onExecute({ args, setResultAndStopExecution }) {
      let cost: number;
      try {
        cost = costOf(args);
      } catch (error) {
        // Too many nodes to even count (fragments spreading fragments) and a list argument past its maximum are
        // refusals; variables of the wrong type are left to execution, which refuses them with BAD_USER_INPUT
        // before any resolver runs.
        if (error instanceof ListTooLong) {
          setResultAndStopExecution({ errors: [refusal(error.message, LIMIT_CODES.listArgument)] });
        } else if ((error as Error).message.includes('maximum allowed number of nodes')) {
          setResultAndStopExecution({
            errors: [refusal('The operation has too many fields once its fragments are spread', LIMIT_CODES.cost)],
          });
        }
        return;
      }
      if (cost > limits.cost) {
        setResultAndStopExecution({
          errors: [
            refusal(
              `The operation's estimated cost ${cost} is over the limit of ${limits.cost}: ask for fewer items`,
              LIMIT_CODES.cost,
            ),
          ],
        });
      }
    },
  };
  return [
    maxTokensPlugin({ n: limits.tokens, ...coded(LIMIT_CODES.tokens) }),
    maxDepthPlugin({
      n: limits.depth,
      ignoreIntrospection: false,
      flattenFragments: true,
      ...coded(LIMIT_CODES.depth),
    }),
    // Every alias counts, `__typename` ones too (armor leaves those out by default).
    maxAliasesPlugin({ n: limits.aliases, allowList: [], ...coded(LIMIT_CODES.aliases) }),
    maxDirectivesPlugin({ n: limits.directives, ...coded(LIMIT_CODES.directives) }),
    ownLimits,
  ] as Plugin[];
}
