import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text.tsx';

const BODY = 'Your results are ready, log in at https://evil.example/login now.';

describe('MessageText', () => {
  it('leaves the addresses of a doctor nobody verified as plain text, never a link', () => {
    render(<MessageText body={BODY} linksClickable={false} linkClassName="" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(BODY)).toBeTruthy();
  });

  it('makes http(s) addresses links that open apart, for a verified sender', () => {
    render(<MessageText body={BODY} linksClickable linkClassName="" />);
    const link = screen.getByRole('link', { name: 'https://evil.example/login' });
    expect(link.getAttribute('href')).toBe('https://evil.example/login');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.closest('p')?.textContent).toBe(BODY);
  });

  it('never turns another scheme into a link', () => {
    render(<MessageText body="javascript:alert(1) and www.example.dz" linksClickable linkClassName="" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
