import { graphql } from 'react-relay/hooks';
import type { useSaveAddressAddMutation } from './__generated__/useSaveAddressAddMutation.graphql.ts';
import type { useSaveAddressUpdateMutation } from './__generated__/useSaveAddressUpdateMutation.graphql.ts';
import type { useSaveAddressDeleteMutation } from './__generated__/useSaveAddressDeleteMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

// The payloads spread the address list (checkout's and the account's), so the new, changed or deleted address shows at once;
// the deleted address leaves the store too (`@deleteRecord`), whatever else still holds it.
export const addAddressMutation = graphql`
  mutation useSaveAddressAddMutation($input: AddAddressInput!) {
    addAddress(input: $input) {
      address {
        id
      }
      user {
        ...AddressStep_user
      }
      userErrors {
        ...useCommit_userError @relay(mask: false)
      }
    }
  }
`;

export const updateAddressMutation = graphql`
  mutation useSaveAddressUpdateMutation($input: UpdateAddressInput!) {
    updateAddress(input: $input) {
      address {
        id
      }
      user {
        ...AddressStep_user
      }
      userErrors {
        ...useCommit_userError @relay(mask: false)
      }
    }
  }
`;

export const deleteAddressMutation = graphql`
  mutation useSaveAddressDeleteMutation($input: DeleteAddressInput!) {
    deleteAddress(input: $input) {
      deletedAddressId @deleteRecord
      user {
        ...AddressStep_user
      }
      userErrors {
        ...useCommit_userError @relay(mask: false)
      }
    }
  }
`;

export const useAddAddress = () => useCommit<useSaveAddressAddMutation>(addAddressMutation);
export const useUpdateAddress = () => useCommit<useSaveAddressUpdateMutation>(updateAddressMutation);
export const useDeleteAddress = () => useCommit<useSaveAddressDeleteMutation>(deleteAddressMutation);
