import { render, screen } from '@testing-library/react';
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
});
