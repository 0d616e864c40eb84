// Limits on what one GraphQL document may ask, checked before anything runs (a refused request makes no REST call):
// tokens while parsing; depth, aliases, directives and repeated fields while validating; the cost (graph/cost.ts),
// which multiplies list sizes so nested connections cannot fan out, once the variables are known, just before execution.
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  Kind,
  type GraphQLError,
  type ASTVisitor,
  type DocumentNode,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  visit,
  BREAK,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { OperationHook } from './operationHook.ts';
import { LIMIT_CODES, requestError } from './requestErrors.ts';
import { estimateCost, ListTooLong, listsIn } from '../../graph/cost.ts';

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
  /** How often one response key (or one fragment) may stand in one selection set, fragments spread. */
  repeatedFields: number;
  /** The estimated cost of an operation (graph/cost.ts): its objects, and 100 for each REST call. */
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
  cost: 20_000,
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

const refusal = (message: string, code: string) => requestError(message, { code });

/**
 * The cost of an operation depends on its document and its variables only (never on `@skip`/`@include`: the estimate
 * counts every field); it is computed once per set of variables and kept with the parsed document (Yoga's parse
 * cache hands every request of a query the same object).
 */
const costs = new WeakMap<DocumentNode, Map<string, number>>();
const COSTS_PER_DOCUMENT = 100;

/** What of the variables the estimate reads: Int values (page sizes) and the lengths of lists. */
function pageSizes(document: DocumentNode, variables: Record<string, unknown>): unknown[] {
  const sizes: unknown[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const value = variables[variable.variable.name.value];
      let type = variable.type;
      sizes.push(listsIn(value).map((list) => list.length));
      while (type.kind !== Kind.NAMED_TYPE) type = type.type;
      if (type.name.value === 'Int') sizes.push(value);
    }
  }
  return sizes;
}

/** Each operation's cost, for the plugins that read it as it starts (the limit, the report, the client's budget). */
const operationCosts = new WeakMap<ExecutionArgs, number>();

/** The estimated cost of the operation `args` runs (graph/cost.ts). */
export function costOf(args: ExecutionArgs): number {
  let cost = operationCosts.get(args);
  if (cost === undefined) operationCosts.set(args, (cost = documentCost(args)));
  return cost;
}

function documentCost(args: ExecutionArgs): number {
  const variables = (args.variableValues ?? {}) as Record<string, unknown>;
  const key = `${args.operationName ?? ''}|${JSON.stringify(pageSizes(args.document, variables))}`;
  let known = costs.get(args.document);
  if (!known) costs.set(args.document, (known = new Map()));
  let cost = known.get(key);
  if (cost === undefined) {
    cost = estimateCost(args.schema, args.document, args.operationName, variables);
    if (known.size >= COSTS_PER_DOCUMENT) known.clear();
    known.set(key, cost);
  }
  return cost;
}

/**
 * Refuses a selection set that repeats one response key more than `max` times (each repeat is merged again and
 * again), counting the fields of its inline fragments and spread fragments as its own, and each inline fragment (by
 * its type) and fragment spread (by its name) as a selection too.
 */
export function repeatedFieldsRule(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>(
      context
        .getDocument()
        .definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
    );
    return {
      SelectionSet(node: SelectionSetNode) {
        const seen = new Map<string, number>();
        /** Counts `set`'s selections; false once one is over `max` (reported). */
        const count = (set: SelectionSetNode, spread: Set<string>): boolean => {
          for (const selection of set.selections) {
            const key =
              selection.kind === Kind.FIELD
                ? (selection.alias?.value ?? selection.name.value)
                : selection.kind === Kind.INLINE_FRAGMENT
                  ? `... on ${selection.typeCondition?.name.value ?? ''}`
                  : `...${selection.name.value}`;
            const times = (seen.get(key) ?? 0) + 1;
            seen.set(key, times);
            if (times > max) {
              context.reportError(
                refusal(
                  `The field "${key}" is repeated more than ${max} times in one selection`,
                  LIMIT_CODES.repeatedFields,
                ),
              );
              return false;
            }
            if (selection.kind === Kind.INLINE_FRAGMENT && !count(selection.selectionSet, spread)) return false;
            if (selection.kind === Kind.FRAGMENT_SPREAD && !spread.has(selection.name.value)) {
              const fragment = fragments.get(selection.name.value);
              const inner = new Set(spread).add(selection.name.value);
              if (fragment && !count(fragment.selectionSet, inner)) return false;
            }
          }
          return true;
        };
        count(node, new Set());
      },
    };
  };
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
  const checkCost: OperationHook = ({ args, setResultAndStopExecution }) => {
    let cost: number;
    try {
      cost = costOf(args);
    } catch (error) {
      // A list argument past its maximum is a refusal (variables that do not fit were refused before:
      // requestErrors.ts).
      if (error instanceof ListTooLong)
        setResultAndStopExecution({ errors: [refusal(error.message, LIMIT_CODES.listArgument)] });
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
  };
  const ownLimits: Plugin = {
    // Before parsing: a long document (say, a megabyte of comments) would stay in the parse cache.
    onParams({ params }) {
      if (typeof params.query === 'string' && params.query.length > limits.documentLength) {
        throw refusal(`The document is longer than ${limits.documentLength} characters`, LIMIT_CODES.documentLength);
      }
    },
    onValidate({ params, addValidationRule, setResult }) {
      // One error for a document of unknown directives, not one per directive (a cheap way to make a server work).
      const unknown = firstUnknownDirective(params.schema, params.documentAST);
      if (unknown) return setResult([refusal(`Unknown directive "@${unknown}"`, LIMIT_CODES.unknownDirective)]);
      addValidationRule(repeatedFieldsRule(limits.repeatedFields));
    },
    onExecute: checkCost,
    // A subscription is checked once, when it subscribes.
    onSubscribe: checkCost,
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
