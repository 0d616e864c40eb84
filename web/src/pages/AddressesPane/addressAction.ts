import { addressInput, addressSchema, SAVE_FAILED } from '../../components/address/addressSchema.ts';
import { formAction } from '../../forms/formAction.ts';
import { outcomeErrors } from '../../forms/useZodForm.ts';
import { z } from '../../forms/zod.ts';
import type { useSaveAddressAddMutation } from '../../mutations/__generated__/useSaveAddressAddMutation.graphql.ts';
import type { useSaveAddressUpdateMutation } from '../../mutations/__generated__/useSaveAddressUpdateMutation.graphql.ts';
import { commitOutcome } from '../../mutations/useCommit.ts';
import { addAddressMutation, updateAddressMutation } from '../../mutations/useSaveAddress.ts';
import { accountPanePath } from '../AccountPage/accountPanes.ts';

/** The posted fields as the form's values: the checkbox is there when checked, the location as two numbers. */
const postedAddress = z.preprocess((posted) => {
  const { isPrimary, latitude, longitude, ...fields } = posted as Record<string, string | undefined>;
  const location = latitude && longitude ? { latitude: Number(latitude), longitude: Number(longitude) } : null;
  return { ...fields, isPrimary: isPrimary !== undefined, location };
}, addressSchema);

/**
 * The address form's page (`/my-account?pane=address&address=new`, or `=<address id>`) posted without the app:
 * saved (the graph checks the address is the shopper's), then back to the addresses.
 */
export const addressAction = formAction('address', postedAddress, async (values, { request, environment }) => {
  const opened = new URL(request.url).searchParams.get('address') ?? 'new';
  const input = addressInput(values);
  const outcome =
    opened === 'new'
      ? await commitOutcome<useSaveAddressAddMutation>(environment, addAddressMutation, { input })
      : await commitOutcome<useSaveAddressUpdateMutation>(environment, updateAddressMutation, {
          input: { addressId: opened, ...input },
        });
  if (outcome.kind === 'done') return accountPanePath('address');
  const fields = Object.keys(addressSchema.shape);
  return { errors: outcomeErrors(outcome, fields, opened === 'new' ? SAVE_FAILED.add : SAVE_FAILED.update) };
});
