import { Suspense, type ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { DeferredPopupProps } from '../DeferredPopup.tsx';

/** Below lg, a list page's filters in a drawer from the start edge, opened by `trigger` (loaded on first intent). */
export function FilterDrawer({ trigger, defaultOpen, sidebar }: DeferredPopupProps & { sidebar: ReactNode }) {
  return (
    <Drawer.Root placement="start" defaultOpen={defaultOpen} lazyMount unmountOnExit>
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Body pt="12">
              <Suspense fallback={null}>{sidebar}</Suspense>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
