import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

/**
 * `useMutation` with a commit that returns a promise: it resolves with the payload (whose `userErrors` say whether
 * the mutation did what was asked) and rejects on a GraphQL error (network, masked server error), which the screen
 * turns into its fallback text. Forms await it, so their `isSubmitting` is the mutation's in-flight state.
 */
export function useMutationPromise<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit] = useMutation<T>(mutation);
  return useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({ variables, onCompleted: (response) => resolve(response), onError: reject });
      }),
    [commit],
  );
}
