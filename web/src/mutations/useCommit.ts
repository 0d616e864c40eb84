import { useCallback } from 'react';
import { graphql, useMutation, type UseMutationConfig } from 'react-relay/hooks';
import {
  commitMutation,
  type Environment,
  type GraphQLTaggedNode,
  type MutationParameters,
  type PayloadError,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';

// What the storefront reads of a refusal; mutations spread it unmasked in their payload's `userErrors` (the cart's
// optimistic ones select only `message`).
graphql`
  fragment useCommit_userError on UserError {
    field
    code
    message
  }
`;

/** One of a payload's `userErrors`: an expected refusal, in the words the storefront shows. */
export interface UserError {
  readonly field?: ReadonlyArray<string> | null;
  readonly code?: string | null;
  readonly message: string;
}

/** The payload of a mutation's one root field (`addToCart`, `signOut`, ...). */
export type Payload<T extends MutationParameters> = T['response'][keyof T['response']];

/**
 * How a mutation ended. `done`: the payload, with no userErrors; `refused`: the payload and its userErrors (at
 * least one); `failed`: no payload to read (network, a GraphQL error such as a masked server error).
 */
export type Outcome<P> =
  | { readonly kind: 'done'; readonly payload: P }
  | { readonly kind: 'refused'; readonly payload: P; readonly userErrors: ReadonlyArray<UserError> }
  | { readonly kind: 'failed'; readonly error: Error };

/** What a commit may add to its variables: the optimistic change, the store updater and files to upload. */
export type CommitOptions<T extends MutationParameters> = Pick<
  UseMutationConfig<T>,
  'optimisticUpdater' | 'optimisticResponse' | 'updater' | 'uploadables'
>;

function outcomeOf<P>(response: object, errors: ReadonlyArray<PayloadError> | null | undefined): Outcome<P> {
  const [payload] = Object.values(response) as Array<P | null | undefined>;
  if (payload == null)
    return { kind: 'failed', error: new Error(errors?.[0]?.message ?? 'The mutation answered no payload') };
  const { userErrors = [] } = payload as { userErrors?: ReadonlyArray<UserError> };
  return userErrors.length > 0 ? { kind: 'refused', payload, userErrors } : { kind: 'done', payload };
}

/**
 * The root's `viewer` becomes the payload's: its `id` is the identity's (one per shopper, one for guests), so after
 * a sign-in or sign-out every screen reads the new shopper's records, never the last one's.
 */
function followViewer(store: RecordSourceSelectorProxy, response: object | null | undefined) {
  const [field] = Object.keys(response ?? {});
  const viewer = field === undefined ? null : store.getRootField(field)?.getLinkedRecord('viewer');
  if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
}

/** The commit's own updater, after `followViewer`. */
const updaterOf =
  <T extends MutationParameters>(updater: CommitOptions<T>['updater']): CommitOptions<T>['updater'] =>
  (store, response) => {
    followViewer(store, response);
    updater?.(store, response);
  };

/**
 * The storefront's one way to run a mutation: commit resolves with its outcome and never rejects, and says
 * nothing to the shopper (the screen turns the outcome into its own toast or form message). An optimistic change
 * lasts until the answer: then the payload replaces it (a refusal's payload leaves the store as the server has it)
 * or, on failure, it is rolled back. Forms await it, so their `isSubmitting` is the mutation's in-flight state.
 */
export function useCommit<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit] = useMutation<T>(mutation);
  return useCallback(
    (variables: T['variables'], options: CommitOptions<T> = {}) =>
      new Promise<Outcome<Payload<T>>>((resolve) => {
        commit({
          ...options,
          updater: updaterOf<T>(options.updater),
          variables,
          onCompleted: (response, errors) => resolve(outcomeOf<Payload<T>>(response, errors)),
          onError: (error) => resolve({ kind: 'failed', error }),
        });
      }),
    [commit],
  );
}

/**
 * A mutation run outside React, as `useCommit` runs it: a form posted without the app, which the server's renderer
 * answers by running the form's mutation in the environment of the page it renders.
 */
export function commitOutcome<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<Outcome<Payload<T>>> {
  return new Promise((resolve) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      updater: updaterOf<T>(undefined),
      onCompleted: (response, errors) => resolve(outcomeOf<Payload<T>>(response, errors)),
      onError: (error) => resolve({ kind: 'failed', error }),
    });
  });
}

/** The text for an outcome a screen did not want: the refusal's (first) message, else the screen's fallback. */
export function outcomeMessage(outcome: Outcome<unknown>, fallback: string) {
  return outcome.kind === 'refused' ? (outcome.userErrors[0]?.message ?? fallback) : fallback;
}
