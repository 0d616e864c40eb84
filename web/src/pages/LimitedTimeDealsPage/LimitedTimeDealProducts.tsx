import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import { DealCountdown } from '../../components/DealCountdown.tsx';
import { FilterSidebar } from '../../components/listing/FilterSidebar.tsx';
import { ListingLayout } from '../../components/listing/ListingLayout.tsx';
import { ListingEmpty, resultsText } from '../../components/listing/ProductGrid.tsx';
import { useListingParams } from '../../components/listing/useListingParams.ts';
import { LoadMore } from '../../components/LoadMore.tsx';
import { ProductCard } from '../../components/ProductCard.tsx';
import type { LimitedTimeDealProducts_query$key } from './__generated__/LimitedTimeDealProducts_query.graphql.ts';

/** The products on a running limited-time offer, each with its countdown, filtered and sorted as the URL says. */
export function LimitedTimeDealProducts({ query }: { query: LimitedTimeDealProducts_query$key }) {
  const controls = useListingParams();
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment LimitedTimeDealProducts_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "LimitedTimeDealProductsPaginationQuery") {
        limitedTimeDealProducts(filter: $filter, sort: $sort, first: $count, after: $cursor)
          @connection(key: "LimitedTimeDealProducts_limitedTimeDealProducts") {
          totalCount
          facets {
            ...FilterSidebar_facets
          }
          edges {
            node {
              id
              limitedTimeEndsAt
              ...ProductCard_product
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount, facets } = data.limitedTimeDealProducts;
  return (
    <ListingLayout
      title={
        <Heading as="h1" size="lg">
          Limited Time Deals
        </Heading>
      }
      summary={resultsText(edges.length, totalCount)}
      sidebar={<FilterSidebar facets={facets} controls={controls} />}
      controls={controls}
    >
      {edges.length === 0 ? (
        <ListingEmpty title="No Products Found">{controls.filtered && 'Try adjusting your filters'}</ListingEmpty>
      ) : (
        // The kit's ProductGrid has no place for a per-card countdown, so this grid is the page's own.
        <Stack gap="4">
          <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3">
            {edges.map(({ node }) => (
              <Stack key={node.id} gap="1">
                <ProductCard product={node} />
                {node.limitedTimeEndsAt && <DealCountdown endsAt={node.limitedTimeEndsAt} fontSize="sm" color="fg.error" textAlign="center" />}
              </Stack>
            ))}
          </SimpleGrid>
          <LoadMore pagination={pagination} />
        </Stack>
      )}
    </ListingLayout>
  );
}
