import type { ReactNode } from 'react';
import { AspectRatio, Box, Image } from '@chakra-ui/react';
import { BELOW_FOLD, PRODUCT_IMAGE } from './imageAttributes.ts';

/** A card's square picture (the first product image), with room for overlays such as labels; loaded lazily. */
export function CardImage({ src, alt, children }: { src: string | undefined; alt: string; children?: ReactNode }) {
  return (
    <Box position="relative" bg="bg.muted">
      <AspectRatio ratio={1}>
        {src ? (
          <Image src={src} alt={alt} {...PRODUCT_IMAGE} {...BELOW_FOLD} objectFit="contain" />
        ) : (
          <Box aria-hidden />
        )}
      </AspectRatio>
      {children}
    </Box>
  );
}
