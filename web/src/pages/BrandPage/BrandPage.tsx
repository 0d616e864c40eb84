import type { ReactNode } from 'react';
import { chakra, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { ProductCarousel } from '../../components/ProductCarousel.tsx';
import { ProductCard } from '../../components/ProductCard.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import type {
  BrandPageQuery as BrandPageQueryType,
  BrandPageQuery$data,
} from './__generated__/BrandPageQuery.graphql.ts';
import { BrandBanner } from './BrandBanner.tsx';
import { BELOW_FOLD, GALLERY_IMAGE } from '../../components/imageAttributes.ts';

export const BrandPageQuery = graphql`
  query BrandPageQuery($brandId: ID!) @preloadable {
    brand(brandId: $brandId) {
      name
      page {
        sections {
          __typename
          ... on BrandProductSection {
            products(sort: RECOMMENDED, first: 20) @required(action: THROW) {
              edges {
                node {
                  id
                  ...ProductCard_product
                }
              }
            }
          }
          ... on BrandGallerySection {
            title
            description
            images {
              url
              alt
            }
          }
          ...BrandBanner_section @alias(as: "banner")
          ... on BrandVideoSection {
            url
          }
        }
      }
    }
    viewer {
      user {
        id
      }
    }
  }
`;

type Section = NonNullable<NonNullable<BrandPageQuery$data['brand']>['page']>['sections'][number];

/** /brand-page/:brandId: the brand's sections in the order the server gives. */
export function BrandPage() {
  const { brand, viewer } = useRouteQuery<BrandPageQueryType>(BrandPageQuery);
  if (!brand) {
    return (
      <Text fontSize="lg" fontWeight="semibold">
        No Brand Found
      </Text>
    );
  }
  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        {brand.name}
      </Heading>
      {brand.page ? (
        brand.page.sections.map((section, i) => (
          <BrandSection key={`${section.__typename}-${i}`} section={section} signedIn={viewer.user != null} />
        ))
      ) : (
        <Text color="fg.muted">No products available</Text>
      )}
    </Stack>
  );
}

function BrandSection({ section, signedIn }: { section: Section; signedIn: boolean }) {
  switch (section.__typename) {
    case 'BrandProductSection': {
      // Relay types the union's inline fragments as optional fields.
      const edges = section.products?.edges ?? [];
      return (
        <Titled title="Featured Products">
          {edges.length === 0 ? (
            <Text color="fg.muted">No products available</Text>
          ) : (
            <ProductCarousel label="Featured Products">
              {edges.map(({ node }) => (
                <ProductCard key={node.id} product={node} />
              ))}
            </ProductCarousel>
          )}
        </Titled>
      );
    }
    case 'BrandGallerySection': {
      const images = section.images ?? [];
      return (
        <Titled title={section.title ?? ''}>
          <Text color="fg.muted">{section.description}</Text>
          {images.length > 0 && (
            <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3">
              {images.map((image) => (
                <Image
                  key={image.url}
                  src={image.url}
                  alt={image.alt}
                  {...GALLERY_IMAGE}
                  {...BELOW_FOLD}
                  rounded="lg"
                  aspectRatio={4 / 3}
                  objectFit="cover"
                  bg="bg.muted"
                />
              ))}
            </SimpleGrid>
          )}
        </Titled>
      );
    }
    case 'BrandBannerSection':
      return section.banner ? <BrandBanner section={section.banner} signedIn={signedIn} /> : null;
    case 'BrandVideoSection':
      return (
        <Titled title="Featured Video">
          <chakra.iframe
            src={section.url}
            title="Featured Video"
            w="full"
            aspectRatio={16 / 9}
            rounded="lg"
            allowFullScreen
          />
        </Titled>
      );
    default:
      // A section type this storefront does not know yet.
      return null;
  }
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
