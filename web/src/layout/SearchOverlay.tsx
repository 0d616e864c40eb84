import { useState } from 'react';
import { Button, CloseButton, Dialog, Icon, Portal } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { SearchBox } from './SearchBox.tsx';

/** The mobile tab bar's search: a full-screen overlay titled "Search Our Store"; it closes when a search starts. */
export function SearchOverlay() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root size="full" motionPreset="slide-in-bottom" open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="xs" flexDirection="column" gap="0" h="auto" py="1" fontWeight="normal">
          <Icon asChild boxSize="5.5">
            <Search aria-hidden />
          </Icon>
          Search
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Search Our Store</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <SearchBox onSearch={() => setOpen(false)} />
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
