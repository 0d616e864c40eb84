// One rule for the status of every refusal before execution, as GraphQL over HTTP puts it (docs/clients.md#errors).
// A refusal of what a well-formed request asks (a document that does not parse or validate, an operation name it
// lacks, variables that do not fit, a document past a limit) answers 400 with `application/graphql-response+json` and
// 200 with `application/json`, the legacy type's rule, so that clients of that type read `errors` as they always did.
// A refusal of the HTTP request itself (its method, media type or body, its credentials, a missing CSRF header, an
// unknown documentId, a rate limit) keeps its own 4xx whatever the Accept header. Yoga marks its parse and validation
// errors so (`extensions.http.spec`: the status holds for the new media type only); this marks every refusal of the
// first kind the same way, in one place, and gives variables that do not fit their code.
import { getOperationAST, getVariableValues, GraphQLError, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { OperationHook } from './operationHook.ts';

/** The codes of the operation limits' refusals (operationLimits.ts). */
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

/** The codes of refusals of what a request asks (see the top); every other code keeps its status. */
export const DOCUMENT_REFUSALS: ReadonlySet<string> = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_USER_INPUT',
  'TOO_MANY_SIGN_IN_ATTEMPTS',
  ...Object.values(LIMIT_CODES),
]);

/** The extension that says so: 400 for `application/graphql-response+json` only. */
const DOCUMENT_REFUSAL_HTTP = { status: 400, spec: true };

type Extensions = { code?: unknown; http?: object };

/**
 * A refusal of a request (or of what it asks), the gateway's plugins' one way to build it: its code and any other
 * extensions (`http`: the status and headers it answers with), `nodes` where the document says what is refused.
 */
export const requestError = (
  message: string,
  extensions: { code: string; [key: string]: unknown },
  nodes?: GraphQLError['nodes'],
) => new GraphQLError(message, { nodes, extensions });

function asDocumentRefusal(error: GraphQLError): GraphQLError {
  const extensions = error.extensions as Extensions;
  if (typeof extensions.code !== 'string' || !DOCUMENT_REFUSALS.has(extensions.code)) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...extensions, http: { ...extensions.http, ...DOCUMENT_REFUSAL_HTTP } },
  });
}

/** A result without `data` was refused before execution; one with `data` (even null) ran, and answers 200. */
const refused = (result: ExecutionResult): ExecutionResult =>
  'data' in result || !result.errors ? result : { ...result, errors: result.errors.map(asDocumentRefusal) };

/** graphql-js's refusals of the variables of the operation `args` runs (missing, null, of another type), once each. */
const variableRefusals = new WeakMap<ExecutionArgs, readonly GraphQLError[]>();

export function variableErrors(args: ExecutionArgs): readonly GraphQLError[] {
  let errors = variableRefusals.get(args);
  if (errors === undefined) {
    const operation = getOperationAST(args.document, args.operationName);
    const coerced =
      operation && getVariableValues(args.schema, operation.variableDefinitions ?? [], args.variableValues ?? {});
    errors = coerced?.errors ?? [];
    variableRefusals.set(args, errors);
  }
  return errors;
}

/**
 * Refuses an operation whose variables do not fit with BAD_USER_INPUT (graphql-js's messages and locations) before
 * anything runs, and gives every answer's pre-execution refusals their status. Placed before the operation limits,
 * whose cost estimate reads the variables.
 */
export function requestErrorsPlugin(): Plugin {
  const refuseVariables: OperationHook = ({ args, setResultAndStopExecution }) => {
    const errors = variableErrors(args);
    if (errors.length === 0) return;
    setResultAndStopExecution({
      errors: errors.map((error) => requestError(error.message, { code: 'BAD_USER_INPUT' }, error.nodes)),
    });
  };
  return {
    onExecute: refuseVariables,
    onSubscribe: refuseVariables,
    onResultProcess({ result, setResult }) {
      if (isAsyncIterable(result)) return;
      setResult(Array.isArray(result) ? result.map(refused) : refused(result as ExecutionResult));
    },
  };
}
