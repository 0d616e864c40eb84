import { outcomeMessage, type Outcome } from '../mutations/useCommit.ts';
import { mountToasts } from './ToastHost.tsx';

export interface ToastOptions {
  type: 'success' | 'error' | 'info' | 'warning';
  title: string;
  description?: string;
}

/**
 * Shows a toast. The toaster (Chakra's toast store) is loaded with the first toast, not with every page that may
 * show one; a toast made before <Toasts /> is mounted shows once it is.
 */
export function toast(options: ToastOptions) {
  mountToasts();
  void import('./toaster.tsx').then(({ toaster }) => toaster.create(options));
}

/**
 * A button's feedback for a mutation's outcome: `success` (when the screen shows one) once it is done, else an
 * error toast with the refusal's message or, when it failed, the screen's `failure` text.
 */
export function toastOutcome(outcome: Outcome<unknown>, texts: { success?: string; failure: string }) {
  if (outcome.kind !== 'done') toast({ type: 'error', title: outcomeMessage(outcome, texts.failure) });
  else if (texts.success) toast({ type: 'success', title: texts.success });
}
