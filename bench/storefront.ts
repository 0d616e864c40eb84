// What the bench sections share: the storefront's screens as the browser sends them, and our gateway started
// over a REST API.
import type { ConcreteRequest } from 'relay-runtime';
import persisted from '@marketplace/gateway/persisted-operations.json';
import { GATEWAY_LISTENING, onFreePort, startService } from '@marketplace/runtime/service';
import { shellQuery } from '@marketplace/web/operations';

/** An operation as the storefront sends it: its persisted id, not its text. */
export const operationBody = (operation: ConcreteRequest, variables: Record<string, unknown>) => ({
  documentId: operation.params.id,
  variables,
  operationName: operation.params.name,
});

/** A screen's first load: the shell query and the page query in one batched request. */
export const screenBody = (page: ConcreteRequest, variables: Record<string, unknown>) =>
  JSON.stringify([operationBody(shellQuery, {}), operationBody(page, variables)]);

/** The same screen with whole documents (relay-compiler's persisted texts), for a gateway that holds no ids. */
export const screenDocumentsBody = (page: ConcreteRequest, variables: Record<string, unknown>) =>
  JSON.stringify(
    [shellQuery, page].map((q, i) => ({
      query: (persisted as Record<string, string>)[q.params.id!],
      variables: i === 0 ? {} : variables,
      operationName: q.params.name,
    })),
  );

/** The category screen's variables, as its route loader sends them for an unfiltered page. */
export const categoryVariables = (categoryId: string) => ({ categoryId, source: { categoryId } });

/** The catalog's top-level categories with products, largest first. */
export async function topCategories(apiUrl: string) {
  const { categories } = (await (await fetch(`${apiUrl}/fetchCategory`)).json()) as {
    categories: { id: string; name: string; parentCategory: string; products: string[] }[];
  };
  return categories
    .filter((c) => c.parentCategory === c.id && c.products.length > 0)
    .sort((a, b) => b.products.length - a.products.length);
}

/**
 * Our gateway over `apiUrl` with its catalog cache lifetime, answering on 127.0.0.1. The bench's load comes from one
 * address, which the per-client rate limit would refuse; `env` adds or overrides settings (undefined: the default).
 */
export async function startOurGateway(apiUrl: string, cacheSeconds: number, env: NodeJS.ProcessEnv = {}) {
  // The port is chosen first: the pages' images are absolute URLs on PUBLIC_ORIGIN, which must name it.
  const service = await onFreePort(undefined, (port) =>
    startService(
      'gateway/src/server.ts',
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: `http://localhost:${port}`,
        UPSTREAM_URL: apiUrl,
        WEB_ROOT: '',
        CATALOG_TTL_SECONDS: String(cacheSeconds),
        RATE_LIMIT_PER_MINUTE: '0',
        FILE_RATE_LIMIT_PER_MINUTE: '0',
        CLIENT_COST_PER_MINUTE: '0',
        CLIENT_CONCURRENT_REQUESTS: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...env,
      },
      GATEWAY_LISTENING,
    ),
  );
  return { ...service, graphqlUrl: `${service.url.replace('localhost', '127.0.0.1')}/graphql` };
}

/** One request, timed; throws when any answer has errors. */
export async function timedRequest(url: string, body: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const answers = [(await response.json()) as { errors?: unknown } | { errors?: unknown }[]].flat();
  if (answers.some((answer) => answer.errors))
    throw new Error(`answered errors: ${JSON.stringify(answers).slice(0, 300)}`);
  return { ms: performance.now() - started, response };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
