import { useState } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useSignOut } from '../mutations/useSignOut.ts';

/**
 * The logout confirmation. After signing out the page reloads on /login with local storage cleared (the spec's
 * logout), so nothing of the shopper stays in memory or on the device.
 */
export function LogoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const logout = async () => {
    setSigningOut(true);
    const outcome = await signOut({});
    setSigningOut(false);
    if (outcome.kind === 'failed') return setError(outcome.error.message);
    localStorage.clear();
    window.location.assign('/login');
  };
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Body pt="6">
              <Dialog.Title fontSize="md" fontWeight="medium">
                Do you want to logout !
              </Dialog.Title>
              {error && (
                <Text color="fg.error" mt="2" role="alert">
                  Error: {error}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={signingOut} loadingText="Logout" onClick={logout}>
                Logout
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
