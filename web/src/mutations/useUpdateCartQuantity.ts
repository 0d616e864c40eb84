import { useCallback, useRef, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useUpdateCartQuantityMutation } from './__generated__/useUpdateCartQuantityMutation.graphql.ts';
import { useCommit, type Outcome, type Payload } from './useCommit.ts';

const mutation = graphql`
  mutation useUpdateCartQuantityMutation($input: UpdateCartQuantityInput!, $inCheckout: Boolean = false) {
    updateCartQuantity(input: $input) {
      cart {
        ...CartSection_cart
      }
      viewer @include(if: $inCheckout) {
        checkout(source: CART) {
          ...CheckoutPage_checkout
        }
      }
      userErrors {
        message
      }
    }
  }
`;

/**
 * A cart line's quantity stepper. The number changes at once (optimistic) and returns to the server's quantity
 * if the change is refused or fails; each change's outcome goes to `onOutcome` (the screen's feedback). Changes
 * to one line never race: while a request is in flight only the latest wanted quantity is kept, and it is sent
 * when the request answers, so the last answer is the server's state after the shopper's last click.
 * `inCheckout` also reprices the cart checkout from the answer (the checkout page's lines and totals).
 */
export function useUpdateCartQuantity(
  line: { id: string; productId: string; quantity: number },
  onOutcome: (outcome: Outcome<Payload<useUpdateCartQuantityMutation>>) => void,
  inCheckout = false,
) {
  const commit = useCommit<useUpdateCartQuantityMutation>(mutation);
  const inFlight = useRef(false);
  const [pending, setPending] = useState<number | null>(null);
  const pendingRef = useRef<number | null>(null);

  const send = useCallback(
    async (quantity: number) => {
      inFlight.current = true;
      const outcome = await commit(
        { input: { productId: line.productId, quantity }, inCheckout },
        { optimisticUpdater: (store) => store.get(line.id)?.setValue(quantity, 'quantity') },
      );
      onOutcome(outcome);
      inFlight.current = false;
      const next = pendingRef.current;
      pendingRef.current = null;
      setPending(null);
      if (next !== null) void send(next);
    },
    [commit, line.id, line.productId, onOutcome, inCheckout],
  );

  const change = useCallback(
    (quantity: number) => {
      if (!inFlight.current) return void send(quantity);
      pendingRef.current = quantity;
      setPending(quantity);
    },
    [send],
  );
  return [pending ?? line.quantity, change] as const;
}
