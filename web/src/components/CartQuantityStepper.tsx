import { toastOutcome } from '../feedback/toast.ts';
import type { Outcome } from '../mutations/useCommit.ts';
import { useUpdateCartQuantity } from '../mutations/useUpdateCartQuantity.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

const showQuantityOutcome = (outcome: Outcome<unknown>) =>
  toastOutcome(outcome, { failure: 'Failed to update quantity. Please try again.' });

interface CartQuantityStepperProps {
  /** The cart line (its record, for the optimistic quantity), its product and quantity. */
  line: { id: string; productId: string; quantity: number };
  max: number;
  /** On the cart checkout: the answer reprices it. */
  inCheckout?: boolean;
  disabled?: boolean;
}

/** A cart line's stepper: each change is saved to the cart, a refusal or failure is toasted. */
export function CartQuantityStepper({ line, max, inCheckout = false, disabled }: CartQuantityStepperProps) {
  const [quantity, setQuantity] = useUpdateCartQuantity(line, showQuantityOutcome, inCheckout);
  return <QuantityStepper value={quantity} min={1} max={max} onChange={setQuantity} disabled={disabled} />;
}
