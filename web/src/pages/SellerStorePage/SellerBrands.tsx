import { useState } from 'react';
import { Button, Heading, Image, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { brandPath } from '../../routing/paths.ts';
import type { SellerBrands_seller$key } from './__generated__/SellerBrands_seller.graphql.ts';
import { BELOW_FOLD, LOGO_IMAGE } from '../../components/imageAttributes.ts';

const PREVIEW = 7;

/** The brands the store deals in: the first 7, and "See More" / "See Less" for the rest. Each opens its brand page. */
export function SellerBrands({ seller }: { seller: SellerBrands_seller$key }) {
  const { brands } = useFragment(
    graphql`
      fragment SellerBrands_seller on Seller {
        brands {
          id
          brandId
          name
          logo {
            url
            alt
          }
        }
      }
    `,
    seller,
  );
  const [all, setAll] = useState(false);
  const shown = all ? brands : brands.slice(0, PREVIEW);
  return (
    <Stack as="section" aria-label="Brands" gap="3">
      <Heading as="h2" size="lg">
        Brands
      </Heading>
      {brands.length === 0 ? (
        <Text color="fg.muted">No brands available</Text>
      ) : (
        <Wrap gap="3">
          {shown.map((brand) => (
            <Link key={brand.id} asChild bg="bg" borderWidth="1px" rounded="lg" px="3" py="2" gap="2">
              <RouterLink to={brandPath(brand.brandId)}>
                <Image src={brand.logo.url} alt="" {...LOGO_IMAGE} {...BELOW_FOLD} boxSize="8" objectFit="contain" />
                {brand.name}
              </RouterLink>
            </Link>
          ))}
        </Wrap>
      )}
      {brands.length > PREVIEW && (
        <Button alignSelf="start" variant="outline" size="sm" onClick={() => setAll(!all)}>
          {all ? 'See Less' : 'See More'}
        </Button>
      )}
    </Stack>
  );
}
