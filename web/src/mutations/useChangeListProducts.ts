import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useChangeListProductsAddMutation } from './__generated__/useChangeListProductsAddMutation.graphql.ts';
import type { useChangeListProductsRemoveMutation } from './__generated__/useChangeListProductsRemoveMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

const add = graphql`
  mutation useChangeListProductsAddMutation($input: ListProductInput!, $productId: ID!) {
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
  mutation useChangeListProductsRemoveMutation($input: ListProductInput!, $productId: ID!) {
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

/** The key of the list's products as the Shared List tab reads them (`SharedListProducts_list`). */
const ITEMS_CONNECTION = 'SharedListProducts_items';

/**
 * Adds a product to one of the shopper's lists or takes it out. Membership (the dialog's Add/Remove) changes at
 * once, and a removed product leaves the list's cards at once; both go back if the server refuses or fails.
 * Resolves with the outcome.
 */
export function useChangeListProducts() {
  const commitAdd = useCommit<useChangeListProductsAddMutation>(add);
  const commitRemove = useCommit<useChangeListProductsRemoveMutation>(remove);
  return useCallback(
    (list: { id: string; listId: string }, product: { id: string; productId: string }, wanted: boolean) => {
      const variables = { input: { listId: list.listId, productId: product.productId }, productId: product.productId };
      const optimisticUpdater = (store: RecordSourceSelectorProxy) => {
        const record = store.get(list.id);
        record?.setValue(wanted, 'containsProduct', { productId: product.productId });
        const items = record && ConnectionHandler.getConnection(record, ITEMS_CONNECTION);
        if (wanted || !items) return;
        ConnectionHandler.deleteNode(items, product.id);
        // The loaded edges may be a page of the list: one fewer of the total, not the edges left.
        items.setValue(Math.max(0, Number(items.getValue('totalCount') ?? 1) - 1), 'totalCount');
      };
      return wanted ? commitAdd(variables, { optimisticUpdater }) : commitRemove(variables, { optimisticUpdater });
    },
    [commitAdd, commitRemove],
  );
}
