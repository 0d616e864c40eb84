import { useState } from 'react';
import { Badge, Button, Dialog, Input, Stack } from '@chakra-ui/react';
import { z } from '../forms/zod.ts';
import { emailField } from '../forms/fields.ts';
import { showOutcome, useZodForm } from '../forms/useZodForm.ts';
import { fetchGoogleCredential } from '../google/sandboxCredential.ts';
import type { UserError } from '../mutations/useCommit.ts';
import { useSignInWithGoogle } from '../mutations/useSignInWithGoogle.ts';
import { useCompleteSignIn } from '../session/useCompleteSignIn.ts';
import { FormAlert, FormField } from './FormField.tsx';
import { FormDialogContent } from './FormDialog.tsx';

const NO_CREDENTIAL = 'Failed to retrieve authentication token';
const SIGN_IN_FAILED = 'Failed to sign in with Google';
/** A refusal shows as the form's message; a refused credential reads as the failure. */
const reword = (error: UserError) => ({
  message: error.code === 'INVALID_CREDENTIALS' ? SIGN_IN_FAILED : error.message,
});

const schema = z.object({ email: emailField, name: z.string().trim().min(1, 'Name is required') });

function GoogleMark() {
  return (
    <svg aria-hidden width="18" height="18" viewBox="0 0 48 48">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.9 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * "Continue with Google". Google's sign-in script cannot load here (no internet, no CDN), so a small dialog stands
 * in for its account chooser: the e-mail and name go to the development sandbox issuer for a credential
 * (google/sandboxCredential.ts, the one piece a Google Identity Services integration replaces), which then signs
 * in through `signInWithGoogle`.
 */
export function GoogleSignInButton() {
  const [open, setOpen] = useState(false);
  const signInWithGoogle = useSignInWithGoogle();
  const completeSignIn = useCompleteSignIn();
  const form = useZodForm(schema, { email: '', name: '' });
  const { field, handleSubmit, setError, formState } = form;
  const { errors } = formState;

  const signIn = handleSubmit(async (account) => {
    const credential = await fetchGoogleCredential(account);
    if (!credential) return setError('root.server', { message: NO_CREDENTIAL });
    const outcome = await signInWithGoogle({ input: { credential } });
    if (outcome.kind === 'done') return completeSignIn();
    showOutcome(form, outcome, SIGN_IN_FAILED, reword);
  });

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button type="button" variant="outline" w="full">
          <GoogleMark />
          Continue with Google
        </Button>
      </Dialog.Trigger>
      <FormDialogContent
        header={
          <>
            <Badge colorPalette="orange">Development sandbox</Badge>
            <Dialog.Title>Sign in with Google (development sandbox)</Dialog.Title>
            <Dialog.Description fontSize="sm" color="fg.muted">
              This is the development sandbox, not Google: it signs you in as whatever e-mail you type, and no Google
              account is used. It works only on the machine running the storefront with DEV_SANDBOX=true.
            </Dialog.Description>
          </>
        }
        submitLabel="Continue"
        submitting={formState.isSubmitting}
        onSubmit={(event) => void signIn(event)}
      >
        <Stack gap="4">
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...field('email')} />
          </FormField>
          <FormField label="Name" required error={errors.name?.message}>
            <Input autoComplete="name" {...field('name')} />
          </FormField>
          {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        </Stack>
      </FormDialogContent>
    </Dialog.Root>
  );
}
