/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The personal (B2C) site the account menu's "Sign In B2C" opens; the item is hidden when unset. */
  readonly VITE_B2C_SITE_URL?: string;
}

interface Window {
  /** The press a shopper made before the app started (web/public/early-presses.js), and whether the app has. */
  earlyPresses?: { last: HTMLButtonElement | null; closed: boolean };
}
