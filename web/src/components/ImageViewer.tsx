import { useEffect, useState } from 'react';
import { CloseButton, Dialog, HStack, IconButton, Image, Portal, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface ViewedImage {
  readonly url: string;
  readonly alt: string;
}

/** A modal that shows one of `images` large, with previous/next buttons (and arrow keys) when there are several. */
export function ImageViewer({
  images,
  index,
  open,
  onClose,
}: {
  images: ReadonlyArray<ViewedImage>;
  index: number;
  open: boolean;
  onClose: () => void;
}) {
  const [current, setCurrent] = useState(index);
  useEffect(() => setCurrent(index), [index, open]);
  const count = images.length;
  const step = (by: number) => setCurrent((at) => (at + by + count) % count);
  const image = images[current];
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size="lg" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            onKeyDown={(event) => {
              if (count > 1 && event.key === 'ArrowRight') step(1);
              if (count > 1 && event.key === 'ArrowLeft') step(-1);
            }}
          >
            <Dialog.Header>
              <Dialog.Title>
                Photo {current + 1} of {count}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {image && <Image src={image.url} alt={image.alt} w="full" maxH="70vh" objectFit="contain" />}
              {count > 1 && (
                <HStack justify="space-between" mt="3">
                  <IconButton variant="outline" aria-label="Previous photo" onClick={() => step(-1)}>
                    <ChevronLeft aria-hidden />
                  </IconButton>
                  <Text color="fg.muted">{image?.alt}</Text>
                  <IconButton variant="outline" aria-label="Next photo" onClick={() => step(1)}>
                    <ChevronRight aria-hidden />
                  </IconButton>
                </HStack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
