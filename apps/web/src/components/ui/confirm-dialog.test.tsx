import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

type DialogProps = Partial<Parameters<typeof ConfirmDialog>[0]>;

/** A Delete button that opens the dialog; it closes the way the callers close it, by their state. */
function Remove(props: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete report.pdf
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this file?"
        description="report.pdf will be deleted for good."
        confirmLabel="Delete"
        cancelLabel="Keep it"
        onConfirm={() => Promise.resolve()}
        onClose={() => setOpen(false)}
        {...props}
      />
    </>
  );
}

async function openIt(props: DialogProps = {}) {
  const user = userEvent.setup();
  render(<Remove {...props} />);
  await user.click(screen.getByRole('button', { name: 'Delete report.pdf' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Delete this file?' }) };
}

/** What the browser does on Escape in a modal <dialog> (jsdom does not). */
function escape() {
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
}

describe('ConfirmDialog', () => {
  it('runs the action, then closes and gives focus back to the button that opened it', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onDone = vi.fn();
    const { user, dialog } = await openIt({ onConfirm, onDone });
    expect(dialog.textContent).toContain('report.pdf will be deleted for good.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onDone).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete report.pdf' }));
  });

  it('disables both buttons while it works, the confirm one showing a spinner', async () => {
    let finish: () => void = () => undefined;
    const { user } = await openIt({ onConfirm: () => new Promise<void>((resolve) => (finish = resolve)) });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('button', { name: /Delete$/ });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Keep it' }) as HTMLButtonElement).disabled).toBe(true);
    finish();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('without a spinner, the confirm button is only disabled while it works', async () => {
    let finish: () => void = () => undefined;
    const { user } = await openIt({
      spinner: false,
      onConfirm: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBeNull();
    finish();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open on a failure and says it; closing and opening again starts clean', async () => {
    const onDone = vi.fn();
    const { user } = await openIt({
      onConfirm: () => Promise.reject(new Error('offline')),
      errorOf: (error) => `Could not delete: ${(error as Error).message}`,
      onDone,
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alert').textContent).toBe('Could not delete: offline');
    expect(screen.getByRole('dialog', { name: 'Delete this file?' })).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete report.pdf' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Cancel closes it without running the action', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { user } = await openIt({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
