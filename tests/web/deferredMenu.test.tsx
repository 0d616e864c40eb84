// The navbar's menus load their code on the first intent; until then the trigger is the same button.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStorefront } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

// Each test starts before the menu's code has loaded (DeferredMenu remembers loaded menus for the page's lifetime).
let DownloadAppMenu: typeof import('../../web/src/layout/DownloadAppMenu.tsx').DownloadAppMenu;
beforeEach(async () => {
  vi.resetModules();
  ({ DownloadAppMenu } = await import('../../web/src/layout/DownloadAppMenu.tsx'));
});

const trigger = () => screen.getByRole('button', { name: /Download App/ });

describe('a deferred navbar menu', () => {
  it('is announced as a menu button before its code loads, and a press then opens the menu once it has', async () => {
    renderStorefront(<DownloadAppMenu />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(trigger());
    const store = await screen.findByRole('menuitem', { name: 'Get it on Google Play' });
    expect(store.getAttribute('href')).toBe('https://play.google.com/store');
    expect(screen.getByRole('menuitem', { name: 'Download on the App Store' })).toBeTruthy();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps the keyboard focus on the trigger when the menu replaces the placeholder', async () => {
    renderStorefront(<DownloadAppMenu />);
    const placeholder = trigger();
    placeholder.focus();
    // The focus loads the menu; the trigger the menu renders is a new element, and it has the focus.
    await waitFor(() => expect(trigger()).not.toBe(placeholder));
    expect(document.activeElement).toBe(trigger());
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
