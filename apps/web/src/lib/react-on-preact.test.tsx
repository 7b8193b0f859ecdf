import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as PreactComponent } from 'preact';
import { Component, useRef, useState } from 'react';

describe("'react' in the app and its tests", () => {
  test('is Preact, as in the build', () => {
    expect(Component).toBe(PreactComponent);
  });

  function Editor({ withRef }: { withRef: boolean }) {
    const [open, setOpen] = useState(false);
    const [renders, setRenders] = useState(0);
    const ref = useRef<HTMLInputElement>(null);
    return (
      <div>
        <button onClick={() => setOpen(true)}>Rename</button>
        <button onClick={() => setRenders((n) => n + 1)}>Render again {renders}</button>
        <button>Elsewhere</button>
        {open && <input aria-label="Name" autoFocus ref={withRef ? ref : undefined} />}
        <output>{ref.current ? 'ref set' : 'no ref'}</output>
      </div>
    );
  }

  test.each([false, true])(
    'autoFocus focuses a field when it appears, once (with a ref of its own: %s)',
    async (withRef) => {
      const user = userEvent.setup();
      render(<Editor withRef={withRef} />);
      await user.click(screen.getByRole('button', { name: 'Rename' }));
      const field = screen.getByRole('textbox', { name: 'Name' });
      expect(field).toHaveFocus();
      expect(field).not.toHaveAttribute('autofocus');
      await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
      await user.click(screen.getByRole('button', { name: /Render again/ }));
      expect(field).not.toHaveFocus();
      if (withRef) expect(screen.getByRole('status')).toHaveTextContent('ref set');
    },
  );
});
