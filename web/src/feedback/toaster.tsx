import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
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

/** Where toasts appear; mounted once, in main.tsx. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
