import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Box, Flex, IconButton } from '@chakra-ui/react';
import { useCarousel } from './useCarousel.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';

// 2 cards on phones up to 7 on wide screens.
const slideBasis = { base: '50%', sm: '33.333%', md: '25%', lg: '20%', xl: '16.666%', '2xl': '14.285%' };

/** A row of cards that scrolls a screenful at a time, with previous/next buttons. */
export function ProductCarousel({ label, children }: { label: string; children: ReactNode }) {
  const [viewportRef, embla] = useCarousel({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' });
  const [canScroll, setCanScroll] = useState({ prev: false, next: false });

  const update = useCallback(() => {
    if (embla) setCanScroll({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  return (
    <Box position="relative" role="region" aria-roledescription="carousel" aria-label={label}>
      <Box ref={viewportRef} overflow="hidden">
        <Flex ms="-3">
          {Children.map(children, (child) => (
            <Box flex="0 0 auto" flexBasis={slideBasis} minW="0" ps="3" role="group" aria-roledescription="slide">
              {child}
            </Box>
          ))}
        </Flex>
      </Box>
      {canScroll.prev && (
        <CarouselButton direction="prev" label={`Previous ${label}`} onClick={() => embla?.scrollPrev()} />
      )}
      {canScroll.next && (
        <CarouselButton direction="next" label={`Next ${label}`} onClick={() => embla?.scrollNext()} />
      )}
    </Box>
  );
}

export function CarouselButton(props: { direction: 'prev' | 'next'; label: string; onClick: () => void }) {
  const prev = props.direction === 'prev';
  return (
    <IconButton
      aria-label={props.label}
      onClick={props.onClick}
      position="absolute"
      top="50%"
      transform="translateY(-50%)"
      {...(prev ? { left: '1' } : { right: '1' })}
      rounded="full"
      variant="surface"
      size="sm"
      shadow="sm"
    >
      {prev ? <ChevronLeft /> : <ChevronRight />}
    </IconButton>
  );
}
