import { useCallback } from 'react';
import type { GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import { useCommit } from './useCommit.ts';

/** Takes a line out of the cart in the store at once (an optimistic update): the lines and the navbar count. */
function removeCartLine(cartId: string, lineId: string) {
  return (store: RecordSourceSelectorProxy) => {
    const cart = store.get(cartId);
    const lines = cart?.getLinkedRecords('lines');
    if (!cart || !lines) return;
    const kept = lines.filter((line) => line?.getDataID() !== lineId);
    cart.setLinkedRecords(kept, 'lines');
    cart.setValue(kept.length, 'lineCount');
  };
}

/** A mutation that takes a product out of the cart (`input: CartProductInput`). */
interface CartLineMutation extends MutationParameters {
  readonly variables: { readonly input: { readonly productId: string } };
}

/**
 * Commits a mutation that takes a cart line away (Remove, Move to Wishlist): the line leaves the page and the
 * navbar count at once and comes back if the server refuses or fails. Resolves with the outcome.
 */
export function useCartLineRemoval<T extends CartLineMutation>(mutation: GraphQLTaggedNode) {
  const commit = useCommit<T>(mutation);
  return useCallback(
    (cartId: string, line: { id: string; productId: string }) =>
      commit({ input: { productId: line.productId } }, { optimisticUpdater: removeCartLine(cartId, line.id) }),
    [commit],
  );
}
