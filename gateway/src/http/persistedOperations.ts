// The storefront's operations by id: relay-compiler writes each document it compiles to the manifest and puts
// only the id in the storefront's bundle; the storefront sends `documentId`, and the gateway runs the document the
// manifest holds for it. Other clients may still send whole documents (within the operation limits).
import { readFileSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';

const MANIFEST = new URL('../__generated__/persisted-operations.json', import.meta.url);

/** The operations relay-compiler persisted, by id (a SHA-256 of the document). */
export function loadPersistedOperations(): ReadonlyMap<string, string> {
  return new Map(Object.entries(JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>));
}

export function persistedOperationsPlugin(operations: ReadonlyMap<string, string>): Plugin {
  return usePersistedOperations({
    getPersistedOperation: (id) => operations.get(id) ?? null,
    allowArbitraryOperations: true,
    extractPersistedOperationId: (params) => {
      const id = (params as { documentId?: unknown }).documentId;
      return typeof id === 'string' ? id : null;
    },
    customErrors: {
      notFound: { message: 'Unknown documentId: send the whole document as `query`', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 404 } } },
    },
  }) as Plugin;
}
