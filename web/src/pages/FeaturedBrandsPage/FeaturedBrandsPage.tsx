import { Heading, Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { ListingEmpty } from '../../components/listing/ProductGrid.tsx';
import { PromotedSection } from '../../components/PromotedSection.tsx';
import { brandPath } from '../../navigation/paths.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { FeaturedBrandsPageQuery as FeaturedBrandsPageQueryType } from './__generated__/FeaturedBrandsPageQuery.graphql.ts';

export const FeaturedBrandsPageQuery = graphql`
  query FeaturedBrandsPageQuery {
    featuredBrands {
      dealId
      image {
        url
        alt
      }
      brand {
        brandId
        name
      }
      products(first: 20) {
        edges {
          node {
            id
            ...ProductCard_product
          }
        }
      }
    }
  }
`;

/** /featured-brands: each featured brand's banner and products, with "Visit Brand Page". */
export function FeaturedBrandsPage() {
  const { featuredBrands } = useRouteQuery<FeaturedBrandsPageQueryType>(FeaturedBrandsPageQuery);
  return (
    <Stack gap="6">
      <Heading as="h1" size="lg">
        Featured Brands
      </Heading>
      {featuredBrands.length === 0 ? (
        <ListingEmpty title="No featured brands" />
      ) : (
        featuredBrands.map((featured) => (
          <PromotedSection
            // A brand may be featured by more than one campaign.
            key={featured.dealId}
            name={featured.brand.name}
            banner={featured.image}
            link={{ to: brandPath(featured.brand.brandId), label: 'Visit Brand Page' }}
            products={featured.products.edges}
          />
        ))
      )}
    </Stack>
  );
}
