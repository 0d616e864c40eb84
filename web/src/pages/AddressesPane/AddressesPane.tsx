import { useState, type MouseEvent } from 'react';
import { Badge, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { graphql } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { AddressFormDialog, AddressFormPage } from '../../components/address/AddressFormDialog.tsx';
import { addressFormValues, orderedAddresses, type AddressForm } from '../../components/address/addressSchema.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../feedback/toast.ts';
import { outcomeMessage } from '../../mutations/useCommit.ts';
import { useDeleteAddress } from '../../mutations/useSaveAddress.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { AccountLayout } from '../AccountPage/AccountLayout.tsx';
import { accountPanePath } from '../AccountPage/accountPanes.ts';
import type { AddressesPaneQuery as AddressesPaneQueryType } from './__generated__/AddressesPaneQuery.graphql.ts';

export const AddressesPaneQuery = graphql`
  query AddressesPaneQuery @preloadable {
    viewer {
      ...AccountLayout_viewer
      user {
        addresses {
          ...addressSchema_address @relay(mask: false)
        }
      }
    }
  }
`;

const PANE = accountPanePath('address');
/** The address form as a page of its own: `new`, or a saved address's id. */
const formPath = (address: string) => `${PANE}&address=${encodeURIComponent(address)}`;

/**
 * `/my-account?pane=address` (My Saved Addresses): primary first, Edit on every card, Delete on the others, Add. Add
 * and Edit open the form in a dialog; they are links to the form as a page of its own (`&address=`), which is what
 * they open before and without the app.
 */
export function AddressesPane() {
  const { viewer } = useRouteQuery<AddressesPaneQueryType>(AddressesPaneQuery);
  const deleteAddress = useDeleteAddress();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ id: string; values: AddressForm } | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; busy: boolean } | null>(null);
  const addresses = orderedAddresses(viewer.user?.addresses ?? []);
  const opened = useSearchParams()[0].get('address');
  const openedAddress = addresses.find((address) => address.id === opened);
  const open = (event: MouseEvent, address: typeof editing) => {
    event.preventDefault();
    setEditing(address);
  };

  if (opened === 'new' || openedAddress) {
    return (
      <AccountLayout viewer={viewer} title="My Saved Addresses">
        <AddressFormPage
          key={opened}
          editing={openedAddress ? { id: openedAddress.id, values: addressFormValues(openedAddress) } : null}
          onSaved={() => navigate(PANE)}
          cancelTo={PANE}
        />
      </AccountLayout>
    );
  }

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleting({ ...deleting, busy: true });
    const outcome = await deleteAddress({ input: { addressId: deleting.id } });
    setDeleting(null);
    if (outcome.kind === 'done') toast({ type: 'success', title: 'Address Deleted !' });
    else toast({ type: 'error', title: outcomeMessage(outcome, 'Failed to delete the address. Please try again.') });
  };

  return (
    <AccountLayout viewer={viewer} title="My Saved Addresses">
      <HStack>
        <Button asChild>
          <RouterLink to={formPath('new')} onClick={(event) => open(event, 'new')}>
            <Plus aria-hidden /> Add New Address
          </RouterLink>
        </Button>
      </HStack>
      {addresses.length === 0 ? (
        <Text color="fg.muted">No Address Available</Text>
      ) : (
        <SimpleGrid as="ul" aria-label="Saved addresses" listStyleType="none" columns={{ base: 1, lg: 2 }} gap="3">
          {addresses.map((address) => (
            <Card.Root as="li" key={address.id} size="sm">
              <Card.Body>
                <Stack gap="1">
                  <HStack gap="2">
                    <Text fontWeight="semibold">{address.name}</Text>
                    {address.isPrimary && <Badge colorPalette="teal">Default</Badge>}
                    <Badge>{address.type === 'OFFICE' ? 'Office' : 'Home'}</Badge>
                  </HStack>
                  <Text fontSize="sm">+91 {address.phoneNumber}</Text>
                  <Text fontSize="sm">
                    {address.houseName}, {address.localArea}
                    {address.landmark ? `, ${address.landmark}` : ''}, {address.state} - {address.pincode}
                  </Text>
                  <HStack gap="2" mt="2">
                    <Button asChild size="xs" variant="outline">
                      <RouterLink
                        to={formPath(address.id)}
                        onClick={(event) => open(event, { id: address.id, values: addressFormValues(address) })}
                        aria-label={`Edit ${address.name}, ${address.pincode}`}
                      >
                        Edit
                      </RouterLink>
                    </Button>
                    {!address.isPrimary && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setDeleting({ id: address.id, busy: false })}
                        aria-label={`Delete ${address.name}, ${address.pincode}`}
                      >
                        Delete
                      </Button>
                    )}
                  </HStack>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      {editing && (
        <AddressFormDialog
          editing={editing === 'new' ? null : editing}
          onSaved={() => setEditing(null)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        question="Are you sure you want to delete this address?"
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        loading={deleting?.busy ?? false}
      />
    </AccountLayout>
  );
}
