import { Button, Text } from '@chakra-ui/react';
import { ChevronDown, MapPin } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AddressSelector_viewer$key } from './__generated__/AddressSelector_viewer.graphql.ts';
import { DeferredPopup } from '../components/DeferredPopup.tsx';
import { chooseDeliveryAddress, useDeliveryAddressId } from '../device/deliveryAddress.ts';

const dropdown = async () => (await import('./AddressDropdown.tsx')).AddressDropdown;

/**
 * The bottom bar's address selector for signed-in shoppers: the chosen address's local area and pincode (the
 * primary address until another is chosen here or a checkout delivers to another, remembered on the device by its
 * global ID: device/deliveryAddress.ts). Nothing shows for a guest
 * or a shopper without addresses.
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
  const chosenId = useDeliveryAddressId();
  const addresses = user?.addresses ?? [];
  const chosen = addresses.find((a) => a.id === chosenId) ?? addresses.find((a) => a.isPrimary) ?? addresses[0];
  if (!chosen) return null;

  return (
    <DeferredPopup
      module={dropdown}
      props={{ addresses, chosenId: chosen.id, onChoose: chooseDeliveryAddress }}
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
