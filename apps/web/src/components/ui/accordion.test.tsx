import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion.tsx';

const items = [{ id: 1, title: 'How do I book?', content: 'Search, then choose a slot.' }];

describe('Accordion', () => {
  it('titles its items with h3 headings by default (under a section h2)', () => {
    render(<Accordion items={items} />);
    expect(screen.getByRole('heading', { level: 3, name: 'How do I book?' })).toBeTruthy();
  });

  it('takes the heading level it sits under plus one, so levels never skip', () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'How do I book?' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});
