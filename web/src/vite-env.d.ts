/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The personal (B2C) site the account menu's "Sign In B2C" opens; the item is hidden when unset. */
  readonly VITE_B2C_SITE_URL?: string;
}
