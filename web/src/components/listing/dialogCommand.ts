import type { MouseEvent } from 'react';

declare module 'react' {
  // HTML's invoker commands, which React's types do not know yet.
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button's `command` acts on. */
    commandfor?: string | undefined;
    /** What a press does to the `commandfor` element, such as `show-modal` or `close` for a dialog. */
    command?: string | undefined;
  }
}

/**
 * The props of a button that opens (`show-modal`) or closes (`close`) the dialog `dialogId` from the HTML alone: an
 * invoker command, which the browser carries out before the app has hydrated the button and without JavaScript. Where
 * the browser has no invoker commands (Chromium 135, Firefox 144 and Safari 26.2 have them), the app runs the
 * command once it has the button: a press before that is held until then (web/public/early-presses.js).
 */
export function dialogCommand(dialogId: string, command: 'show-modal' | 'close') {
  return {
    type: 'button' as const,
    commandfor: dialogId,
    command,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if ('commandForElement' in event.currentTarget) return; // the browser has done it
      const dialog = document.getElementById(dialogId);
      if (!(dialog instanceof HTMLDialogElement)) return;
      if (command === 'close') dialog.close();
      else if (!dialog.open) dialog.showModal();
    },
  };
}
