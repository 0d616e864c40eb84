import { Badge, Heading, Stack } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ListingEmpty, ProductGrid } from '../../components/listing/ProductGrid.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { DiscountProductsPage_query$key } from './__generated__/DiscountProductsPage_query.graphql.ts';
import type { DiscountProductsPagePaginationQuery } from './__generated__/DiscountProductsPagePaginationQuery.graphql.ts';
import type { DiscountProductsPageQuery as DiscountProductsPageQueryType } from './__generated__/DiscountProductsPageQuery.graphql.ts';

export const DiscountProductsPageQuery = graphql`
  query DiscountProductsPageQuery($discountId: ID!) @preloadable {
    ...DiscountProductsPage_query
  }
`;

/**
 * /discount-products/:discountId: the campaign's products in a plain grid. Each card shows its real percent off
 * and average rating (the original's fixed "23% OFF" is left out), with "Sponsored" below.
 */
export function DiscountProductsPage() {
  const query = useRouteQuery<DiscountProductsPageQueryType>(DiscountProductsPageQuery);
  const { data, ...pagination } = usePaginationFragment<
    DiscountProductsPagePaginationQuery,
    DiscountProductsPage_query$key
  >(
    graphql`
      fragment DiscountProductsPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "DiscountProductsPagePaginationQuery") {
        discount(discountId: $discountId) {
          products(sort: DISCOUNT, first: $count, after: $cursor)
            @connection(key: "DiscountProductsPage_products")
            @required(action: THROW) {
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
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Discount Products
      </Heading>
      <ProductGrid
        products={(data.discount?.products.edges ?? []).map((edge) => edge.node)}
        pagination={pagination}
        empty={<ListingEmpty title="No discount products available." />}
        footer={() => (
          <Badge alignSelf="center" variant="outline" colorPalette="gray">
            Sponsored
          </Badge>
        )}
      />
    </Stack>
  );
}
