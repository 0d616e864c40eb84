import { Box, Flex, Image, Link } from '@chakra-ui/react';
import { useCarousel } from '../../components/useCarousel.ts';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { CarouselButton } from '../../components/ProductCarousel.tsx';
import { categoryPath, productPath } from '../../routing/paths.ts';
import type {
  BannerCarousel_banners$data,
  BannerCarousel_banners$key,
} from './__generated__/BannerCarousel_banners.graphql.ts';
import { ABOVE_FOLD, BANNER_IMAGE, BELOW_FOLD } from '../../components/imageAttributes.ts';

type Banner = BannerCarousel_banners$data[number];

function bannerTarget(banner: Banner): string | null {
  if (banner.dealType === 'CATEGORY' && banner.category) return categoryPath(banner.category);
  if (banner.dealType === 'PRODUCT' && banner.product) return productPath(banner.product.productId);
  return null;
}

/** The home page's auto-rotating banners (every 5 s); each opens its category or product. */
export function BannerCarousel({ banners }: { banners: BannerCarousel_banners$key }) {
  const data = useFragment(
    graphql`
      fragment BannerCarousel_banners on Banner @relay(plural: true) {
        bannerId
        image {
          url
          alt
        }
        dealType
        category {
          categoryId
          name
          displayName
        }
        product {
          productId
        }
      }
    `,
    banners,
  );
  const [viewportRef, embla] = useCarousel({ loop: true }, 5000);
  if (data.length === 0) return null;
  return (
    <Box
      position="relative"
      role="region"
      aria-roledescription="carousel"
      aria-label="Banners"
      rounded="xl"
      overflow="hidden"
    >
      <Box ref={viewportRef} overflow="hidden">
        <Flex>
          {data.map((banner, index) => {
            const target = bannerTarget(banner);
            const image = (
              <Image
                src={banner.image.url}
                alt={banner.image.alt}
                {...BANNER_IMAGE}
                {...(index === 0 ? ABOVE_FOLD : BELOW_FOLD)}
                w="full"
                aspectRatio={{ base: 2, md: 3 }}
                objectFit="cover"
              />
            );
            return (
              <Box key={banner.bannerId} flex="0 0 100%" minW="0" role="group" aria-roledescription="slide">
                {target ? (
                  <Link asChild display="block">
                    <RouterLink to={target}>{image}</RouterLink>
                  </Link>
                ) : (
                  image
                )}
              </Box>
            );
          })}
        </Flex>
      </Box>
      {data.length > 1 && (
        <>
          <CarouselButton direction="prev" label="Previous banner" onClick={() => embla?.scrollPrev()} />
          <CarouselButton direction="next" label="Next banner" onClick={() => embla?.scrollNext()} />
        </>
      )}
    </Box>
  );
}
