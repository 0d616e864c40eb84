// A deleted address leaves the Relay store (issue 56, part 2): the payload's `deletedAddressId` is `@deleteRecord`, so
// nothing that still held the address (another screen's list, a checkout's choice) reads it again.
import { createOperationDescriptor, type Environment } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { useSaveAddressDeleteMutation } from '../../web/src/mutations/__generated__/useSaveAddressDeleteMutation.graphql.ts';
import { commitOutcome } from '../../web/src/mutations/useCommit.ts';
import { deleteAddressMutation } from '../../web/src/mutations/useSaveAddress.ts';
import AccountOverviewPaneQuery from '../../web/src/pages/AccountOverviewPane/__generated__/AccountOverviewPaneQuery.graphql.ts';

describe('deleteAddress', () => {
  it('removes the deleted address from the store, and leaves the others', async () => {
    const environment = createMockEnvironment();
    const page = createOperationDescriptor(AccountOverviewPaneQuery, {});
    environment.commitPayload(
      page,
      MockPayloadGenerator.generate(page, {
        User: () => ({ id: 'user-1', addresses: [{ id: 'address-1' }, { id: 'address-2' }] }),
      }).data!,
    );
    const source = () => environment.getStore().getSource();
    expect(source().has('address-2')).toBe(true);

    const outcome = commitOutcome<useSaveAddressDeleteMutation>(
      environment as unknown as Environment,
      deleteAddressMutation,
      { input: { addressId: 'address-2' } },
    );
    const operation = environment.mock.getMostRecentOperation();
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        DeleteAddressPayload: () => ({ deletedAddressId: 'address-2', userErrors: [] }),
        User: () => ({ id: 'user-1', addresses: [{ id: 'address-1' }] }),
      }),
    );
    expect((await outcome).kind).toBe('done');
    expect(source().get('address-2')).toBeNull();
    expect(source().has('address-1')).toBe(true);
  });
});
