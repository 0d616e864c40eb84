import { badUserInput } from './errors.ts';

const MAX_PAGE = 100;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

const cursorOf = (index: number) => Buffer.from(`cursor:${index}`).toString('base64');

/** The offset and size a page asks for; `first` outside 0..100 or a foreign cursor is a BAD_USER_INPUT error. */
export function pageWindow({ first, after }: PageArgs): { offset: number; limit: number } {
  const limit = first ?? 20;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_PAGE) throw badUserInput(`first must be between 0 and ${MAX_PAGE}`);
  if (after == null) return { offset: 0, limit };
  const match = /^cursor:(\d+)$/.exec(Buffer.from(after, 'base64').toString('utf8'));
  if (!match) throw badUserInput(`Invalid cursor "${after}"`);
  return { offset: Number(match[1]) + 1, limit };
}

/** A connection over one page of items that starts at `offset` in a list of `totalCount`. */
export function connectionFromPage<T>(page: T[], offset: number, totalCount: number): Connection<T> {
  const edges = page.map((node, i) => ({ cursor: cursorOf(offset + i), node }));
  return {
    edges,
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
  return connectionFromPage(all.slice(offset, offset + limit), offset, all.length);
}
