import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ItemFormDialog } from './item-form-dialog.tsx';

function Appointments() {
  const [item, setItem] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setItem('Amina')}>
        Cancel Amina's appointment
      </button>
      <ItemFormDialog
        item={item}
        onClose={() => setItem(null)}
        title="Cancel this appointment"
        describe={(name) => `${name}'s appointment will be cancelled.`}
      >
        {(name, setBusy) => (
          <>
            <label>
              Reason for {name} <input />
            </label>
            <button type="button" onClick={() => setBusy(true)}>
              Send
            </button>
            <button type="button" onClick={() => setBusy(false)}>
              Sent
            </button>
          </>
        )}
      </ItemFormDialog>
    </>
  );
}

/** What the browser does on Escape in a modal <dialog> (jsdom does not). */
function escape() {
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
}

describe('ItemFormDialog', () => {
  it('describes the item and starts its form empty each time it opens', async () => {
    const user = userEvent.setup();
    render(<Appointments />);
    await user.click(screen.getByRole('button', { name: "Cancel Amina's appointment" }));
    expect(screen.getByRole('dialog', { name: 'Cancel this appointment' }).textContent).toContain(
      "Amina's appointment will be cancelled.",
    );
    await user.type(screen.getByRole('textbox', { name: 'Reason for Amina' }), 'Ill');
    escape();
    await user.click(screen.getByRole('button', { name: "Cancel Amina's appointment" }));
    expect((screen.getByRole('textbox', { name: 'Reason for Amina' }) as HTMLInputElement).value).toBe('');
  });

  it('cannot be closed while its form is sending', async () => {
    const user = userEvent.setup();
    render(<Appointments />);
    await user.click(screen.getByRole('button', { name: "Cancel Amina's appointment" }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    escape();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Cancel this appointment' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sent' }));
    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: "Cancel Amina's appointment" }));
  });
});
