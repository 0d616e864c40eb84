import { useCallback } from 'react';
import type { GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import { useCommit } from './useCommit.ts';

/**
 * Takes a line out of the cart (or the cart checkout) in the store at once, an optimistic update: the lines, and
 * the cart's counts (the navbar's is its units).
 */
function removeCartLine(ownerId: string, lineId: string) {
  return (store: RecordSourceSelectorProxy) => {
    const owner = store.get(ownerId);
    const lines = owner?.getLinkedRecords('lines');
    if (!owner || !lines) return;
    const kept = lines.filter((line) => line?.getDataID() !== lineId);
    owner.setLinkedRecords(kept, 'lines');
    if (owner.getType() !== 'Cart') return;
    owner.setValue(kept.length, 'lineCount');
    owner.setValue(
      kept.reduce((units, line) => units + Number(line?.getValue('quantity') ?? 0), 0),
      'unitCount',
    );
  };
}

/** A mutation that takes a product out of the cart (`input: CartProductInput`). */
interface CartLineMutation extends MutationParameters {
  readonly variables: { readonly input: { readonly productId: string }; readonly inCheckout?: boolean | null };
}

/**
 * Commits a mutation that takes a cart line away (Remove, Move to Wishlist): the line leaves the page (the lines of
 * `ownerId`, the cart or the cart checkout) at once and comes back if the server refuses or fails. Resolves with
 * the outcome.
 */
export function useCartLineRemoval<T extends CartLineMutation>(mutation: GraphQLTaggedNode) {
  const commit = useCommit<T>(mutation);
  return useCallback(
    (ownerId: string, line: { id: string; productId: string }, inCheckout = false) =>
      commit(
        { input: { productId: line.productId }, inCheckout },
        { optimisticUpdater: removeCartLine(ownerId, line.id) },
      ),
    [commit],
  );
}
