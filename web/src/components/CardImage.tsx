import type { ReactNode } from 'react';
import { AspectRatio, Box, Image } from '@chakra-ui/react';

/** A card's square picture (the first product image), with room for overlays such as labels. */
export function CardImage({ src, alt, children }: { src: string | undefined; alt: string; children?: ReactNode }) {
  return (
    <Box position="relative" bg="bg.muted">
      <AspectRatio ratio={1}>
        {src ? <Image src={src} alt={alt} loading="lazy" objectFit="contain" /> : <Box aria-hidden />}
      </AspectRatio>
      {children}
    </Box>
  );
}
