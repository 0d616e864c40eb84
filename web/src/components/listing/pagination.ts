/** How many products a list page asks for at a time. */
export const PAGE_SIZE = 20;

/** What "Load more" needs of `usePaginationFragment`'s result. */
export interface GridPagination {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options?: { onComplete?: (error: Error | null) => void }) => unknown;
}
