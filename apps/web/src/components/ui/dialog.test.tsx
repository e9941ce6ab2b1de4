import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

describe('Dialog', () => {
  it('opens with focus on the first field, not the close button', () => {
    render(
      <Dialog open onClose={vi.fn()} title="New folder">
        <label>
          Name <input />
        </label>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('prefers the element marked data-autofocus', () => {
    render(
      <Dialog open onClose={vi.fn()} title="Search">
        <input aria-label="First" />
        <button type="button" data-autofocus>
          Chosen
        </button>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chosen' }));
  });

  it('gives focus back to the button that opened it when it closes', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Details">
            <input aria-label="Note" />
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Note' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('hands the focus to the next row when the row that opened it was removed', async () => {
    function Rows() {
      const [rows, setRows] = useState(['a', 'b']);
      const [deleting, setDeleting] = useState<string | null>(null);
      return (
        <>
          <ul>
            {rows.map((r) => (
              <li key={r}>
                <button type="button" onClick={() => setDeleting(r)}>
                  Delete {r}
                </button>
              </li>
            ))}
          </ul>
          <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title="Delete?">
            <button
              type="button"
              onClick={() => {
                setRows((all) => all.filter((r) => r !== deleting));
                setDeleting(null);
              }}
            >
              Yes
            </button>
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Rows />);
    await user.click(screen.getByRole('button', { name: 'Delete a' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('button', { name: 'Delete a' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete b' }));
  });
});
