// The storefront's Relay store keeps a viewer per identity (issue 56, part 1): a payload's `viewer` becomes the root's
// `viewer`, so after a sign-in or sign-out every screen reads the new identity's records, never the last one's.
import { createOperationDescriptor, type Environment, type OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import AppShellQuery from '../../web/src/layout/__generated__/AppShellQuery.graphql.ts';
import type { useResetPasswordMutation } from '../../web/src/mutations/__generated__/useResetPasswordMutation.graphql.ts';
import type { useSignInWithEmailMutation } from '../../web/src/mutations/__generated__/useSignInWithEmailMutation.graphql.ts';
import { commitOutcome } from '../../web/src/mutations/useCommit.ts';
import { resetPasswordMutation } from '../../web/src/mutations/useResetPassword.ts';
import { signInWithEmailMutation } from '../../web/src/mutations/useSignInWithEmail.ts';

const shopper = (id: string, name: string, unitCount: number) => ({
  Viewer: () => ({ id, user: { name }, cart: { id: `cart-${id}`, unitCount } }),
});
const GUEST = { Viewer: () => ({ id: 'viewer-guest', user: null, cart: null }) };

/** The root `viewer` the shell reads: its record's ID, the shopper's name and the cart count. */
function shellViewer(environment: ReturnType<typeof createMockEnvironment>) {
  const snapshot = environment.lookup(createOperationDescriptor(AppShellQuery, {}).fragment);
  const viewerId = (snapshot.data as { viewer: { __id: string } }).viewer.__id;
  const record = environment.getStore().getSource().get(viewerId)!;
  const user = record.user
    ? environment
        .getStore()
        .getSource()
        .get((record.user as { __ref: string }).__ref)
    : null;
  const cart = record.cart
    ? environment
        .getStore()
        .getSource()
        .get((record.cart as { __ref: string }).__ref)
    : null;
  return { viewerId, name: user?.name ?? null, unitCount: cart?.unitCount ?? null };
}

const answer = (operation: OperationDescriptor, resolvers: object) =>
  MockPayloadGenerator.generate(operation, { UserError: () => null, ...resolvers });

describe("a payload's viewer becomes the root viewer", () => {
  it("on sign-in, and again on the next shopper's sign-in and on a reset that signs out", async () => {
    const environment = createMockEnvironment();
    // The mock lacks a few methods of the real environment's type that committing a mutation does not use.
    const committing = environment as unknown as Environment;
    const shell = createOperationDescriptor(AppShellQuery, {});
    environment.commitPayload(shell, answer(shell, GUEST).data!);
    expect(shellViewer(environment)).toEqual({ viewerId: 'viewer-guest', name: null, unitCount: null });

    const signIn = async (resolvers: object) => {
      const outcome = commitOutcome<useSignInWithEmailMutation>(committing, signInWithEmailMutation, {
        input: { email: 'x@example.com', password: 'x' },
      });
      const operation = environment.mock.getMostRecentOperation();
      environment.mock.resolve(operation, {
        data: { signInWithEmail: { ...answer(operation, resolvers).data!.signInWithEmail!, userErrors: [] } },
      });
      expect((await outcome).kind).toBe('done');
    };

    await signIn(shopper('viewer-demo', 'Rahul Sharma', 2));
    expect(shellViewer(environment)).toEqual({ viewerId: 'viewer-demo', name: 'Rahul Sharma', unitCount: 2 });
    await signIn(shopper('viewer-asha', 'Asha Verma', 1));
    expect(shellViewer(environment)).toEqual({ viewerId: 'viewer-asha', name: 'Asha Verma', unitCount: 1 });
    // The first shopper's records are untouched, under their own IDs: nothing of theirs is read as the second's.
    expect(environment.getStore().getSource().get('cart-viewer-demo')?.unitCount).toBe(2);

    const reset = commitOutcome<useResetPasswordMutation>(committing, resetPasswordMutation, {
      input: { token: 't', password: 'New@12345', confirmPassword: 'New@12345' },
    });
    const operation = environment.mock.getMostRecentOperation();
    environment.mock.resolve(operation, {
      data: { resetPassword: { ...answer(operation, GUEST).data!.resetPassword!, userErrors: [] } },
    });
    expect((await reset).kind).toBe('done');
    expect(shellViewer(environment)).toEqual({ viewerId: 'viewer-guest', name: null, unitCount: null });
  });
});
