import { Checkbox } from '@chakra-ui/react';

/** The optional notifications opt-in of the sign-in and sign-up screens. The API takes no such field: not sent. */
export function SubscribeCheckbox() {
  return (
    <Checkbox.Root size="sm" name="subscribe">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">Subscribe to WhatsApp, Email notifications. (Optional)</Checkbox.Label>
    </Checkbox.Root>
  );
}
