import { Image, Menu } from '@chakra-ui/react';
import { appStores } from './AppStoreBadges.tsx';
import type { DeferredPopupProps } from '../components/DeferredPopup.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';

/** The Download App menu's items: a badge per app store. */
export function DownloadAppDropdown(props: DeferredPopupProps) {
  return (
    <DropdownMenu {...props}>
      {appStores.map((store) => (
        <Menu.Item key={store.name} value={store.name} asChild>
          <a href={store.href} target="_blank" rel="noreferrer">
            <Image src={store.badge} alt={store.alt} htmlWidth={180} htmlHeight={54} h="10" w="auto" />
          </a>
        </Menu.Item>
      ))}
    </DropdownMenu>
  );
}
