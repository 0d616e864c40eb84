import { Heading, Stack } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ListingEmpty } from '../../components/listing/ProductGrid.tsx';
import { ProductListing } from '../../components/listing/ProductListing.tsx';
import { useListingParams } from '../../components/listing/useListingParams.ts';
import { useTopBrandChoice } from '../../components/listing/useTopBrandChoice.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { TopBrandProductsPage_brand$key } from './__generated__/TopBrandProductsPage_brand.graphql.ts';
import type {
  TopBrandProductsPageQuery as TopBrandProductsPageQueryType,
  TopBrandProductsPageQuery$data,
} from './__generated__/TopBrandProductsPageQuery.graphql.ts';

export const TopBrandProductsPageQuery = graphql`
  query TopBrandProductsPageQuery($brandId: ID!, $filter: ProductFilter, $sort: ProductSort) @preloadable {
    topBrands {
      brandId
      name
    }
    brand(brandId: $brandId) {
      ...TopBrandProductsPage_brand
    }
  }
`;

/**
 * /topbrand-products-page/:brandId: one brand's products with the sidebar (rating, price, brand, availability) and
 * the sort. Choosing another brand opens that brand's page, and "All Brands" opens /products, keeping the other
 * filters and the sort.
 */
export function TopBrandProductsPage() {
  const { topBrands, brand } = useRouteQuery<TopBrandProductsPageQueryType>(TopBrandProductsPageQuery);
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
  return <BrandProducts brand={brand} topBrands={topBrands} />;
}

function BrandProducts({ brand, topBrands }: { brand: TopBrandProductsPage_brand$key; topBrands: TopBrandProductsPageQuery$data['topBrands'] }) {
  const controls = useListingParams();
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment TopBrandProductsPage_brand on Brand
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "TopBrandProductsPagePaginationQuery") {
        brandId
        name
        products(filter: $filter, sort: $sort, first: $count, after: $cursor) @connection(key: "TopBrandProductsPage_products") @required(action: THROW) {
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
    brand,
  );
  const brandChoice = useTopBrandChoice({ brandId: data.brandId, name: data.name }, topBrands);
  return (
    <ProductListing
      title={
        <Heading as="h1" size="lg">
          {data.name}
        </Heading>
      }
      connection={data.products}
      pagination={pagination}
      controls={controls}
      brandChoice={brandChoice}
    />
  );
}
