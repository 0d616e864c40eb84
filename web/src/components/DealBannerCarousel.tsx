import type { ReactNode } from 'react';
import { Box, Flex, Image, Stack } from '@chakra-ui/react';
import { useCarousel } from './useCarousel.ts';
import { CarouselButton } from './ProductCarousel.tsx';
import { ABOVE_FOLD, BANNER_IMAGE, BELOW_FOLD } from './imageAttributes.ts';

export interface DealSlide {
  key: string;
  image: { readonly url: string; readonly alt: string };
  /** Shown over the foot of the banner (a title, a countdown). */
  caption?: ReactNode;
}

/** A deal page's auto-rotating banners (every 5 s, as the home banners), with previous/next buttons. */
export function DealBannerCarousel({ label, slides }: { label: string; slides: readonly DealSlide[] }) {
  const [viewportRef, embla] = useCarousel({ loop: true }, 5000);
  if (slides.length === 0) return null;
  return (
    <Box
      position="relative"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      rounded="xl"
      overflow="hidden"
    >
      <Box ref={viewportRef} overflow="hidden">
        <Flex>
          {slides.map((slide, index) => (
            <Box key={slide.key} flex="0 0 100%" minW="0" position="relative" role="group" aria-roledescription="slide">
              <Image
                src={slide.image.url}
                alt={slide.image.alt}
                {...BANNER_IMAGE}
                {...(index === 0 ? ABOVE_FOLD : BELOW_FOLD)}
                w="full"
                aspectRatio={{ base: 2, md: 4 }}
                objectFit="cover"
                bg="bg.muted"
              />
              {slide.caption && (
                <Stack position="absolute" insetX="0" bottom="0" p="4" gap="1" bg="blackAlpha.600" color="white">
                  {slide.caption}
                </Stack>
              )}
            </Box>
          ))}
        </Flex>
      </Box>
      {slides.length > 1 && (
        <>
          <CarouselButton direction="prev" label={`Previous ${label}`} onClick={() => embla?.scrollPrev()} />
          <CarouselButton direction="next" label={`Next ${label}`} onClick={() => embla?.scrollNext()} />
        </>
      )}
    </Box>
  );
}
