import { Heading, Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { BackTitle } from '../../components/BackTitle.tsx';
import { ListingPage } from '../../components/listing/ListingPage.tsx';
import { ListingEmpty } from '../../components/listing/ProductGrid.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { DiscountPageQuery as DiscountPageQueryType } from './__generated__/DiscountPageQuery.graphql.ts';

export const DiscountPageQuery = graphql`
  query DiscountPageQuery($discountId: ID!, $source: ProductListingSource!, $filter: ProductFilter, $sort: ProductSort)
  @preloadable {
    discount(discountId: $discountId) {
      discountId
    }
    ...ListingPage_query
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
  return <ListingPage query={query} title={title} />;
}
