import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { toastOutcome } from '../feedback/toast.ts';
import { useRemoveFromCart } from '../mutations/useRemoveFromCart.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

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
    toastOutcome(await removeFromCart(ownerId, line, inCheckout), {
      failure: 'Failed to remove item. Please try again.',
    });
  };
  return (
    <>
      <Button size="sm" variant="ghost" colorPalette="red" disabled={disabled} onClick={() => setConfirming(true)}>
        Remove
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        question="Are you sure you want to remove this item from the cart?"
        confirmLabel="Remove"
        onConfirm={() => void remove()}
      />
    </>
  );
}
