// Toasts' code loads with the first toast or the shopper's first press or key, not with the page.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStorefront } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

// Each test starts with a page on which no toast has been asked for (the host remembers it for the page's lifetime).
let modules: {
  host: typeof import('../../web/src/feedback/ToastHost.tsx');
  toast: typeof import('../../web/src/feedback/toast.ts');
};
beforeEach(async () => {
  vi.resetModules();
  modules = {
    host: await import('../../web/src/feedback/ToastHost.tsx'),
    toast: await import('../../web/src/feedback/toast.ts'),
  };
});

/** Longer than a mounted host takes to show its (empty) region here, about 0.3 s: its absence then means unmounted. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

const toastRegion = () => document.querySelector('[data-scope="toast"][data-part="group"]');

describe('the toast host', () => {
  it('mounts no toaster with the page, and shows a toast made before its code has loaded', async () => {
    const { ToastHost } = modules.host;
    renderStorefront(<ToastHost />);
    await settle();
    expect(toastRegion()).toBeNull();

    modules.toast.toast({ type: 'success', title: 'Added to cart' });
    expect((await screen.findByText('Added to cart')).closest('[data-scope="toast"]')).toBeTruthy();
  });

  it("mounts the toaster on the shopper's first press, before any toast", async () => {
    const { ToastHost } = modules.host;
    renderStorefront(
      <>
        <ToastHost />
        <button type="button">Add to Cart</button>
      </>,
    );
    await settle();
    expect(toastRegion()).toBeNull();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Add to Cart' }));
    await vi.waitFor(() => expect(toastRegion()).not.toBeNull());
  });
});
