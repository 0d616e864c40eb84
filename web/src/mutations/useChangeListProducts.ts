import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useChangeListProductsAddMutation } from './__generated__/useChangeListProductsAddMutation.graphql.ts';
import type { useChangeListProductsRemoveMutation } from './__generated__/useChangeListProductsRemoveMutation.graphql.ts';

const add = graphql`
  mutation useChangeListProductsAddMutation($input: ListProductInput!, $productId: String!) {
    addProductToList(input: $input) {
      list {
        id
        containsProduct(productId: $productId)
        ...SharedListProducts_list
      }
      userErrors {
        message
      }
    }
  }
`;

const remove = graphql`
  mutation useChangeListProductsRemoveMutation($input: ListProductInput!, $productId: String!) {
    removeProductFromList(input: $input) {
      list {
        id
        containsProduct(productId: $productId)
        ...SharedListProducts_list
      }
      userErrors {
        message
      }
    }
  }
`;

/** The list's products as the Shared List tab reads them (`SharedListProducts_list`). */
const ITEMS_ARGS = { first: 100 };

/**
 * Adds a product to one of the shopper's lists or takes it out. Membership (the dialog's Add/Remove) changes at
 * once, and a removed product leaves the list's cards at once; both go back if the server refuses or fails.
 * Resolves with the message to show, or null when the change was made.
 */
export function useChangeListProducts() {
  const [commitAdd] = useMutation<useChangeListProductsAddMutation>(add);
  const [commitRemove] = useMutation<useChangeListProductsRemoveMutation>(remove);
  return useCallback(
    (list: { id: string; listId: string }, product: { id: string; productId: string }, wanted: boolean) =>
      new Promise<string | null>((resolve) => {
        const variables = { input: { listId: list.listId, productId: product.productId }, productId: product.productId };
        const optimisticUpdater = (store: RecordSourceSelectorProxy) => {
          const record = store.get(list.id);
          record?.setValue(wanted, 'containsProduct', { productId: product.productId });
          const items = record?.getLinkedRecord('items', ITEMS_ARGS);
          const edges = items?.getLinkedRecords('edges');
          if (wanted || !items || !edges) return;
          const kept = edges.filter((edge) => edge?.getLinkedRecord('node')?.getDataID() !== product.id);
          items.setLinkedRecords(kept, 'edges');
          items.setValue(kept.length, 'totalCount');
        };
        const failed = () => resolve(`Failed to ${wanted ? 'add to' : 'remove from'} the list. Please try again.`);
        const settle = (errors: ReadonlyArray<{ message: string }>) => resolve(errors[0]?.message ?? null);
        if (wanted) {
          commitAdd({ variables, optimisticUpdater, onCompleted: (r) => settle(r.addProductToList.userErrors), onError: failed });
        } else {
          commitRemove({ variables, optimisticUpdater, onCompleted: (r) => settle(r.removeProductFromList.userErrors), onError: failed });
        }
      }),
    [commitAdd, commitRemove],
  );
}
