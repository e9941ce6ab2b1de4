import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '#web/lib/alerts.ts';
import { renderApp, stubFetch } from '#web/test/render-app.tsx';

vi.mock('#web/lib/alerts.ts', () => ({
  showAlert: vi.fn(async () => {}),
  showErrorAlert: vi.fn(async () => {}),
}));

beforeEach(() => vi.mocked(showAlert).mockClear());

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Full Name'), 'Amina Benali');
  await user.type(screen.getByLabelText('Email'), 'amina@example.dz');
  await user.type(screen.getByLabelText('Subject'), 'Booking');
  await user.type(screen.getByLabelText('Message'), 'Hello');
}

describe('contact form', () => {
  it('shows every validation message', async () => {
    const user = userEvent.setup();
    await renderApp('/Contact');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    for (const m of [
      'Full Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(m)).toBeTruthy();
    }
    await user.type(screen.getByLabelText('Email'), 'amina@');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
  });

  it('sends, alerts Success with msg, then stays disabled until a field changes', async () => {
    const { fetchMock, calls } = stubFetch({
      '/api/contact-us/': () => ({ status: 201, body: { msg: 'Message received' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderApp('/Contact');
    await fill(user);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({ icon: 'success', title: 'Success', text: 'Message received' }),
    );
    expect(calls[0]?.body).toEqual({
      full_name: 'Amina Benali',
      email: 'amina@example.dz',
      subject: 'Booking',
      message: 'Hello',
    });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Message'), '!');
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's message on failure", async () => {
    const { fetchMock } = stubFetch({
      '/api/contact-us/': () => ({ status: 400, body: { message: 'Please try again later' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderApp('/Contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        icon: 'error',
        title: 'Oops...',
        text: 'Please try again later',
      }),
    );
  });
});
