import { useEffect, useId, useState } from 'react';
import { Button, Checkbox, Dialog, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import { useChangeListProducts } from '../mutations/useChangeListProducts.ts';
import { useChangeWishlist } from '../mutations/useChangeWishlist.ts';
import { signInPath } from '../session/redirect.ts';
import { toast, toastOutcome } from '../feedback/toast.ts';
import { listChangeFailure, wishlistChangeFailure } from './changeFailures.ts';
import type { AddToListDialog_viewer$key } from './__generated__/AddToListDialog_viewer.graphql.ts';
import type { AddToListDialogQuery as AddToListDialogQueryType } from './__generated__/AddToListDialogQuery.graphql.ts';
import { NewListForm } from './NewListForm.tsx';

export const AddToListDialogQuery = graphql`
  query AddToListDialogQuery($productId: ID!) {
    viewer {
      user {
        id
      }
      ...AddToListDialog_viewer @arguments(productId: $productId)
    }
    product(productId: $productId) {
      id
      productId
      inWishlist
    }
  }
`;

/**
 * The Add to List dialog's body: the Wishlist checkbox, one radio per list with Add or Remove (by whether the
 * picked list holds the product), and a new list made inline. The spec gives the wishlist and the lists their own
 * controls; each says on screen when it saves (the checkbox at once, a list on Add or Remove, a new list with the
 * product in it) and each list says whether it holds the product. A guest is sent to sign in instead.
 */
export function AddToListDialogBody({ queryRef }: { queryRef: PreloadedQuery<AddToListDialogQueryType> }) {
  const { viewer, product } = usePreloadedQuery<AddToListDialogQueryType>(AddToListDialogQuery, queryRef);
  const { lists } = useFragment<AddToListDialog_viewer$key>(
    graphql`
      fragment AddToListDialog_viewer on Viewer @argumentDefinitions(productId: { type: "ID!" }) {
        lists(first: 100) @required(action: THROW) {
          edges {
            node {
              id
              listId
              name
              containsProduct(productId: $productId)
            }
          }
        }
      }
    `,
    viewer,
  );
  const navigate = useNavigate();
  const location = useLocation();
  const changeWishlist = useChangeWishlist();
  const changeList = useChangeListProducts();
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const signedIn = viewer.user !== null;

  useEffect(() => {
    if (!signedIn) navigate(signInPath(location));
  }, [signedIn, navigate, location]);
  if (!signedIn || !product) return null;

  const list = lists.edges.find(({ node }) => node.id === selected)?.node;
  const act = async () => {
    if (!list) return toast({ type: 'error', title: 'Please select a list' });
    const wanted = !list.containsProduct;
    setBusy(true);
    const outcome = await changeList(list, product, wanted);
    setBusy(false);
    toastOutcome(outcome, {
      success: `${wanted ? 'Added to' : 'Removed from'} ${list.name}`,
      failure: listChangeFailure(wanted),
    });
  };

  return (
    <Stack gap="4">
      <Checkbox.Root
        checked={product.inWishlist}
        onCheckedChange={async (details) => {
          const wanted = details.checked === true;
          toastOutcome(await changeWishlist(product, wanted), { failure: wishlistChangeFailure(wanted) });
        }}
      >
        <Checkbox.HiddenInput aria-describedby={`${id}-wishlist`} />
        <Checkbox.Control />
        <Checkbox.Label>Wishlist</Checkbox.Label>
      </Checkbox.Root>
      <Text id={`${id}-wishlist`} fontSize="sm" color="fg.muted" mt="-3">
        {product.inWishlist ? 'In your wishlist.' : 'Not in your wishlist.'} Ticking or unticking saves at once.
      </Text>
      {lists.edges.length === 0 ? (
        <Text color="fg.muted">No List Found</Text>
      ) : (
        <Stack gap="2">
          <Text id={`${id}-lists`} fontSize="sm" color="fg.muted">
            Pick a list, then Add (or Remove when it already holds this product).
          </Text>
          <RadioGroup.Root
            aria-label="Your lists"
            aria-describedby={`${id}-lists`}
            value={selected}
            onValueChange={(details) => setSelected(details.value)}
          >
            <Stack gap="2">
              {lists.edges.map(({ node }) => (
                <HStack key={node.id} gap="2">
                  <RadioGroup.Item value={node.id} minW="0" title={node.name}>
                    <RadioGroup.ItemHiddenInput aria-describedby={`${id}-${node.listId}`} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText truncate>{node.name}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                  <Text id={`${id}-${node.listId}`} fontSize="xs" color="fg.muted" flexShrink={0}>
                    {node.containsProduct ? 'Holds this product' : ''}
                  </Text>
                </HStack>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Stack>
      )}
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <NewListForm product={product} onCreated={setSelected} />
        <Button onClick={act} disabled={busy}>
          {list?.containsProduct ? 'Remove' : 'Add'}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The dialog around the body; its data loads when it opens ("Loading..." meanwhile). */
export function AddToListDialogFrame({ onClose, children }: { onClose: () => void; children: React.ReactNode }) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Add to List</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{children}</Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
