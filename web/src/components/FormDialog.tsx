import type { FormEvent, ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';

interface FormDialogContentProps {
  /** The dialog's header: its `Dialog.Title` (and anything above or below it). */
  header: ReactNode;
  submitLabel: string;
  /** What the submit button says while the form is sent (a spinner alone without it). */
  submittingLabel?: string;
  submitting: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/**
 * The content of a dialog that is a form (inside the caller's `Dialog.Root`): header, fields, Cancel and the
 * submit button, and the close button.
 */
export function FormDialogContent({
  header,
  submitLabel,
  submittingLabel,
  submitting,
  onSubmit,
  children,
}: FormDialogContentProps) {
  const submit = (event: FormEvent) => {
    // The dialog is portaled, but React still bubbles its submit to any form the trigger sits in.
    event.stopPropagation();
    onSubmit(event);
  };
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content asChild colorPalette="teal" mx="4">
          <form method="post" noValidate onSubmit={submit}>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              {header}
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button type="submit" loading={submitting} loadingText={submittingLabel}>
                {submitLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}
