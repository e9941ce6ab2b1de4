import type { Conversation } from '@reayah/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConversationActions } from './conversation-actions.tsx';

const conversation = (blocked: boolean): Conversation => ({
  id: 7,
  role: 'patient',
  other: { id: 3, full_name: 'Dr. Nadia Ferhat', picture: null },
  last_message: null,
  unread: 0,
  doctor_verified: false,
  blocked,
  closed: blocked,
});

function setup(blocked: boolean, status = 204) {
  const requests: { url: string; method: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), method: init?.method ?? 'GET' });
    return status === 204
      ? new Response(null, { status })
      : new Response(
          JSON.stringify({ detail: 'Only the patient can block a doctor or leave a conversation.' }),
          {
            status,
          },
        );
  });
  const onLeft = vi.fn();
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ConversationActions conversation={conversation(blocked)} onLeft={onLeft} />
    </QueryClientProvider>,
  );
  return { requests, onLeft };
}

describe('ConversationActions', () => {
  it('blocks the doctor only once the patient confirms', async () => {
    const { requests } = setup(false);
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Dr. Nadia Ferhat?' });
    expect(requests).toEqual([]);
    const buttons = dialog.querySelectorAll('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await vi.waitFor(() =>
      expect(requests).toEqual([{ url: '/api/conversations/7/block/', method: 'POST' }]),
    );
  });

  it('asks nothing when the patient cancels', async () => {
    const { requests } = setup(false);
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);
  });

  it('offers to unblock a blocked doctor', async () => {
    const { requests } = setup(true);
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    const dialog = screen.getByRole('dialog', { name: 'Unblock Dr. Nadia Ferhat?' });
    const buttons = dialog.querySelectorAll('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await vi.waitFor(() =>
      expect(requests).toEqual([{ url: '/api/conversations/7/block/', method: 'DELETE' }]),
    );
  });

  it('leaves after confirming, and says why when the server refuses', async () => {
    const left = setup(false);
    await userEvent.click(screen.getAllByRole('button', { name: 'Leave' })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Leave the conversation with Dr. Nadia Ferhat?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    const buttons = dialog.querySelectorAll('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await vi.waitFor(() => expect(left.onLeft).toHaveBeenCalled());
    expect(left.requests).toEqual([{ url: '/api/conversations/7/leave/', method: 'POST' }]);
  });

  it('shows the reason of a refusal inside the dialog', async () => {
    setup(false, 403);
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Dr. Nadia Ferhat?' });
    const buttons = dialog.querySelectorAll('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only the patient can block a doctor or leave a conversation.',
    );
  });
});
