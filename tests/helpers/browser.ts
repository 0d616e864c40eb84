import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM } from '../../scripts/systemPackages.ts';

/** Headless Debian Chromium (never a downloaded browser), kept off the network beyond the stack under test. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
