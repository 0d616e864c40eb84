import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';

export interface DeliveryAnswer {
  readonly deliverable: boolean;
  readonly message: string;
}

type Outcome = { kind: 'error' | 'deliverable' | 'notDeliverable'; message: string } | null;

/** The check's message for an entered value, or null when it is a pincode to ask about (spec 001 §5). */
export function pincodeError(pincode: string): string | null {
  if (pincode === '') return 'Please enter a pincode.';
  return /^\d{6}$/.test(pincode) ? null : 'Pincode must be 6 digits.';
}

/**
 * "Check delivery": digits only, at most 6; Check is enabled at exactly 6 digits (Enter checks too, so an empty or
 * short entry gets its message). `check` asks the server; its failure shows its message, else "Something went wrong".
 */
export function PincodeChecker({ check }: { check: (pincode: string) => Promise<DeliveryAnswer> }) {
  const [pincode, setPincode] = useState('');
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event?: FormEvent | KeyboardEvent) => {
    event?.preventDefault();
    const error = pincodeError(pincode);
    if (error) return setOutcome({ kind: 'error', message: error });
    setChecking(true);
    try {
      const answer = await check(pincode);
      setOutcome({ kind: answer.deliverable ? 'deliverable' : 'notDeliverable', message: answer.message });
    } catch (failure) {
      setOutcome({ kind: 'error', message: failure instanceof Error && failure.message ? failure.message : 'Something went wrong' });
    } finally {
      setChecking(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Check delivery">
      <Field.Root invalid={outcome?.kind === 'error'}>
        <Field.Label>Check delivery to your pincode</Field.Label>
        <HStack w="full">
          <Input
            value={pincode}
            inputMode="numeric"
            maxLength={6}
            autoComplete="postal-code"
            placeholder="Enter pincode"
            onChange={(event) => {
              setPincode(event.target.value.replace(/\D/g, '').slice(0, 6));
              setOutcome(null);
            }}
            // A disabled submit button blocks implicit submission, so Enter is handled here.
            onKeyDown={(event) => event.key === 'Enter' && void submit(event)}
          />
          <Button type="submit" disabled={pincode.length !== 6} loading={checking}>
            Check
          </Button>
        </HStack>
        {outcome?.kind === 'error' && <Field.ErrorText>{outcome.message}</Field.ErrorText>}
      </Field.Root>
      {outcome && outcome.kind !== 'error' && (
        <Text role="status" mt="2" color={outcome.kind === 'deliverable' ? 'fg.success' : 'fg.error'}>
          {outcome.message}
        </Text>
      )}
    </form>
  );
}
