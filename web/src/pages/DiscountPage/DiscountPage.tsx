import { Heading, Stack } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import { BackTitle } from '../../components/BackTitle.tsx';
import { ListingEmpty } from '../../components/listing/ProductGrid.tsx';
import { ProductListing } from '../../components/listing/ProductListing.tsx';
import { useListingParams } from '../../components/listing/useListingParams.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { DiscountPage_query$key } from './__generated__/DiscountPage_query.graphql.ts';
import type { DiscountPageQuery as DiscountPageQueryType } from './__generated__/DiscountPageQuery.graphql.ts';

export const DiscountPageQuery = graphql`
  query DiscountPageQuery($discountId: ID!, $filter: ProductFilter, $sort: ProductSort) @preloadable {
    discount(discountId: $discountId) {
      discountId
    }
    ...DiscountPage_query
  }
`;

const title = (
  <BackTitle>
    <Heading as="h1" size="lg">
      Discounts For You
    </Heading>
  </BackTitle>
);

/** /discout-for-you/:discountId: the campaign's products with a working sort, brand, rating, price and availability. */
export function DiscountPage() {
  const query = useRouteQuery<DiscountPageQueryType>(DiscountPageQuery);
  if (!query.discount) {
    return (
      <Stack gap="4">
        {title}
        <ListingEmpty title="No Products Found" />
      </Stack>
    );
  }
  return <DiscountProducts query={query} />;
}

function DiscountProducts({ query }: { query: DiscountPage_query$key }) {
  const controls = useListingParams();
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment DiscountPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "DiscountPagePaginationQuery") {
        discount(discountId: $discountId) {
          products(filter: $filter, sort: $sort, first: $count, after: $cursor) @connection(key: "DiscountPage_products") @required(action: THROW) {
            totalCount
            facets {
              ...FilterSidebar_facets
            }
            edges {
              node {
                id
                ...ProductCard_product
              }
            }
          }
        }
      }
    `,
    query,
  );
  // The page above renders this only for a campaign that exists.
  return <ProductListing title={title} connection={data.discount!.products} pagination={pagination} controls={controls} />;
}
