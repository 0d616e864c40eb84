// Automatic persisted queries (Apollo's APQ protocol, spoken by urql's persistedExchange and Apollo Client's
// persisted-queries link): a client first sends only `extensions.persistedQuery = { version: 1, sha256Hash }`; on a
// miss it sends the document with the hash, which the gateway checks and remembers once the document has passed
// validation and the operation limits; later requests (GET included) send the hash alone. This lives beside the
// storefront's build-time `documentId`s (persistedOperations.ts), which never expire.
import { createHash } from 'node:crypto';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';

/**
 * Bytes of documents each gateway instance remembers; the least recently used go first. Instances do not share them:
 * a miss on another instance only makes the client send the document once more.
 */
const APQ_STORE_BYTES = 8 * 1024 * 1024;

/** What urql and Apollo Client look for to send the document: this exact message, answered with 200. */
const notFound = () =>
  createGraphQLError('PersistedQueryNotFound', {
    // Never kept by a cache: the same GET runs once the client has sent the document.
    extensions: {
      code: 'PERSISTED_QUERY_NOT_FOUND',
      http: { status: 200, headers: { 'Cache-Control': 'private, no-store' } },
    },
  });

const refused = (message: string, code: string) =>
  createGraphQLError(message, { extensions: { code, http: { status: 400 } } });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The request's APQ hash, null when it speaks no APQ; a malformed `persistedQuery` is refused. */
function hashOf(params: GraphQLParams): string | null {
  const persisted = params.extensions?.persistedQuery as { version?: unknown; sha256Hash?: unknown } | null | undefined;
  if (persisted == null) return null;
  if (persisted.version !== 1 || typeof persisted.sha256Hash !== 'string') {
    throw refused(
      '`extensions.persistedQuery` must be { "version": 1, "sha256Hash": "<hex SHA-256 of the query>" }',
      'PERSISTED_QUERY_INVALID',
    );
  }
  return persisted.sha256Hash.toLowerCase();
}

/**
 * Two plugins, for two places in the plugin list: `lookup` before the storefront's persisted operations (it puts a
 * remembered document into `query`, or answers the miss), `remember` after the operation limits (its `onExecute`
 * only runs for an operation they let through, so a document that fails validation or a limit is never stored).
 */
export function automaticPersistedQueries(): { lookup: Plugin; remember: Plugin } {
  const documents = new LRUCache<string, string>({
    maxSize: APQ_STORE_BYTES,
    sizeCalculation: (text) => Buffer.byteLength(text),
  });
  /** The documents sent with their hash in this request (by Yoga's context of each operation of a batch). */
  const sent = new WeakMap<object, { hash: string; query: string }>();
  return {
    lookup: {
      onParams({ params, setParams, context }) {
        // A server context may be reused by a later request (a caller's own object): it starts with nothing sent.
        sent.delete(context);
        const hash = hashOf(params);
        if (hash === null) return;
        if (typeof params.query !== 'string') {
          const query = documents.get(hash);
          if (query === undefined) throw notFound();
          return setParams({ ...params, query });
        }
        if (sha256(params.query) !== hash) {
          throw refused(
            '`extensions.persistedQuery.sha256Hash` is not the SHA-256 of the query',
            'PERSISTED_QUERY_HASH_MISMATCH',
          );
        }
        sent.set(context, { hash, query: params.query });
      },
    },
    remember: {
      onExecute({ args }) {
        const document = sent.get(args.contextValue as object);
        if (document) documents.set(document.hash, document.query);
      },
    },
  };
}
