// Relay connections over REST lists. A cursor is a position in the list plus a digest of the arguments it was
// issued for (filter, sort, query, ...): reused with other arguments it is refused, never silently another page.
import { createHash } from 'node:crypto';
import { badUserInput } from './errors.ts';

const MAX_PAGE = 100;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  /** The edges' nodes: the `nodes` shortcut every connection type has. */
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

/** A value with object keys sorted, null and undefined dropped, and lists of plain values sorted: equal asks, equal text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(canonical);
    return items.every((item) => typeof item !== 'object') ? [...items].sort() : items;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v != null)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** The digest of a page's arguments other than `first` and `after`. */
function scopeOf(args: PageArgs): string {
  const { first: _first, after: _after, ...asked } = args as PageArgs & Record<string, unknown>;
  return createHash('sha256')
    .update(JSON.stringify(canonical(asked)))
    .digest('base64url')
    .slice(0, 12);
}

const cursorOf = (scope: string, index: number) => Buffer.from(`cursor:${scope}:${index}`).toString('base64');

/**
 * The offset and size a page asks for. `first` outside 0..100, a cursor this API did not issue, or one issued for
 * other arguments is a BAD_USER_INPUT error. The connection fields are nullable so that the error nulls only the
 * connection, never its parent (a category, a product, the viewer).
 */
export function pageWindow(args: PageArgs): { offset: number; limit: number } {
  const { first, after } = args;
  const limit = first ?? 20;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_PAGE)
    throw badUserInput(`first must be between 0 and ${MAX_PAGE}`);
  if (after == null) return { offset: 0, limit };
  const match = /^cursor:([\w-]+):(\d+)$/.exec(Buffer.from(after, 'base64').toString('utf8'));
  if (!match) throw badUserInput(`Invalid cursor "${after}"`);
  if (match[1] !== scopeOf(args)) {
    throw badUserInput(
      `The cursor "${after}" was issued for other arguments (filter, sort or query): ask again without after`,
    );
  }
  return { offset: Number(match[2]) + 1, limit };
}

/**
 * A connection over one page of items that starts at `offset` in a list of `totalCount`, for the page's `args`. An
 * `after` past the list's end (the list shrank since the cursor was issued) names no position: a BAD_USER_INPUT error.
 */
export function connectionFromPage<T>(page: T[], offset: number, totalCount: number, args: PageArgs): Connection<T> {
  if (offset > totalCount) {
    throw badUserInput(
      `The cursor "${args.after}" no longer names a position in the list (it has ${totalCount} items): ask again without after`,
    );
  }
  const scope = scopeOf(args);
  const edges = page.map((node, i) => ({ cursor: cursorOf(scope, offset + i), node }));
  return {
    edges,
    nodes: page,
    pageInfo: {
      hasNextPage: offset + page.length < totalCount,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}

/** A connection over a whole list the REST API returned at once (the gateway slices it). */
export function connectionFromList<T>(all: T[], args: PageArgs): Connection<T> {
  const { offset, limit } = pageWindow(args);
  return connectionFromPage(all.slice(offset, offset + limit), offset, all.length, args);
}
