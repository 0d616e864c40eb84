import { Heading, Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { ListingPage } from '../../components/listing/ListingPage.tsx';
import { ListingEmpty } from '../../components/listing/ProductGrid.tsx';
import { useTopBrandChoice } from '../../components/listing/useTopBrandChoice.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { TopBrandProductsPageQuery as TopBrandProductsPageQueryType } from './__generated__/TopBrandProductsPageQuery.graphql.ts';

export const TopBrandProductsPageQuery = graphql`
  query TopBrandProductsPageQuery(
    $brandId: ID!
    $source: ProductListingSource!
    $filter: ProductFilter
    $sort: ProductSort
  ) @preloadable {
    topBrands {
      brandId
      name
    }
    brand(brandId: $brandId) {
      brandId
      name
    }
    ...ListingPage_query
  }
`;

/**
 * /topbrand-products-page/:brandId: one brand's products with the sidebar (rating, price, brand, availability) and
 * the sort. Choosing another brand opens that brand's page, and "All Brands" opens /products, keeping the other
 * filters and the sort.
 */
export function TopBrandProductsPage() {
  const query = useRouteQuery<TopBrandProductsPageQueryType>(TopBrandProductsPageQuery);
  const { topBrands, brand } = query;
  const brandChoice = useTopBrandChoice(brand ?? null, topBrands);
  if (!brand) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="lg">
          All Brands
        </Heading>
        <ListingEmpty title="No Products Found">Try adjusting your filters</ListingEmpty>
      </Stack>
    );
  }
  return (
    <ListingPage
      query={query}
      title={
        <Heading as="h1" size="lg">
          {brand.name}
        </Heading>
      }
      brandChoice={brandChoice}
    />
  );
}
