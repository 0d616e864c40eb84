import { useState } from 'react';
import { Button, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { PAGE_SIZE, type GridPagination } from './listing/pagination.ts';

/**
 * "Load more" for a paginated list: asks for the next `pageSize` items (a list page's 20 unless told) and shows a
 * failed page as "Error: {message}" (or `errorText`'s wording). While the page loads, the button spins with
 * "Loading...", or, when `loadingStatus` is given, that text stands in its place. `label` names the button.
 */
export function LoadMore({
  pagination,
  pageSize = PAGE_SIZE,
  label = 'Load more',
  size,
  loadingStatus,
  errorText = (message) => `Error: ${message}`,
}: {
  pagination: GridPagination;
  pageSize?: number;
  label?: string;
  size?: ButtonProps['size'];
  loadingStatus?: string;
  errorText?: (message: string) => string;
}) {
  const [error, setError] = useState<Error | null>(null);
  const more = () => {
    setError(null);
    pagination.loadNext(pageSize, { onComplete: (failure) => setError(failure) });
  };
  return (
    <Stack align="center" gap="2">
      {error && (
        <Text role="alert" color="fg.error">
          {errorText(error.message)}
        </Text>
      )}
      {loadingStatus && pagination.isLoadingNext ? (
        <Text role="status" color="fg.muted">
          {loadingStatus}
        </Text>
      ) : (
        pagination.hasNext && (
          <Button
            variant="outline"
            size={size}
            onClick={more}
            loading={pagination.isLoadingNext}
            loadingText="Loading..."
          >
            {label}
          </Button>
        )
      )}
    </Stack>
  );
}
