import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** While the action runs. */
  loading?: boolean;
  /** Below the question: why the action failed, say. */
  children?: ReactNode;
}

/** A question before a destructive action (an alert dialog): Cancel, or the action in red. */
export function ConfirmDialogView({
  open,
  onOpenChange,
  question,
  confirmLabel,
  onConfirm,
  loading,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Body pt="6">
              <Dialog.Title fontSize="md" fontWeight="medium">
                {question}
              </Dialog.Title>
              {children}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={loading} loadingText={confirmLabel} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
