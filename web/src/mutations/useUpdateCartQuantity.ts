import { useCallback, useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { toaster } from '../toaster.tsx';
import type { useUpdateCartQuantityMutation } from './__generated__/useUpdateCartQuantityMutation.graphql.ts';

const mutation = graphql`
  mutation useUpdateCartQuantityMutation($input: UpdateCartQuantityInput!) {
    updateCartQuantity(input: $input) {
      cart {
        ...CartSection_cart
      }
      userErrors {
        message
      }
    }
  }
`;

/**
 * A cart line's quantity stepper. The number changes at once (optimistic) and returns to the server's quantity
 * if the change is refused or fails. Changes to one line never race: while a request is in flight only the
 * latest wanted quantity is kept, and it is sent when the request answers, so the last answer is the server's
 * state after the shopper's last click.
 */
export function useUpdateCartQuantity(line: { id: string; productId: string; quantity: number }) {
  const [commit] = useMutation<useUpdateCartQuantityMutation>(mutation);
  const inFlight = useRef(false);
  const [pending, setPending] = useState<number | null>(null);
  const pendingRef = useRef<number | null>(null);

  const send = useCallback(
    (quantity: number) => {
      inFlight.current = true;
      const settle = (message?: string) => {
        if (message) toaster.create({ type: 'error', title: message });
        inFlight.current = false;
        const next = pendingRef.current;
        pendingRef.current = null;
        setPending(null);
        if (next !== null) send(next);
      };
      commit({
        variables: { input: { productId: line.productId, quantity } },
        optimisticUpdater: (store) => store.get(line.id)?.setValue(quantity, 'quantity'),
        onCompleted: ({ updateCartQuantity }) => settle(updateCartQuantity.userErrors[0]?.message),
        onError: () => settle('Failed to update quantity. Please try again.'),
      });
    },
    [commit, line.id, line.productId],
  );

  const change = useCallback(
    (quantity: number) => {
      if (!inFlight.current) return send(quantity);
      pendingRef.current = quantity;
      setPending(quantity);
    },
    [send],
  );
  return [pending ?? line.quantity, change] as const;
}
