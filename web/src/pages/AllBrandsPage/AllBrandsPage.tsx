import { Heading } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ProductListing } from '../../components/listing/ProductListing.tsx';
import { useListingParams } from '../../components/listing/useListingParams.ts';
import { useTopBrandChoice } from '../../components/listing/useTopBrandChoice.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { AllBrandsPage_query$key } from './__generated__/AllBrandsPage_query.graphql.ts';
import type { AllBrandsPagePaginationQuery } from './__generated__/AllBrandsPagePaginationQuery.graphql.ts';
import type { AllBrandsPageQuery as AllBrandsPageQueryType } from './__generated__/AllBrandsPageQuery.graphql.ts';

export const AllBrandsPageQuery = graphql`
  query AllBrandsPageQuery($filter: ProductFilter, $sort: ProductSort) @preloadable {
    topBrands {
      brandId
      name
    }
    ...AllBrandsPage_query
  }
`;

/**
 * /products: the top-brand products page with no brand chosen ("All Brands", where clearing the brand goes): every
 * top brand's products with the same sidebar and sort. Choosing a brand opens its page.
 */
export function AllBrandsPage() {
  const query = useRouteQuery<AllBrandsPageQueryType>(AllBrandsPageQuery);
  const controls = useListingParams();
  const brandChoice = useTopBrandChoice(null, query.topBrands);
  const { data, ...pagination } = usePaginationFragment<AllBrandsPagePaginationQuery, AllBrandsPage_query$key>(
    graphql`
      fragment AllBrandsPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "AllBrandsPagePaginationQuery") {
        topBrandProducts(filter: $filter, sort: $sort, first: $count, after: $cursor) @connection(key: "AllBrandsPage_topBrandProducts") @required(action: THROW) {
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
    query,
  );
  return (
    <ProductListing
      title={
        <Heading as="h1" size="lg">
          All Brands
        </Heading>
      }
      connection={data.topBrandProducts}
      pagination={pagination}
      controls={controls}
      brandChoice={brandChoice}
    />
  );
}
