import { createToaster } from '@chakra-ui/react';
import { outcomeMessage, type Outcome } from '../mutations/useCommit.ts';

/** The storefront's toasts: `toaster.create({ type: 'success', title })` from anywhere; each shows 4 s. */
export const toaster = createToaster({ placement: 'top-end', duration: 4000, pauseOnPageIdle: true });

/**
 * A button's feedback for a mutation's outcome: `success` (when the screen shows one) once it is done, else an
 * error toast with the refusal's message or, when it failed, the screen's `failure` text.
 */
export function toastOutcome(outcome: Outcome<unknown>, texts: { success?: string; failure: string }) {
  if (outcome.kind !== 'done') toaster.create({ type: 'error', title: outcomeMessage(outcome, texts.failure) });
  else if (texts.success) toaster.create({ type: 'success', title: texts.success });
}
