// At most one sign-in, sign-up, one-time code or profile mutation per HTTP request, and at most so many a minute per
// client address and per session. Each of them costs the REST API a password hash or a message, or counts against
// its guessing and contact-change limits; aliases and batches would otherwise let one request make many attempts at once. Refused before
// anything runs, so a refused request makes no REST call. Documents sent whole are counted as the request is read (a
// batch of two is refused whole); those sent by id or APQ hash, whose text is known only later, as each operation
// starts (the second of a batch is refused).
import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { clientAddressOf } from './clientAddress.ts';
import type { GraphQLContext } from '../context.ts';
import { tooManyRequestsError, type RateLimiter } from './rateLimits.ts';
import { RequestSession } from './session.ts';

/**
 * The mutations that check a secret or send a code, and `updateProfile`, which claims a phone number or e-mail
 * address: aliased in one request, it would probe many at once.
 */
const SIGN_IN_MUTATIONS = [
  'requestPhoneCode',
  'verifyPhoneCode',
  'requestNewEmailCode',
  'verifyNewEmailCode',
  'updateProfile',
  'signUpWithPhone',
  'signInWithEmail',
  'signInWithGoogle',
  'sendGstCode',
  'verifyGstCode',
  'registerBusinessAccount',
  'requestPasswordReset',
  'resetPassword',
] as const;

const GUARDED = new Set<string>(SIGN_IN_MUTATIONS);

export const TOO_MANY_SIGN_INS = 'A request may hold at most one sign-in, sign-up or one-time code mutation';

/** How many guarded fields the operation that will run selects (aliases, fragments and repeats all count). */
function guardedFieldCount(document: DocumentNode, operationName?: string | null): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const count = (selectionSet: SelectionSetNode, seen: Set<string>): number =>
    selectionSet.selections.reduce((n, selection) => {
      if (selection.kind === Kind.FIELD) return n + (GUARDED.has(selection.name.value) ? 1 : 0);
      if (selection.kind === Kind.INLINE_FRAGMENT) return n + count(selection.selectionSet, seen);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return n;
      return n + count(fragment.selectionSet, new Set([...seen, fragment.name.value]));
    }, 0);
  return document.definitions.reduce((n, definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'mutation') return n;
    if (operationName && definition.name?.value !== operationName) return n;
    return n + count(definition.selectionSet, new Set());
  }, 0);
}

function guardedIn(params: GraphQLParams, maxTokens: number): number {
  const query = params.query;
  // Most documents name none of these fields: they are not parsed here.
  if (typeof query !== 'string' || !SIGN_IN_MUTATIONS.some((name) => query.includes(name))) return 0;
  try {
    return guardedFieldCount(parse(query, { noLocation: true, maxTokens }), params.operationName);
  } catch {
    return 0; // not a document: Yoga answers the syntax error and runs nothing
  }
}

/** `maxTokens`: the operation limit, so a long document is not parsed here without it. */
export function signInLimitPlugin(rateLimits: RateLimiter, maxTokens: number, trustedProxies: string[]): Plugin {
  async function refuseIfTooMany(client: string | null, token: string | null) {
    const wait = await rateLimits.signIn(client, token);
    if (wait !== null) {
      throw createGraphQLError(`Too many sign-in attempts: try again in ${wait} s`, {
        extensions: {
          ...tooManyRequestsError(wait).extensions,
          http: { status: 429, headers: { 'Retry-After': String(wait) } },
        },
      });
    }
  }
  const tooMany = () =>
    createGraphQLError(TOO_MANY_SIGN_INS, { extensions: { code: 'TOO_MANY_SIGN_IN_ATTEMPTS', http: { status: 400 } } });
  /** The guarded fields of each request's documents sent whole (counted and charged as it was read). */
  const read = new WeakMap<Request, number>();
  /** The guarded fields of each request's operations started so far. */
  const started = new WeakMap<Request, number>();
  return {
    onRequestParse: ({ request, serverContext }) => ({
      onRequestParseDone({ requestParserResult }) {
        const operations = Array.isArray(requestParserResult) ? requestParserResult : [requestParserResult];
        const total = operations.reduce((n, params) => n + guardedIn(params, maxTokens), 0);
        if (total > 1) throw tooMany();
        read.set(request, total);
        // Most requests hold no sign-in: they wait for nothing here.
        if (total === 1)
          return refuseIfTooMany(clientAddressOf(serverContext, trustedProxies), new RequestSession(request).token);
      },
    }),
    async onExecute({ args, setResultAndStopExecution }) {
      const count = guardedFieldCount(args.document, args.operationName);
      if (count === 0) return;
      const { request, clientAddress } = args.contextValue as unknown as GraphQLContext;
      const total = (started.get(request) ?? 0) + count;
      started.set(request, total);
      if (total > 1) return setResultAndStopExecution({ errors: [tooMany()] });
      // A sign-in the request's text did not show (sent by id or hash) is charged now.
      if (total > (read.get(request) ?? 0)) {
        try {
          await refuseIfTooMany(clientAddress, new RequestSession(request).token);
        } catch (error) {
          setResultAndStopExecution({ errors: [error as Error] });
        }
      }
    },
  };
}
