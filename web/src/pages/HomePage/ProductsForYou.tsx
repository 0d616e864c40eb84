import { useState } from 'react';
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ProductCard } from '../../components/ProductCard.tsx';
import type { ProductsForYou_query$key } from './__generated__/ProductsForYou_query.graphql.ts';
import { HomeSection } from './HomeSection.tsx';

const PAGE = 20;

/** Product for you: every business product, a page at a time in a 4/3/2-column grid. */
export function ProductsForYou({ query }: { query: ProductsForYou_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ProductsForYou_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "ProductsForYouPaginationQuery") {
        productsForYou(first: $count, after: $cursor) @connection(key: "ProductsForYou_productsForYou") {
          totalCount
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    query,
  );
  const [error, setError] = useState<Error | null>(null);
  const { edges, totalCount } = data.productsForYou;
  if (edges.length === 0) return null;
  const more = () => {
    setError(null);
    loadNext(PAGE, { onComplete: (failure) => setError(failure) });
  };
  return (
    <HomeSection title="Product for you">
      <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3">
        {edges.map(({ node }) => (
          <ProductCard key={node.id} product={node} />
        ))}
      </SimpleGrid>
      <Stack align="center" mt="4" gap="2">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          Showing {edges.length} of {totalCount}
        </Text>
        {error && (
          <Text role="alert" color="fg.error">
            Error: {error.message}
          </Text>
        )}
        {hasNext && (
          <Button variant="outline" onClick={more} loading={isLoadingNext} loadingText="Loading...">
            Show more
          </Button>
        )}
      </Stack>
    </HomeSection>
  );
}
