import { Menu, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { DeferredPopupProps } from '../components/DeferredPopup.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';

interface Address {
  readonly id: string;
  readonly name: string;
  readonly houseName: string;
  readonly localArea: string;
  readonly pincode: string;
}

/** The address selector's items: the shopper's addresses to deliver to, the chosen one checked, and Manage addresses. */
export function AddressDropdown({
  trigger,
  defaultOpen,
  addresses,
  chosenId,
  onChoose,
}: DeferredPopupProps & { addresses: readonly Address[]; chosenId: string; onChoose: (id: string) => void }) {
  return (
    <DropdownMenu
      trigger={trigger}
      defaultOpen={defaultOpen}
      onSelect={({ value }) => value !== 'manage' && onChoose(value)}
      contentProps={{ maxW: 'sm' }}
    >
      <Menu.RadioItemGroup value={chosenId}>
        <Menu.ItemGroupLabel>Deliver to</Menu.ItemGroupLabel>
        {addresses.map((address) => (
          <Menu.RadioItem key={address.id} value={address.id}>
            <Menu.ItemIndicator />
            <Text truncate>
              {address.name}, {address.houseName}, {address.localArea} {address.pincode}
            </Text>
          </Menu.RadioItem>
        ))}
      </Menu.RadioItemGroup>
      <Menu.Separator />
      <Menu.Item value="manage" asChild>
        <RouterLink to="/my-account">Manage addresses</RouterLink>
      </Menu.Item>
    </DropdownMenu>
  );
}
