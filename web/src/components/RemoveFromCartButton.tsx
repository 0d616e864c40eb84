import { useState } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { toastOutcome } from '../feedback/toaster.tsx';
import { useRemoveFromCart } from '../mutations/useRemoveFromCart.ts';

interface RemoveFromCartButtonProps {
  /** The record whose lines show it: the cart, or the cart checkout. */
  ownerId: string;
  /** The line (its record, for the optimistic removal) and its product. */
  line: { id: string; productId: string };
  /** On the cart checkout: the answer reprices it. */
  inCheckout?: boolean;
  disabled?: boolean;
}

/** Remove, after "Are you sure you want to remove this item from the cart?". */
export function RemoveFromCartButton({ ownerId, line, inCheckout = false, disabled }: RemoveFromCartButtonProps) {
  const removeFromCart = useRemoveFromCart();
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    setConfirming(false);
    toastOutcome(await removeFromCart(ownerId, line, inCheckout), { failure: 'Failed to remove item. Please try again.' });
  };
  return (
    <>
      <Button size="sm" variant="ghost" colorPalette="red" disabled={disabled} onClick={() => setConfirming(true)}>
        Remove
      </Button>
      <Dialog.Root role="alertdialog" open={confirming} onOpenChange={(details) => setConfirming(details.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Body pt="6">
                <Dialog.Description>Are you sure you want to remove this item from the cart?</Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" onClick={() => void remove()}>
                  Remove
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
