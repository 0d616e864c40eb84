import { useId, type ReactNode } from 'react';
import { Button, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductCard_product$key } from './__generated__/ProductCard_product.graphql.ts';
import { ProductCard } from './ProductCard.tsx';
import { ProductCarousel } from './ProductCarousel.tsx';
import { BANNER_IMAGE, BELOW_FOLD } from './imageAttributes.ts';

/**
 * A promoted brand or store (Featured Brands, Top Stores): its banner (if given), name and a link to its own page, then its
 * products in a carousel, or "No products available".
 */
export function PromotedSection({
  name,
  banner,
  link,
  details,
  products,
}: {
  name: string;
  banner?: { readonly url: string; readonly alt: string };
  link: { to: string; label: string };
  details?: ReactNode;
  products: readonly { readonly node: { readonly id: string } & ProductCard_product$key }[];
}) {
  const headingId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      bg="bg"
      rounded="xl"
      borderWidth="1px"
      overflow="hidden"
      pt={banner ? 0 : 4}
      pb="4"
    >
      {banner && (
        <Image
          src={banner.url}
          alt={banner.alt}
          {...BANNER_IMAGE}
          {...BELOW_FOLD}
          w="full"
          aspectRatio={{ base: 2, md: 5 }}
          objectFit="cover"
          bg="bg.muted"
        />
      )}
      <HStack justify="space-between" wrap="wrap" gap="3" px="4">
        <Stack gap="0">
          <Heading as="h2" id={headingId} size="lg">
            {name}
          </Heading>
          {details}
        </Stack>
        <Button asChild size="sm" colorPalette="blue">
          <RouterLink to={link.to}>{link.label}</RouterLink>
        </Button>
      </HStack>
      <Stack px="4">
        {products.length === 0 ? (
          <Text color="fg.muted">No products available</Text>
        ) : (
          <ProductCarousel label={`${name} products`}>
            {products.map(({ node }) => (
              <ProductCard key={node.id} product={node} />
            ))}
          </ProductCarousel>
        )}
      </Stack>
    </Stack>
  );
}
