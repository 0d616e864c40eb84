import { Heading } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import { AddToCartButton } from '../../components/AddToCartButton.tsx';
import { DealCountdown } from '../../components/DealCountdown.tsx';
import { ProductListing } from '../../components/listing/ProductListing.tsx';
import { useListingParams } from '../../components/listing/useListingParams.ts';
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
          @connection(key: "LimitedTimeDealProducts_limitedTimeDealProducts") @required(action: THROW) {
          totalCount
          facets {
            ...FilterSidebar_facets
          }
          edges {
            node {
              id
              productId
              stockStatus
              limitedTimeEndsAt
              ...ProductCard_product
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <ProductListing
      title={
        <Heading as="h1" size="lg">
          Limited Time Deals
        </Heading>
      }
      connection={data.limitedTimeDealProducts}
      pagination={pagination}
      controls={controls}
      footer={(product) => (
        <>
          {product.limitedTimeEndsAt && <DealCountdown endsAt={product.limitedTimeEndsAt} fontSize="sm" color="fg.error" textAlign="center" />}
          <AddToCartButton productId={product.productId} outOfStock={product.stockStatus === 'OUT_OF_STOCK'} />
        </>
      )}
    />
  );
}
