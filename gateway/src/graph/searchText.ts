import { badUserInput } from './errors.ts';

/** A `query` argument as the REST API's search takes it: control characters dropped, trimmed, at most 100 characters. */
export function searchText(query: string): string {
  const q = query.replace(/\p{Cc}/gu, ' ').trim();
  if ([...q].length > 100) throw badUserInput('query must be at most 100 characters');
  return q;
}
