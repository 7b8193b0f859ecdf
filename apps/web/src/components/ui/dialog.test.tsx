import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AppDialog } from './dialog';
import { Toaster } from './toaster';
import { resetToasts, toast } from './use-toast';

/** A page with a button that opens a dialog, and the app's toast area. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Learn More
      </button>
      <AppDialog open={open} onOpenChange={setOpen} title="Upgrade to Premium">
        <button type="button">Maybe Later</button>
      </AppDialog>
      <Toaster />
    </>
  );
}

function atWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('a toast at the bottom when a dialog opens', () => {
  afterEach(() => {
    resetToasts();
    atWidth(1024);
  });

  it('goes on a phone, where the dialog fills the screen and the toast would cover its last buttons', async () => {
    atWidth(375);
    render(<Page />);
    act(() => void toast({ title: 'Welcome to Cookmark!' }));
    expect(await screen.findByText('Welcome to Cookmark!')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Learn More' }).click());
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    // At once, not when it times out (5 s).
    await waitFor(() => expect(screen.queryByText('Welcome to Cookmark!')).not.toBeInTheDocument(), {
      timeout: 1_000,
    });
    // A toast the dialog raises afterwards shows as usual.
    act(() => void toast({ title: 'Upgrade Failed' }));
    expect(await screen.findByText('Upgrade Failed')).toBeInTheDocument();
  });

  it('stays on a wide screen, where it sits beside the dialog', async () => {
    atWidth(1280);
    render(<Page />);
    act(() => void toast({ title: 'Welcome to Cookmark!' }));
    act(() => screen.getByRole('button', { name: 'Learn More' }).click());
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to Cookmark!')).toBeInTheDocument();
  });
});
