import type { ReactNode } from 'react';
import { Menu, Portal, type MenuContentProps, type MenuRootProps } from '@chakra-ui/react';
import type { DeferredPopupProps } from '../components/DeferredPopup.tsx';

/** A navbar dropdown: Chakra's Menu opened by `trigger`, its items (`children`) in a portal. */
export function DropdownMenu({
  trigger,
  defaultOpen,
  onSelect,
  contentProps,
  children,
}: DeferredPopupProps & Pick<MenuRootProps, 'onSelect'> & { contentProps?: MenuContentProps; children: ReactNode }) {
  return (
    <Menu.Root defaultOpen={defaultOpen} onSelect={onSelect}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content {...contentProps}>{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
