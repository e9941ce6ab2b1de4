import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type BubbleMessage, MessageBubble } from './message-bubble.tsx';

const message = (withdrawn: boolean): BubbleMessage => ({
  key: '1',
  conversation: 4,
  sender: 'patient',
  body: 'Mes analyses',
  file: { id: 9, name: 'Blood report', withdrawn },
  created_at: '2026-11-20T09:00:00.000Z',
  read_at: null,
});

describe('MessageBubble', () => {
  it('links an attached file while it is shared', () => {
    render(<MessageBubble message={message(false)} mine={false} receipt={false} linksClickable />);
    expect(screen.getByRole('link', { name: 'Attached file: Blood report' }).getAttribute('href')).toBe(
      '/api/conversations/4/files/9/',
    );
  });

  it('says a withdrawn file is withdrawn, with no link to it', () => {
    render(<MessageBubble message={message(true)} mine={false} receipt={false} linksClickable />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Attached file withdrawn: Blood report (folder access revoked)')).toBeTruthy();
  });
});
