import { graphql } from 'react-relay';
import type { useSaveAddressAddMutation } from './__generated__/useSaveAddressAddMutation.graphql.ts';
import type { useSaveAddressUpdateMutation } from './__generated__/useSaveAddressUpdateMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

// The payloads spread the checkout's address list, so the new or changed address shows at once.
const addMutation = graphql`
  mutation useSaveAddressAddMutation($input: AddAddressInput!) {
    addAddress(input: $input) {
      address {
        id
      }
      user {
        ...AddressStep_user
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;

const updateMutation = graphql`
  mutation useSaveAddressUpdateMutation($input: UpdateAddressInput!) {
    updateAddress(input: $input) {
      address {
        id
      }
      user {
        ...AddressStep_user
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;

export const useAddAddress = () => useCommit<useSaveAddressAddMutation>(addMutation);
export const useUpdateAddress = () => useCommit<useSaveAddressUpdateMutation>(updateMutation);
