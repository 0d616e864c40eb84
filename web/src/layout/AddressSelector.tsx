import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { ChevronDown, MapPin } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { AddressSelector_viewer$key } from './__generated__/AddressSelector_viewer.graphql.ts';
import { DeferredPopup } from '../components/DeferredPopup.tsx';

const dropdown = async () => (await import('./AddressDropdown.tsx')).AddressDropdown;

/** Where the shopper's chosen delivery address is remembered on the device (by its global ID). */
export const DELIVERY_ADDRESS_KEY = 'deliveryAddressId';

/**
 * The bottom bar's address selector for signed-in shoppers: the chosen address's local area and pincode (the
 * primary address until another is chosen). Nothing shows for a guest or a shopper without addresses.
 */
export function AddressSelector({ viewer }: { viewer: AddressSelector_viewer$key }) {
  const { user } = useFragment(
    graphql`
      fragment AddressSelector_viewer on Viewer {
        user {
          addresses {
            id
            name
            houseName
            localArea
            pincode
            isPrimary
          }
        }
      }
    `,
    viewer,
  );
  const [chosenId, setChosenId] = useState(() => localStorage.getItem(DELIVERY_ADDRESS_KEY));
  const addresses = user?.addresses ?? [];
  const chosen = addresses.find((a) => a.id === chosenId) ?? addresses.find((a) => a.isPrimary) ?? addresses[0];
  if (!chosen) return null;

  const choose = (id: string) => {
    localStorage.setItem(DELIVERY_ADDRESS_KEY, id);
    setChosenId(id);
  };
  return (
    <DeferredPopup
      module={dropdown}
      props={{ addresses, chosenId: chosen.id, onChoose: choose }}
      trigger={
        <Button variant="ghost" size="sm" maxW="full" aria-label={`Deliver to ${chosen.localArea} ${chosen.pincode}`}>
          <MapPin aria-hidden />
          <Text as="span" truncate maxW="40">
            {chosen.localArea} {chosen.pincode}
          </Text>
          <ChevronDown aria-hidden />
        </Button>
      }
    />
  );
}
