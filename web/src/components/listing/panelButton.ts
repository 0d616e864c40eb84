import type { MouseEvent } from 'react';

/**
 * The props of a button that shows or hides the panel `panelId` (a `<dialog popover>`) from the HTML alone
 * (`popovertarget`): the browser does it before the app has hydrated the button, and without JavaScript. Where the
 * browser has no popovers (Chromium 114, Safari 17 and Firefox 125 brought them), the panel is a closed dialog, which
 * the app opens as a modal one once it has the button (a press before that is held until then: early-presses.js).
 */
export function panelButton(panelId: string, action: 'show' | 'hide') {
  return {
    type: 'button' as const,
    popoverTarget: panelId,
    popoverTargetAction: action,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if ('popoverTargetElement' in event.currentTarget) return; // the browser has done it
      const panel = document.getElementById(panelId);
      if (!(panel instanceof HTMLDialogElement)) return;
      if (action === 'hide') panel.close();
      else if (!panel.open) panel.showModal();
    },
  };
}

/** Closes the panel, however it was opened: as a popover, or as the dialog the app opens where there are none. */
export function closePanel(panel: HTMLDialogElement | null) {
  if (panel?.open) panel.close();
  else if (panel && 'hidePopover' in panel && panel.matches(':popover-open')) panel.hidePopover();
}
