import { Heading, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ListingEmpty } from '../../components/listing/ProductGrid.tsx';
import { ProductListing } from '../../components/listing/ProductListing.tsx';
import { useListingParams } from '../../components/listing/useListingParams.ts';
import type { CategoryProducts_category$key } from './__generated__/CategoryProducts_category.graphql.ts';

/** The category's products (this category and below), filtered and sorted as the URL says, a page at a time. */
export function CategoryProducts({ category }: { category: CategoryProducts_category$key }) {
  const controls = useListingParams();
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment CategoryProducts_category on Category
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "CategoryProductsPaginationQuery") {
        displayName
        children {
          id
          categoryId
          name
          displayName
          children {
            id
            categoryId
            name
            displayName
          }
        }
        products(filter: $filter, sort: $sort, first: $count, after: $cursor) @connection(key: "CategoryProducts_products") @required(action: THROW) {
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
    `,
    category,
  );
  return (
    <ProductListing
      title={
        <Heading as="h1" size="lg">
          {data.displayName}
        </Heading>
      }
      summary={(results) => `${results} for ${data.displayName}`}
      connection={data.products}
      pagination={pagination}
      controls={controls}
      categories={data.children.length > 0 ? data.children : undefined}
      empty={
        <ListingEmpty title={`No products available in ${data.displayName} category`}>
          {controls.filtered && <Text as="span">Try adjusting your filters.</Text>}
        </ListingEmpty>
      }
    />
  );
}
