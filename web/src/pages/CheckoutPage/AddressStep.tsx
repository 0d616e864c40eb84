import { useState } from 'react';
import { Badge, Box, Button, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AddressStep_user$key } from './__generated__/AddressStep_user.graphql.ts';
import { AddressFormDialog } from '../../components/address/AddressFormDialog.tsx';
import { addressFormValues, orderedAddresses, type AddressForm } from '../../components/address/addressSchema.ts';

/** Addresses shown before "See More Addresses". */
const SHOWN = 2;

/**
 * Step 1, Select Address: the saved addresses as radio choices (primary first), two (and the selected one) shown
 * until "See More Addresses", each with Edit, and the product page's pincode message under one the marketplace does not deliver
 * to; "Add New Address"; "No Address Available" when there are none.
 */
export function AddressStep({
  user,
  selected,
  onSelect,
}: {
  user: AddressStep_user$key;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment AddressStep_user on User {
        addresses {
          ...addressSchema_address @relay(mask: false)
          delivery {
            deliverable
            message
          }
        }
      }
    `,
    user,
  );
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState<{ id: string; values: AddressForm } | 'new' | null>(null);
  const addresses = orderedAddresses(data.addresses);
  // The selected address is never hidden behind "See More Addresses" (a new one is last): it stays in its place.
  const shown = expanded ? addresses : addresses.filter((address, index) => index < SHOWN || address.id === selected);

  return (
    <Stack gap="3">
      {addresses.length === 0 ? (
        <Text color="fg.muted">No Address Available</Text>
      ) : (
        <RadioGroup.Root
          value={selected}
          onValueChange={(details) => details.value && onSelect(details.value)}
          aria-label="Delivery address"
        >
          <Stack gap="3">
            {shown.map((address) => (
              <HStack key={address.id} align="start" borderWidth="1px" rounded="md" p="3" gap="3">
                <RadioGroup.Item value={address.id} flex="1" alignItems="start">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator mt="1" />
                  <RadioGroup.ItemText>
                    <Stack gap="0">
                      <HStack gap="2">
                        <Text fontWeight="semibold">{address.name}</Text>
                        <Badge size="sm">{address.type === 'OFFICE' ? 'Office' : 'Home'}</Badge>
                        {address.isPrimary && (
                          <Badge size="sm" colorPalette="teal">
                            Default
                          </Badge>
                        )}
                      </HStack>
                      <Text fontSize="sm">+91 {address.phoneNumber}</Text>
                      <Text fontSize="sm">
                        {address.houseName}, {address.localArea}
                        {address.landmark ? `, ${address.landmark}` : ''}, {address.state} - {address.pincode}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {address.alternativePhoneNumber
                          ? `Alternative: +91 ${address.alternativePhoneNumber}`
                          : 'No Alternative Number'}
                      </Text>
                      {!address.delivery.deliverable && (
                        <Text fontSize="sm" color="red.600">
                          {address.delivery.message}
                        </Text>
                      )}
                    </Stack>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => setEditing({ id: address.id, values: addressFormValues(address) })}
                  aria-label={`Edit ${address.name}, ${address.pincode}`}
                >
                  Edit
                </Button>
              </HStack>
            ))}
          </Stack>
        </RadioGroup.Root>
      )}
      <HStack gap="3">
        {(expanded || addresses.length > shown.length) && (
          <Button variant="ghost" size="sm" onClick={() => setExpanded((open) => !open)}>
            {expanded ? 'See Less Addresses' : 'See More Addresses'}
          </Button>
        )}
        <Box flex="1" />
        <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
          Add New Address
        </Button>
      </HStack>
      {editing && (
        <AddressFormDialog
          editing={editing === 'new' ? null : editing}
          onSaved={(id) => {
            setEditing(null);
            onSelect(id);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
