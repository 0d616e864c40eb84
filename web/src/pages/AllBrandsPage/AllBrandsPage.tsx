import { Heading } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { ListingPage } from '../../components/listing/ListingPage.tsx';
import { useTopBrandChoice } from '../../components/listing/useTopBrandChoice.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { AllBrandsPageQuery as AllBrandsPageQueryType } from './__generated__/AllBrandsPageQuery.graphql.ts';

export const AllBrandsPageQuery = graphql`
  query AllBrandsPageQuery($source: ProductListingSource!, $filter: ProductFilter, $sort: ProductSort) @preloadable {
    topBrands {
      brandId
      name
    }
    ...ListingPage_query
  }
`;

/**
 * /products: the top-brand products page with no brand chosen ("All Brands", where clearing the brand goes): every
 * top brand's products with the same sidebar and sort. Choosing a brand opens its page.
 */
export function AllBrandsPage() {
  const query = useRouteQuery<AllBrandsPageQueryType>(AllBrandsPageQuery);
  const brandChoice = useTopBrandChoice(null, query.topBrands);
  return (
    <ListingPage
      query={query}
      title={
        <Heading as="h1" size="lg">
          All Brands
        </Heading>
      }
      brandChoice={brandChoice}
    />
  );
}
