import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ProductCard_product$key } from '../__generated__/ProductCard_product.graphql.ts';
import { LoadMore } from '../LoadMore.tsx';
import { ProductCard } from '../ProductCard.tsx';
import type { GridPagination } from './pagination.ts';

export { PAGE_SIZE, type GridPagination } from './pagination.ts';

/**
 * A page of a product connection in a 4/3/2-column grid, with "Load more" for the next page. `empty` shows
 * instead when the list has no products; `footer`, when given, shows below each card.
 */
export function ProductGrid<P extends { readonly id: string } & ProductCard_product$key>({
  products,
  pagination,
  empty,
  footer,
}: {
  products: readonly P[];
  pagination: GridPagination;
  empty: ReactNode;
  footer?: (product: P) => ReactNode;
}) {
  if (products.length === 0) return <>{empty}</>;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3">
        {products.map((product) =>
          footer ? (
            <Stack key={product.id} gap="1">
              <ProductCard product={product} />
              {footer(product)}
            </Stack>
          ) : (
            <ProductCard key={product.id} product={product} />
          ),
        )}
      </SimpleGrid>
      <LoadMore pagination={pagination} />
    </Stack>
  );
}

/** "Showing 1-N of N results": how many of the list's products the grid shows. */
export function resultsText(shown: number, total: number) {
  return shown === 0 ? `Showing 0 of ${total} results` : `Showing 1-${shown} of ${total} results`;
}

/** A list's empty state: a title and what to try. */
export function ListingEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" py="12" gap="2" bg="bg" rounded="lg" borderWidth="1px">
      <Text fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      {children && <Text color="fg.muted">{children}</Text>}
    </Stack>
  );
}
