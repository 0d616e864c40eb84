import { Heading, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import { FilterSidebar } from '../../components/listing/FilterSidebar.tsx';
import { ListingLayout } from '../../components/listing/ListingLayout.tsx';
import { ListingEmpty, ProductGrid, resultsText } from '../../components/listing/ProductGrid.tsx';
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
        products(filter: $filter, sort: $sort, first: $count, after: $cursor) @connection(key: "CategoryProducts_products") {
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
  const { edges, totalCount, facets } = data.products;
  return (
    <ListingLayout
      title={
        <Heading as="h1" size="lg">
          {data.displayName}
        </Heading>
      }
      summary={`${resultsText(edges.length, totalCount)} for ${data.displayName}`}
      sidebar={<FilterSidebar facets={facets} controls={controls} categories={data.children.length > 0 ? data.children : undefined} />}
      controls={controls}
    >
      <ProductGrid
        products={edges.map((edge) => edge.node)}
        pagination={pagination}
        empty={
          <ListingEmpty title={`No products available in ${data.displayName} category`}>
            {controls.filtered && <Text as="span">Try adjusting your filters.</Text>}
          </ListingEmpty>
        }
      />
    </ListingLayout>
  );
}
