// Automatic persisted queries (Apollo's APQ protocol, spoken by urql's persistedExchange and Apollo Client's
// persisted-queries link): a client first sends only `extensions.persistedQuery = { version: 1, sha256Hash }`; on a
// miss it sends the document with the hash, which the gateway checks and remembers once the document has passed
// validation and the operation limits; later requests (GET included) send the hash alone.
//
// One client cannot evict another's documents: each client has its own share of the store (its least recently used
// documents make room for its new ones, never anyone else's), and a registration that would take the store past its
// total is not remembered (the document still runs; the client sends it again next time) instead of pushing out
// another client's. A per-client quota of registrations per window would only slow a flood down: over enough windows
// a single client would still push everyone else's documents out of a shared LRU. A client is its session (the
// bearer token or session cookie, hashed) or else its address; since a client may make up tokens, one address holds
// at most a few shares. Shares unused for a while are dropped, so clients that went away free their room. Everything
// a client keeps is counted in bytes against the instance's total, so no number of clients grows memory past it.
// A client only finds its own documents, so it cannot learn which documents others run.
//
// The storefront's build-time documents (persistedOperations.ts) are answered from that manifest under their APQ
// hash (relay-compiler's ids are the same SHA-256): they are never a miss, never stored, never evicted.
import { createHash } from 'node:crypto';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { requestError } from './requestErrors.ts';
import { clientAddressOf } from '../clientAddress.ts';
import { clientOf, type Client } from '../clientIdentity.ts';

/**
 * Bytes of documents each gateway instance remembers for all clients together. Instances do not share them: a miss
 * on another instance only makes the client send the document once more.
 */
const STORE_BYTES = 16 * 1024 * 1024;
/** Bytes of one client's documents: about a dozen at the 20 000-character limit, a hundred of a usual size. */
const CLIENT_BYTES = 256 * 1024;
/** Shares one client address may hold (sessions behind one NAT, or tokens a client makes up). */
const CLIENTS_PER_ADDRESS = 4;
/** A share unused this long is dropped (its client sends its documents again). */
const CLIENT_IDLE_MS = 15 * 60 * 1000;
/** What a document costs beyond its text (its hash and its entry), and what a share costs with no document. */
const DOCUMENT_OVERHEAD = 256;
const CLIENT_OVERHEAD = 1024;

/**
 * What urql and Apollo Client look for to send the document: this exact message, answered with 200 (an answer with
 * errors is never kept by a cache: responseCaching.ts).
 */
const notFound = () =>
  requestError('PersistedQueryNotFound', { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 200 } });

const refused = (message: string, code: string) => requestError(message, { code, http: { status: 400 } });

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

interface Share {
  address: string;
  /** Hash to document, least recently used first. */
  documents: Map<string, string>;
  bytes: number;
  usedAt: number;
}

const costOf = (query: string) => Buffer.byteLength(query) + DOCUMENT_OVERHEAD;

/** Every client's share of documents, within STORE_BYTES all together. */
function createStore() {
  /** Least recently used first. */
  const shares = new Map<string, Share>();
  const sharesByAddress = new Map<string, number>();
  let bytes = 0;

  function drop(key: string, share: Share) {
    shares.delete(key);
    bytes -= share.bytes + CLIENT_OVERHEAD;
    const left = sharesByAddress.get(share.address)! - 1;
    if (left === 0) sharesByAddress.delete(share.address);
    else sharesByAddress.set(share.address, left);
  }

  function dropIdle(now: number) {
    for (const [key, share] of shares) {
      if (now - share.usedAt < CLIENT_IDLE_MS) return;
      drop(key, share);
    }
  }

  function used(key: string, share: Share, now: number) {
    share.usedAt = now;
    shares.delete(key);
    shares.set(key, share);
  }

  /** The document becomes the share's most recently used. */
  function touch(share: Share, hash: string, query: string) {
    share.documents.delete(hash);
    share.documents.set(hash, query);
  }

  function forget(share: Share, hash: string) {
    const cost = costOf(share.documents.get(hash)!);
    share.documents.delete(hash);
    share.bytes -= cost;
    bytes -= cost;
  }

  /** A new share for the client, or null when its address holds its shares or the store has no room for one. */
  function open(client: Client, cost: number, now: number): Share | null {
    if ((sharesByAddress.get(client.address) ?? 0) >= CLIENTS_PER_ADDRESS) return null;
    if (bytes + CLIENT_OVERHEAD + cost > STORE_BYTES) return null;
    const share: Share = { address: client.address, documents: new Map(), bytes: 0, usedAt: now };
    shares.set(client.key, share);
    sharesByAddress.set(client.address, (sharesByAddress.get(client.address) ?? 0) + 1);
    bytes += CLIENT_OVERHEAD;
    return share;
  }

  return {
    get(client: Client, hash: string): string | undefined {
      const now = Date.now();
      dropIdle(now);
      const share = shares.get(client.key);
      const query = share?.documents.get(hash);
      if (share === undefined || query === undefined) return undefined;
      used(client.key, share, now);
      touch(share, hash, query);
      return query;
    },

    /**
     * Keeps the document in the client's share, making room from that share only. Not kept when the client's
     * address holds its shares, or when the store is full even without the client's own documents.
     */
    remember(client: Client, hash: string, query: string) {
      const now = Date.now();
      dropIdle(now);
      const cost = costOf(query);
      if (cost > CLIENT_BYTES) return;
      const share = shares.get(client.key) ?? open(client, cost, now);
      if (share === null) return;
      used(client.key, share, now);
      if (share.documents.has(hash)) return touch(share, hash, query);
      if (bytes - share.bytes + cost > STORE_BYTES) return;
      for (const oldest of share.documents.keys()) {
        if (share.bytes + cost <= CLIENT_BYTES && bytes + cost <= STORE_BYTES) break;
        forget(share, oldest);
      }
      share.documents.set(hash, query);
      share.bytes += cost;
      bytes += cost;
    },
  };
}

/**
 * Two plugins, for two places in the plugin list: `lookup` before the storefront's persisted operations (it puts a
 * remembered document into `query`, or a build-time one's id into `documentId`, or answers the miss), `remember`
 * after the operation limits (its `onExecute` only runs for an operation they let through, so a document that fails
 * validation or a limit is never stored). `buildTime`: the storefront's operations by id; `trustedProxies` as in
 * clientAddress.ts.
 */
export function automaticPersistedQueries(
  buildTime: ReadonlyMap<string, unknown>,
  trustedProxies: string[],
): { lookup: Plugin; remember: Plugin } {
  const store = createStore();
  /** The documents sent with their hash in this request (by Yoga's context of each operation of a batch). */
  const sent = new WeakMap<object, { client: Client; hash: string; query: string }>();
  return {
    lookup: {
      onParams({ params, request, setParams, context }) {
        // A server context may be reused by a later request (a caller's own object): it starts with nothing sent.
        sent.delete(context);
        const hash = hashOf(params);
        if (hash === null) return;
        if (typeof params.query === 'string' && sha256(params.query) !== hash) {
          throw refused(
            '`extensions.persistedQuery.sha256Hash` is not the SHA-256 of the query',
            'PERSISTED_QUERY_HASH_MISMATCH',
          );
        }
        if (buildTime.has(hash)) return setParams({ ...params, query: undefined, documentId: hash } as GraphQLParams);
        const client = clientOf(request, clientAddressOf(context, trustedProxies));
        if (typeof params.query === 'string') return void sent.set(context, { client, hash, query: params.query });
        const query = store.get(client, hash);
        if (query === undefined) throw notFound();
        setParams({ ...params, query });
      },
    },
    remember: {
      onExecute({ args }) {
        const document = sent.get(args.contextValue as object);
        if (document) store.remember(document.client, document.hash, document.query);
      },
    },
  };
}
