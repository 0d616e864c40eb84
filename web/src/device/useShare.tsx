import { lazy, useState, type ReactNode } from 'react';
import { Boundary } from '../components/Boundary.tsx';

const ShareLinkDialog = lazy(async () => ({
  default: (await import('../components/ShareLinkDialog.tsx')).ShareLinkDialog,
}));

/**
 * Sharing a link: the device's share facility where there is one; without it (most desktop browsers) a dialog gives
 * the link with Copy. Render `shareDialog` beside the button that calls `share`; its code loads on the first press.
 */
export function useShare(): { share: (title: string, url?: string) => void; shareDialog: ReactNode } {
  const [shared, setShared] = useState<{ title: string; url: string } | null>(null);
  const [open, setOpen] = useState(false);
  const share = (title: string, url: string = window.location.href) => {
    if (typeof navigator.share === 'function') {
      // A rejection is the shopper closing the share sheet.
      navigator.share({ title, url }).catch(() => {});
      return;
    }
    setShared({ title, url });
    setOpen(true);
  };
  const shareDialog = shared && (
    <Boundary fallback={null}>
      <ShareLinkDialog title={shared.title} url={shared.url} open={open} onOpenChange={setOpen} />
    </Boundary>
  );
  return { share, shareDialog };
}
