import type { GraphQLContext } from '../context.ts';

/**
 * `value`, a secret argument (a reset link's or a share link's token: whoever holds it may read what it opens): the
 * answer that read it is its requester's alone, kept by no HTTP cache and making no page public (responseCaching.ts).
 */
export function secretInput<T>(ctx: GraphQLContext, value: T): T {
  ctx.responseCache.noStore = true;
  return value;
}
