import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImagePicker } from './image-picker.tsx';

describe('ImagePicker', () => {
  it('names the file input by its visible label, for the round profile picture', () => {
    render(
      <ImagePicker
        label="Change profile picture"
        name="Salima Rahmani"
        current={null}
        file={null}
        onChange={vi.fn()}
      />,
    );
    const input = screen.getByLabelText('Change profile picture');
    expect(input.getAttribute('type')).toBe('file');
  });

  it('names the file input by its visible label, for the wide clinic photo with a picture', () => {
    render(
      <ImagePicker
        label="Clinic photo"
        name="Clinique El Amel"
        current="/api/media/pictures/abc"
        file={null}
        onChange={vi.fn()}
        shape="wide"
      />,
    );
    expect(screen.getByLabelText('Clinic photo').getAttribute('type')).toBe('file');
  });
});
