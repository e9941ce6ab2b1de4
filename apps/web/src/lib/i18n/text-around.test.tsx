import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { interpolate } from './translate.ts';
import { PLACE_MARK, TextAround } from './text-around.tsx';

describe('TextAround', () => {
  it('reads as the whole sentence, the Latin value isolated left to right inside the Arabic', () => {
    const text = interpolate('أُرسلت الدعوة إلى {{email}}.', { email: PLACE_MARK });
    const { container } = render(
      <p dir="rtl">
        <TextAround text={text} isolated="samia.b@example.dz" />
      </p>,
    );
    expect(container.textContent).toBe('أُرسلت الدعوة إلى samia.b@example.dz.');
    const bdi = container.querySelector('bdi');
    expect(bdi?.getAttribute('dir')).toBe('ltr');
    expect(bdi?.textContent).toBe('samia.b@example.dz');
  });

  it('isolates what a user typed in the direction of its first letter, inside the quotation marks', () => {
    const text = interpolate('تشارك معه المجلد «{{name}}»', { name: PLACE_MARK });
    const { container } = render(
      <p dir="rtl">
        <TextAround text={text} isolated="Analyses 2024" dir="auto" />
      </p>,
    );
    expect(container.textContent).toBe('تشارك معه المجلد «Analyses 2024»');
    expect(container.querySelector('bdi')?.getAttribute('dir')).toBe('auto');
  });
});
