import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { PAGE_SIZE, type GridPagination } from './listing/pagination.ts';

/** "Load more" for a paginated list that is not the kit's ProductGrid; a failed page shows "Error: {message}". */
export function LoadMore({ pagination }: { pagination: GridPagination }) {
  const [error, setError] = useState<Error | null>(null);
  const more = () => {
    setError(null);
    pagination.loadNext(PAGE_SIZE, { onComplete: (failure) => setError(failure) });
  };
  return (
    <Stack align="center" gap="2">
      {error && (
        <Text role="alert" color="fg.error">
          Error: {error.message}
        </Text>
      )}
      {pagination.hasNext && (
        <Button variant="outline" onClick={more} loading={pagination.isLoadingNext} loadingText="Loading...">
          Load more
        </Button>
      )}
    </Stack>
  );
}
