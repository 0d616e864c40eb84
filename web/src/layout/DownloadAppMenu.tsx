import { Button, Image, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown, Smartphone } from 'lucide-react';
import { appStores } from './AppStoreBadges.tsx';

export function DownloadAppMenu() {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm">
          <Smartphone aria-hidden /> Download App <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
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
