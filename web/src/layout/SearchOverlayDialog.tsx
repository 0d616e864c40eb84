import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { SearchBox } from './SearchBox.tsx';

/** The open search overlay; closing it (or starting a search) calls `onClose`. */
export function SearchOverlayDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog.Root size="full" motionPreset="slide-in-bottom" open onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Search Our Store</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <SearchBox onSearch={onClose} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close search" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
