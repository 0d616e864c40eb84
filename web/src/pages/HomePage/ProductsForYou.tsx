import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { LoadMore } from '../../components/LoadMore.tsx';
import { ProductCard } from '../../components/ProductCard.tsx';
import type { ProductsForYou_query$key } from './__generated__/ProductsForYou_query.graphql.ts';
import { HomeSection } from './HomeSection.tsx';

/** Product for you: every business product, a page at a time in a 4/3/2-column grid. */
export function ProductsForYou({ query }: { query: ProductsForYou_query$key }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment ProductsForYou_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "ProductsForYouPaginationQuery") {
        productsForYou(first: $count, after: $cursor)
          @connection(key: "ProductsForYou_productsForYou")
          @required(action: THROW) {
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
  const { edges, totalCount } = data.productsForYou;
  if (edges.length === 0) return null;
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
        <LoadMore pagination={pagination} label="Show more" />
      </Stack>
    </HomeSection>
  );
}
