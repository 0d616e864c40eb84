// Component tests against the real system: the stack as `npm start` runs it (REST API and gateway as child
// processes: under jsdom, in-process servers cannot resolve their files) and a Relay environment whose network is
// that gateway, signed in as the demo shopper or a guest. Stored rows are read from the REST API's database.
import { File as NodeFile } from 'node:buffer';
import Database from 'better-sqlite3';
import { Environment, Network, RecordSource, Store, type UploadableMap } from 'relay-runtime';
import { fetch as undiciFetch, FormData as UndiciFormData } from 'undici';
import { afterAll, beforeAll } from 'vitest';
import { sqliteQueries, type Queries } from '../../rest-api/src/db/queries.ts';
import { multipartFetch } from '../../web/src/relay/multipartFetch.ts';
import { USERS } from './fixtures.ts';
import { startStack, type Stack } from './stack.ts';

export interface LiveStack {
  stack: Stack;
  /** The stack's SQLite file through the REST API's query layer. */
  queries: Queries;
  /** The demo shopper's bearer token. */
  token: string;
  /** Each operation's name as it reached the gateway, in order. */
  sent: string[];
}

/** Starts the stack before the file's tests and stops it after them. */
export function useLiveStack(): LiveStack {
  const live = { sent: [] as string[] } as LiveStack;
  beforeAll(async () => {
    live.stack = await startStack();
    if (!live.stack.dbFile)
      throw new Error("the component tests read the stack's SQLite file: run them without TEST_STACK=cluster");
    live.queries = sqliteQueries(new Database(live.stack.dbFile));
    const signIn = await fetch(`${live.stack.apiUrl}/signin-check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: USERS.demo.email, password: USERS.demo.password }),
    });
    live.token = ((await signIn.json()) as { token: string }).token;
  }, 60_000);
  afterAll(async () => {
    await live.queries?.destroy();
    await live.stack?.stop();
  });
  return live;
}

/** The contents of a (jsdom) file. */
const bytesOf = (file: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });

/**
 * A Relay environment on the live gateway, as the demo shopper unless `guest`. An operation with files goes through
 * the storefront's own multipartFetch; only its jsdom FormData is copied into undici's, which Node can send.
 */
export function liveEnvironment(live: LiveStack, { guest = false } = {}) {
  const url = `${live.stack.url}/graphql`;
  const auth: Record<string, string> = guest ? {} : { authorization: `Bearer ${live.token}` };
  const sendMultipart = async (target: RequestInfo | URL, init?: RequestInit) => {
    const form = new UndiciFormData();
    for (const [name, value] of (init!.body as FormData).entries()) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new NodeFile([new Uint8Array(await bytesOf(value))], value.name, { type: value.type }));
    }
    return (await undiciFetch(String(target), {
      method: 'POST',
      headers: { ...(init!.headers as Record<string, string>), ...auth },
      body: form,
    })) as unknown as Response;
  };
  return new Environment({
    network: Network.create(async (params, variables, _config, uploadables?: UploadableMap | null) => {
      live.sent.push(params.name);
      const body = { documentId: params.id!, variables, operationName: params.name };
      if (uploadables) return multipartFetch(url, body, uploadables, sendMultipart);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify(body),
      });
      return response.json();
    }),
    store: new Store(new RecordSource()),
  });
}
