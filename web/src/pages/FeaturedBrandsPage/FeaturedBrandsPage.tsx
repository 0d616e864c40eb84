import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { DealBannerCarousel } from '../../components/DealBannerCarousel.tsx';
import { ListingEmpty } from '../../components/listing/ProductGrid.tsx';
import { PromotedSection } from '../../components/PromotedSection.tsx';
import { brandPath } from '../../routing/paths.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type { FeaturedBrandsPageQuery as FeaturedBrandsPageQueryType } from './__generated__/FeaturedBrandsPageQuery.graphql.ts';

export const FeaturedBrandsPageQuery = graphql`
  query FeaturedBrandsPageQuery @preloadable {
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
      products(first: 20) @required(action: THROW) {
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

/**
 * /featured-brands: the featured brands' banners in a carousel, then each brand with "Visit Brand Page"
 * and its products.
 */
export function FeaturedBrandsPage() {
  const { featuredBrands } = useRouteQuery<FeaturedBrandsPageQueryType>(FeaturedBrandsPageQuery);
  const slides = featuredBrands.map((featured) => ({
    key: featured.dealId,
    image: featured.image,
    caption: (
      <Text fontWeight="bold" fontSize={{ base: 'md', md: 'xl' }}>
        {featured.brand.name}
      </Text>
    ),
  }));
  return (
    <Stack gap="6">
      <DealBannerCarousel label="Featured brands" slides={slides} />
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
            link={{ to: brandPath(featured.brand.brandId), label: 'Visit Brand Page' }}
            products={featured.products.edges}
          />
        ))
      )}
    </Stack>
  );
}
