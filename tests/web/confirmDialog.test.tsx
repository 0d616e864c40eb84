// A confirmation question renders nothing, and loads no dialog code, until it first opens.
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../../web/src/components/ConfirmDialog.tsx';
import { renderStorefront } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

function RemoveLine() {
  const [open, setOpen] = useState(false);
  const [removed, setRemoved] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove
      </button>
      {removed && <p>Removed</p>}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        question="Are you sure you want to remove this item from the cart?"
        confirmLabel="Remove"
        onConfirm={() => {
          setOpen(false);
          setRemoved(true);
        }}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is not in the page until first opened, then asks, and Cancel or the action closes it', async () => {
    renderStorefront(<RemoveLine />);
    expect(document.querySelector('[data-scope="dialog"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to remove this item from the cart?',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(question.isConnected).toBe(false);
    expect(screen.queryByText('Removed')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
