import { Image, Menu, Portal } from '@chakra-ui/react';
import { appStores } from './AppStoreBadges.tsx';
import type { DeferredMenuProps } from './DeferredMenu.tsx';

/** The Download App menu's items: a badge per app store. */
export function DownloadAppDropdown({ trigger, defaultOpen }: DeferredMenuProps) {
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {appStores.map((store) => (
              <Menu.Item key={store.name} value={store.name} asChild>
                <a href={store.href} target="_blank" rel="noreferrer">
                  <Image src={store.badge} alt={store.alt} htmlWidth={180} htmlHeight={54} h="10" w="auto" />
                </a>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
