import { Image, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { CardLink } from '../../components/CardLink.tsx';
import { ProductCarousel } from '../../components/ProductCarousel.tsx';
import { allBrandsProductsPath, brandPath } from '../../routing/paths.ts';
import type { TopBrands_brands$key } from './__generated__/TopBrands_brands.graphql.ts';
import { HomeSection } from './HomeSection.tsx';
import { BELOW_FOLD, LOGO_IMAGE } from '../../components/imageAttributes.ts';

// The original storefront's cards also say "Upto 20% OFF", a hard-coded figure no data backs: left out.
export function TopBrands({ brands }: { brands: TopBrands_brands$key }) {
  const data = useFragment(
    graphql`
      fragment TopBrands_brands on Brand @relay(plural: true) {
        id
        brandId
        name
        logo {
          url
        }
        productCount
      }
    `,
    brands,
  );
  if (data.length === 0) return null;
  return (
    <HomeSection title="Top Brands" viewAll={allBrandsProductsPath}>
      <ProductCarousel label="Top Brands">
        {data.map((brand) => (
          <CardLink key={brand.id} to={brandPath(brand.brandId)} p="4" textAlign="center">
            <Image src={brand.logo.url} alt="" {...LOGO_IMAGE} {...BELOW_FOLD} h="16" mx="auto" objectFit="contain" />
            <Text fontWeight="semibold" mt="2">
              {brand.name}
            </Text>
            {brand.productCount != null && (
              <Text fontSize="sm" color="fg.muted">
                {brand.productCount} products
              </Text>
            )}
          </CardLink>
        ))}
      </ProductCarousel>
    </HomeSection>
  );
}
