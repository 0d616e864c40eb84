import { lazy, useState, type KeyboardEvent } from 'react';
import { chakra, HStack, Image, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductGallery_product$key } from './__generated__/ProductGallery_product.graphql.ts';
import { ABOVE_FOLD, PRODUCT_IMAGE } from '../../components/imageAttributes.ts';
import { Boundary } from '../../components/Boundary.tsx';

// The viewer (a dialog) loads with the first press on the picture, not with the page.
const ImageViewer = lazy(async () => ({ default: (await import('../../components/ImageViewer.tsx')).ImageViewer }));

/**
 * The product's images: the selected one large, every image as a thumbnail button below. Left and right arrow
 * keys (on the picture or a thumbnail) step through them, wrapping around; Home and End go to the first and last.
 * A press on the picture opens it larger still, in the image viewer (closed by Escape or its Close button).
 */
export function ProductGallery({ product }: { product: ProductGallery_product$key }) {
  const { name, images } = useFragment(
    graphql`
      fragment ProductGallery_product on Product {
        name
        images {
          url
          alt
        }
      }
    `,
    product,
  );
  const [selected, setSelected] = useState(0);
  // Mounted from the first opening on, so that closing animates and gives focus back to the picture.
  const [viewer, setViewer] = useState<'never' | 'open' | 'closed'>('never');
  const count = images.length;
  const current = images[Math.min(selected, count - 1)];
  const onKeyDown = (event: KeyboardEvent) => {
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: count - 1 }[event.key];
    if (next === undefined || count === 0) return;
    event.preventDefault();
    setSelected((next + count) % count);
  };
  return (
    <>
      <Stack as="section" aria-label="Product images" gap="3" onKeyDown={onKeyDown}>
        <chakra.button
          type="button"
          aria-label={current ? `Enlarge ${current.alt} (image ${selected + 1} of ${count})` : name}
          disabled={!current}
          onClick={() => setViewer('open')}
          display="block"
          w="full"
          cursor={current ? 'zoom-in' : undefined}
          bg="bg"
          rounded="lg"
          borderWidth="1px"
          p="4"
          focusRing="outside"
        >
          {current && (
            <Image
              src={current.url}
              alt=""
              {...PRODUCT_IMAGE}
              {...ABOVE_FOLD}
              aspectRatio={1}
              w="full"
              objectFit="contain"
            />
          )}
        </chakra.button>
        {count > 1 && (
          <HStack gap="2" overflowX="auto" role="group" aria-label="Thumbnails">
            {images.map((image, index) => (
              <chakra.button
                key={image.url}
                type="button"
                aria-label={`Show image ${index + 1} of ${count}`}
                aria-current={index === selected}
                onClick={() => setSelected(index)}
                flexShrink={0}
                boxSize="16"
                p="1"
                rounded="md"
                bg="bg"
                borderWidth="2px"
                borderColor={index === selected ? 'colorPalette.solid' : 'border'}
                colorPalette="orange"
                focusRing="outside"
              >
                <Image src={image.url} alt="" {...PRODUCT_IMAGE} boxSize="full" objectFit="contain" />
              </chakra.button>
            ))}
          </HStack>
        )}
      </Stack>
      {/* Beside the gallery, not in it: the viewer's arrow keys are its own, not the gallery's. */}
      {viewer !== 'never' && (
        <Boundary fallback={null}>
          <ImageViewer images={images} index={selected} open={viewer === 'open'} onClose={() => setViewer('closed')} />
        </Boundary>
      )}
    </>
  );
}
