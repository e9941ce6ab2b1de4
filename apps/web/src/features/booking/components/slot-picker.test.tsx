import type { AvailableSlot } from '@reayah/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SlotPicker } from './slot-picker.tsx';

const slot = (id: number, day: string, start: string): AvailableSlot => ({
  id,
  doctor: 5,
  day,
  start_time: `${start}:00`,
  end_time: `${start.slice(0, 3)}30:00`,
  existing: true,
  visit_kind: 'in_person',
});

const SLOTS = [
  slot(1, '2030-01-08', '09:00'),
  slot(2, '2030-01-08', '10:00'),
  slot(3, '2030-01-08', '11:00'),
  slot(4, '2030-01-09', '09:00'),
];

describe('the slot picker with the keyboard', () => {
  it('is one Tab stop per day; the arrows, Home and End go from time to time; Enter books', async () => {
    const onBook = vi.fn();
    const user = userEvent.setup();
    render(<SlotPicker slots={SLOTS} onBook={onBook} />);
    const times = screen.getAllByTestId('slot');
    expect(times.map((t) => t.tabIndex)).toEqual([0, -1, -1, 0]);

    await user.tab(); // Book the next free slot
    await user.tab();
    expect(document.activeElement).toBe(times[0]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(times[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(times[2]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(times[2]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(times[0]);
    await user.keyboard('{ArrowDown}');
    // The time last focused is the day's Tab stop; the next Tab goes to the next day.
    expect(times.map((t) => t.tabIndex)).toEqual([-1, 0, -1, 0]);
    await user.tab();
    expect(document.activeElement).toBe(times[3]);
    await user.keyboard('{Enter}');
    expect(onBook).toHaveBeenCalledWith(SLOTS[3]);
  });
});
