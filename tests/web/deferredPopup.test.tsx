// The navbar's menus load their code on the first intent; until then the trigger is the same button.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStorefront } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

// Each test starts before the menu's code has loaded (DeferredPopup remembers loaded menus for the page's lifetime).
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

  it('keeps a press whole when the code arrives while the button is held: the press still opens the menu', async () => {
    renderStorefront(<DownloadAppMenu />);
    const pressed = trigger();
    fireEvent.pointerEnter(pressed);
    fireEvent.pointerDown(pressed);
    // The code is in (the menu's own import, then the placeholder's, settle) while the button is still held down.
    await act(() => import('../../web/src/layout/DownloadAppDropdown.tsx'));
    await act(() => new Promise((settled) => setTimeout(settled, 20)));
    expect(trigger()).toBe(pressed);
    expect(screen.queryByRole('menu')).toBeNull();

    // Before the fix, the new trigger took the release: a press begun on one element and ended on another.
    fireEvent.pointerUp(pressed);
    fireEvent.click(pressed);
    await screen.findByRole('menuitem', { name: 'Get it on Google Play' });
    expect(trigger()).not.toBe(pressed);
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
