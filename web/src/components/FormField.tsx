import type { ReactNode } from 'react';
import { Alert, Field } from '@chakra-ui/react';

interface FormFieldProps extends Omit<Field.RootProps, 'label'> {
  label: ReactNode;
  /** The field's message, shown in red and tied to the input (aria-invalid, aria-errormessage). */
  error?: string | undefined;
  /** Guidance shown while there is no error (aria-describedby). */
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled form control (Chakra's Field wires the label, hint and error to the Input inside). */
export function FormField({ label, error, hint, required, children, ...root }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} {...root}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A form's own message (not about one field): an error announced as an alert, or a success as a status. */
export function FormAlert({ status = 'error', children }: { status?: 'error' | 'success'; children: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} size="sm">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}
