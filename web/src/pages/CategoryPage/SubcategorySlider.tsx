import { useCallback, useEffect, useState } from 'react';
import { Box, Flex, HStack, Image, Text } from '@chakra-ui/react';
import { useCarousel } from '../../components/useCarousel.ts';
import { graphql, useFragment } from 'react-relay/hooks';
import { CardLink } from '../../components/CardLink.tsx';
import { categoryPath } from '../../routing/paths.ts';
import type { SubcategorySlider_category$key } from './__generated__/SubcategorySlider_category.graphql.ts';
import { BELOW_FOLD, ICON_IMAGE } from '../../components/imageAttributes.ts';

const MAX_SLIDES = 7;

// The original storefront's breakpoints (min widths in px): 1200 → 5 slides, 992 → 4, 768/576/400 → 3 (no dots below 576); 2 below 400.
const slideCss = {
  flexBasis: '50%',
  '@media (min-width: 400px)': { flexBasis: '33.333%' },
  '@media (min-width: 992px)': { flexBasis: '25%' },
  '@media (min-width: 1200px)': { flexBasis: '20%' },
};
// A rule for the narrow widths alone: a base `display: none` lost to the stack's own `display: flex`.
const dotsCss = { '@media (max-width: 575.98px)': { display: 'none' } };

/**
 * The category page's sub-category slider: up to 7 of the deepest categories below this one, turning every 3 s
 * (stops when the shopper uses it), with dots from 576 px up.
 */
export function SubcategorySlider({ category }: { category: SubcategorySlider_category$key }) {
  const data = useFragment(
    graphql`
      fragment SubcategorySlider_category on Category {
        children {
          id
          categoryId
          name
          displayName
          icon {
            url
          }
          children {
            id
            categoryId
            name
            displayName
            icon {
              url
            }
          }
        }
      }
    `,
    category,
  );
  const slides = data.children
    .flatMap((child) => (child.children.length > 0 ? child.children : [child]))
    .slice(0, MAX_SLIDES);
  const [viewportRef, embla] = useCarousel({ loop: slides.length > 1, align: 'start', duration: 30 }, 3000);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const update = useCallback(() => {
    if (!embla) return;
    setSnaps(embla.scrollSnapList());
    setSelected(embla.selectedScrollSnap());
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  if (slides.length === 0) return null;
  return (
    <Box role="region" aria-roledescription="carousel" aria-label="Sub-categories">
      <Box ref={viewportRef} overflow="hidden">
        <Flex ms="-3">
          {slides.map((slide) => (
            <Box key={slide.id} flexShrink="0" minW="0" ps="3" css={slideCss} role="group" aria-roledescription="slide">
              <CardLink to={categoryPath(slide)} p={{ base: '2', md: '3' }} textAlign="center">
                <Image
                  src={slide.icon.url}
                  alt=""
                  {...ICON_IMAGE}
                  {...BELOW_FOLD}
                  boxSize={{ base: '10', md: '16' }}
                  mx="auto"
                  objectFit="contain"
                />
                <Text fontSize="sm" mt={{ base: '1', md: '2' }} lineClamp={2}>
                  {slide.displayName}
                </Text>
              </CardLink>
            </Box>
          ))}
        </Flex>
      </Box>
      {snaps.length > 1 && (
        <HStack justify="center" gap="0" mt="2" css={dotsCss}>
          {snaps.map((_, index) => (
            <Box
              as="button"
              key={index}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              // A 24 px target (WCAG 2.5.8) around the 10 px dot it shows.
              boxSize="6"
              display="grid"
              placeItems="center"
              rounded="full"
              _before={{
                content: '""',
                boxSize: '2.5',
                rounded: 'full',
                bg: index === selected ? 'colorPalette.solid' : 'border.emphasized',
              }}
              focusVisibleRing="outside"
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </HStack>
      )}
    </Box>
  );
}
