// Sign-in, sign-up, one-time code and profile mutations each cost the REST API a password hash or a message, or count
// against its guessing and contact-change limits. The gateway bounds them before the REST API hears of them:
// - at most one per HTTP request (aliases and batches would otherwise make many attempts at once): 400
//   TOO_MANY_SIGN_IN_ATTEMPTS, refused before anything runs. Documents sent whole are counted as the request is read (a
//   batch of two is refused whole); those sent by id or APQ hash, whose text is known only later, as each operation
//   starts (the second of a batch is refused);
// - so many a minute per client address, and per session, whatever the accounts they name (credential stuffing): 429
//   with Retry-After, before anything runs;
// - so many a minute per account named (the e-mail, phone number or GSTIN of the input) and client address together:
//   past it the mutation answers its TOO_MANY_ATTEMPTS userError without a REST call. Counted per pair, so one
//   address guessing one account, or typing a wrong e-mail again and again, never locks anyone else out.
import {
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { requestError } from './requestErrors.ts';
import { clientAddressOf } from '../clientAddress.ts';
import type { GraphQLContext } from '../../context.ts';
import { refuse } from '../../graph/userErrors.ts';
import { tooManyRequestsError, type RateLimiter } from '../rateLimits.ts';
import { RequestSession } from '../session.ts';

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

type SignInMutation = (typeof SIGN_IN_MUTATIONS)[number];

const GUARDED = new Set<string>(SIGN_IN_MUTATIONS);

type Input = Record<string, unknown>;

/**
 * The account each mutation's attempts are counted for: the e-mail, phone number or GSTIN it names; the credential
 * or reset token where the account is known only once it is checked; the session for a change of one's own profile.
 */
const ACCOUNT_OF: Record<SignInMutation, (input: Input, context: GraphQLContext) => unknown> = {
  requestPhoneCode: (input) => input.phone,
  verifyPhoneCode: (input) => input.phone,
  signUpWithPhone: (input) => input.phone,
  requestNewEmailCode: (input) => input.email,
  verifyNewEmailCode: (input) => input.email,
  updateProfile: (_, context) => context.session.token,
  signInWithEmail: (input) => input.email,
  signInWithGoogle: (input) => input.credential,
  sendGstCode: (input) => input.gstNumber,
  verifyGstCode: (input) => input.gstNumber,
  registerBusinessAccount: (input) => input.email,
  requestPasswordReset: (input) => input.email,
  resetPassword: (input) => input.token,
};

/** What the REST API answers a guess past its limits (rest-api/src/refusals.ts), word for word. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

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

/**
 * The context a guarded mutation runs with once its account and address are past their limit: each REST write it
 * would make is refused as the REST API refuses a guess past its own limits, so the mutation answers its own payload
 * with the TOO_MANY_ATTEMPTS userError (its other fields as on any refusal) and nothing reaches the REST API.
 */
function refusingWrites(context: GraphQLContext): GraphQLContext {
  const refused = () => Promise.reject(refuse('TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS));
  return Object.create(context, { rest: { value: Object.create(context.rest, { write: { value: refused } }) } });
}

/** Counts each guarded mutation for the account it names and the client's address together (see the top). */
export function withSignInLimit(schema: GraphQLSchema, rateLimits: RateLimiter): GraphQLSchema {
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const name of SIGN_IN_MUTATIONS) {
    const field = fields[name];
    const resolve = field?.resolve;
    if (!field || !resolve) continue;
    field.resolve = async (source, args: { input?: Input }, context: GraphQLContext, info) => {
      const account = String(ACCOUNT_OF[name](args.input ?? {}, context) ?? '')
        .trim()
        .toLowerCase();
      const wait = await rateLimits.signInTo(`${name}:${account}`, context.clientAddress);
      return resolve(source, args, wait === null ? context : refusingWrites(context), info);
    };
  }
  return schema;
}

/** `maxTokens`: the operation limit, so a long document is not parsed here without it. */
export function signInLimitPlugin(rateLimits: RateLimiter, maxTokens: number, trustedProxies: string[]): Plugin {
  async function refuseIfTooMany(client: string | null, token: string | null) {
    const wait = await rateLimits.signIn(client, token);
    if (wait !== null) {
      throw requestError(`Too many sign-in attempts: try again in ${wait} s`, {
        ...tooManyRequestsError(wait).extensions,
        http: { status: 429, headers: { 'retry-after': String(wait) } },
      });
    }
  }
  const tooMany = () => requestError(TOO_MANY_SIGN_INS, { code: 'TOO_MANY_SIGN_IN_ATTEMPTS' });
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
