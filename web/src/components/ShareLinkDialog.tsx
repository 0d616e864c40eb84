import { useRef, useState } from 'react';
import { Button, CloseButton, Dialog, HStack, Input, Portal, Text } from '@chakra-ui/react';

interface ShareLinkDialogProps {
  /** What is shared ("Shared List: Birthday"): the dialog's title. */
  title: string;
  url: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Copies the field's text: the Clipboard API, else the browser's copy command on the selected text. */
async function copyFrom(field: HTMLInputElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(field.value);
    return true;
  } catch {
    field.select();
    return document.execCommand('copy');
  }
}

/**
 * Sharing where the browser has no share facility: the spec's words that it lacks one, the link (selected, to copy
 * by hand) and Copy, which says "Copied" once the link is on the clipboard.
 */
export function ShareLinkDialog({ title, url, open, onOpenChange }: ShareLinkDialogProps) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => setCopied(await copyFrom(field.current!));
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setCopied(null);
        onOpenChange(details.open);
      }}
      initialFocusEl={() => field.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content colorPalette="teal" mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              <Dialog.Description>
                Your browser does not support sharing. Copy this link to share it:
              </Dialog.Description>
              <HStack gap="2">
                <Input
                  ref={field}
                  readOnly
                  aria-label="Link to share"
                  value={url}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy'}</Button>
              </HStack>
              <Text role="status" fontSize="sm" color={copied === false ? 'fg.error' : 'fg.muted'} minH="5">
                {copied === true && 'Link copied'}
                {copied === false && 'Could not copy: select the link and copy it yourself'}
              </Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
