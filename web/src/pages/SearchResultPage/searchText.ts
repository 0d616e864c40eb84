/** The text searched for, from the URL's `query` (the gateway takes 1 to 100 characters); blank sends no query. */
export function searchText(search: URLSearchParams): string {
  return (search.get('query') ?? '').trim().slice(0, 100);
}
