// The storefront's operations by id: relay-compiler writes each document it compiles to the manifest and puts
// only the id in the storefront's bundle; the storefront sends `documentId`, and the gateway runs the document the
// manifest holds for it. Other clients may still send whole documents (within the operation limits).
import { readFileSync } from 'node:fs';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { parse, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const MANIFEST = new URL('../../__generated__/persisted-operations.json', import.meta.url);

/** The operations relay-compiler persisted, by id (a SHA-256 of the document), each parsed once. */
export function loadPersistedOperations(): ReadonlyMap<string, DocumentNode> {
  const texts = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(texts).map(([id, text]) => [id, parse(text)]));
}

export function persistedOperationsPlugin(operations: ReadonlyMap<string, DocumentNode>): Plugin {
  return usePersistedOperations({
    getPersistedOperation: (id) => operations.get(id) ?? null,
    allowArbitraryOperations: true,
    extractPersistedOperationId: (params) => {
      const id = (params as { documentId?: unknown }).documentId;
      return typeof id === 'string' ? id : null;
    },
    customErrors: {
      notFound: {
        message: 'Unknown documentId: send the whole document as `query`',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 404 } },
      },
    },
  }) as Plugin;
}

/**
 * An operation sent by id runs compiled (graphql-jit: the manifest's document compiled once into a function that
 * resolves its fields directly, about a third less gateway CPU per screen than graphql-js's interpreter). Documents
 * sent whole run on graphql-js, so a client sending ever new documents cannot make the gateway compile code for
 * each. (Operations whose variables do not fit are refused before either runs: requestErrors.ts.) Errors of a
 * compiled operation carry no `locations`: its client never sent the text they would point into. Listed before the plugins that wrap execution (the deadline, tracing), which then wrap the compiled function.
 */
export function compiledExecutionPlugin(operations: ReadonlyMap<string, DocumentNode>): Plugin {
  const persisted = new Set(operations.values());
  return useGraphQlJit({}, { enableIf: (args) => persisted.has(args.document) }) as Plugin;
}
