import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { clearDeviceCookies } from '../device/cookies.ts';
import { useSignOut } from '../mutations/useSignOut.ts';

/**
 * The logout confirmation. After signing out the page reloads on /login with the device's cookies cleared (the
 * original storefront cleared its local storage), so nothing of the shopper stays in memory or on the device.
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
    clearDeviceCookies();
    window.location.assign('/login');
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      question="Do you want to logout !"
      confirmLabel="Logout"
      onConfirm={() => void logout()}
      loading={signingOut}
    >
      {error && (
        <Text color="fg.error" mt="2" role="alert">
          Error: {error}
        </Text>
      )}
    </ConfirmDialog>
  );
}
