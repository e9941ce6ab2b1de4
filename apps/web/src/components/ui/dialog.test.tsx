import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

/** A screen whose main pointer is a finger (`pointer: coarse`), or a mouse. */
function touchScreen(touch: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: touch && query.includes('coarse'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

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

  describe('on a touch screen', () => {
    it('opens with the focus on its title, inside the dialog, so no keyboard covers it', () => {
      touchScreen(true);
      render(
        <Dialog open onClose={vi.fn()} title="Your appointment">
          <p>Tuesday 15 January, 08:00</p>
          <label>
            Reason <textarea />
          </label>
        </Dialog>,
      );
      const title = screen.getByRole('heading', { name: 'Your appointment' });
      expect(document.activeElement).toBe(title);
      expect(screen.getByRole('dialog').contains(title)).toBe(true);
    });

    it('still takes a control marked data-autofocus that brings up no keyboard, never a text box', () => {
      touchScreen(true);
      const { unmount } = render(
        <Dialog open onClose={vi.fn()} title="Choose">
          <input aria-label="Note" data-autofocus />
        </Dialog>,
      );
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose' }));
      unmount();
      render(
        <Dialog open onClose={vi.fn()} title="Choose">
          <input aria-label="Note" />
          <button type="button" data-autofocus>
            Chosen
          </button>
        </Dialog>,
      );
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chosen' }));
    });

    it('with a mouse, opens in the text box as before', () => {
      touchScreen(false);
      render(
        <Dialog open onClose={vi.fn()} title="Your appointment">
          <label>
            Reason <textarea />
          </label>
        </Dialog>,
      );
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reason' }));
    });
  });
});
