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
});
