import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer.tsx';

/** A screen that answers the phone media query as given. */
function screenIsPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the message composer', () => {
  it('at a desk, Enter sends and Shift+Enter breaks the line', async () => {
    screenIsPhone(false);
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Composer onSend={onSend} canAttach={false} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Bonjour{Shift>}{Enter}{/Shift}docteur');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]?.[0]).toBe('Bonjour\ndocteur');
  });

  it('on a phone, Enter adds a line and only the Send button sends', async () => {
    screenIsPhone(true);
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Composer onSend={onSend} canAttach={false} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Bonjour{Enter}docteur');
    expect(onSend).not.toHaveBeenCalled();
    expect((box as HTMLTextAreaElement).value).toBe('Bonjour\ndocteur');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]?.[0]).toBe('Bonjour\ndocteur');
  });
});
