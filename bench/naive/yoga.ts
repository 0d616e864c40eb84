// The naive peer: schema.graphql on graphql-yoga with bench/naive/resolvers.ts (per-field REST fetches). A bench
// baseline only: nothing in gateway/ or web/ imports it, and it is never shipped.
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createYoga } from 'graphql-yoga';
import { ROOT } from '@marketplace/runtime/service';
import { naiveResolvers, type NaiveContext } from './resolvers.ts';

/** `publicOrigin`: where shoppers reach the storefront (list share links), as our gateway's PUBLIC_ORIGIN. */
export function createNaiveGateway(upstreamUrl: string, publicOrigin: string) {
  const schema = makeExecutableSchema<NaiveContext>({
    typeDefs: readFileSync(`${ROOT}/schema.graphql`, 'utf8'),
    resolvers: naiveResolvers,
  });
  const upstream = upstreamUrl.replace(/\/$/, '');
  return createYoga<Record<string, unknown>, NaiveContext>({
    schema,
    // The storefront batches its shell and page queries into one request (as our gateway allows).
    batching: { limit: 2 },
    graphiql: false,
    logging: 'warn',
    maskedErrors: false,
    context: ({ request }) => ({
      upstream,
      token: /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null,
      publicOrigin,
    }),
  });
}
