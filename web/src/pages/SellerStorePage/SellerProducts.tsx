import { Heading, Stack } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ListingEmpty, ProductGrid } from '../../components/listing/ProductGrid.tsx';
import type { SellerProducts_seller$key } from './__generated__/SellerProducts_seller.graphql.ts';

/** The store's top-selling products (most units ordered first), a page at a time. */
export function SellerProducts({ seller }: { seller: SellerProducts_seller$key }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment SellerProducts_seller on Seller
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "SellerProductsPaginationQuery") {
        products(sort: RECOMMENDED, first: $count, after: $cursor)
          @connection(key: "SellerProducts_products")
          @required(action: THROW) {
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    seller,
  );
  return (
    <Stack as="section" aria-label="Top Selling Products" gap="3">
      <Heading as="h2" size="lg">
        Top Selling Products
      </Heading>
      <ProductGrid
        products={data.products.edges.map((edge) => edge.node)}
        pagination={pagination}
        empty={<ListingEmpty title="No products available" />}
      />
    </Stack>
  );
}
