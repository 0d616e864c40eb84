import { useState } from 'react';
import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { z } from '../forms/zod.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { FormField } from './FormField.tsx';

export interface DeliveryAnswer {
  readonly deliverable: boolean;
  readonly message: string;
}

const SOMETHING_WENT_WRONG = 'Something went wrong';

/** What the check accepts: exactly 6 digits. */
const schema = z.object({
  pincode: z
    .string()
    .min(1, 'Please enter a pincode.')
    .regex(/^\d{6}$/, 'Pincode must be 6 digits.'),
});

/**
 * "Check delivery": digits only, at most 6; Check is enabled at exactly 6 digits (Enter checks too, so an empty or
 * short entry gets its message). `check` asks the server; its failure shows its message, else "Something went wrong".
 */
export function PincodeChecker({ check }: { check: (pincode: string) => Promise<DeliveryAnswer> }) {
  const form = useZodForm(schema, { pincode: '' });
  const { field, handleSubmit, setValue, setError, control, formState } = form;
  const pincode = useWatch({ control, name: 'pincode' });
  // The server's answer (an error goes onto the field instead).
  const [answer, setAnswer] = useState<DeliveryAnswer | null>(null);

  const submit = handleSubmit(async (values) => {
    try {
      setAnswer(await check(values.pincode));
    } catch (failure) {
      setError('pincode', {
        type: 'server',
        message: failure instanceof Error && failure.message ? failure.message : SOMETHING_WENT_WRONG,
      });
    }
  });

  const error = formState.errors.pincode?.message;
  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Check delivery">
      <FormField label="Check delivery to your pincode" error={error}>
        <HStack w="full">
          <Input
            {...field('pincode', {
              onChange: (event: { target: { value: string } }) => {
                const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
                if (digits !== event.target.value) setValue('pincode', digits);
                setAnswer(null);
              },
            })}
            inputMode="numeric"
            maxLength={6}
            autoComplete="postal-code"
            placeholder="Enter pincode"
            // A disabled submit button blocks implicit submission, so Enter is handled here.
            onKeyDown={(event) => event.key === 'Enter' && void submit(event)}
          />
          <Button type="submit" disabled={pincode.length !== 6} loading={formState.isSubmitting}>
            Check
          </Button>
        </HStack>
      </FormField>
      {answer && (
        <Text role="status" mt="2" color={answer.deliverable ? 'fg.success' : 'fg.error'}>
          {answer.message}
        </Text>
      )}
    </form>
  );
}
