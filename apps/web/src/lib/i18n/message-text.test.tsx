import { signupSchema } from '@reayah/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '#web/components/ui/field.tsx';
import { i18n } from './instance.ts';

// A validation text of the shared forms, as the sign-up form shows it under its field.
const required = signupSchema.safeParse({
  firstName: '',
  lastName: 'B',
  password: 'x'.repeat(8),
  confirmPassword: 'x'.repeat(8),
}).error?.issues[0]?.message;

describe('form messages in the chosen language', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the shared form text in English, then in French and Arabic once chosen', async () => {
    expect(required).toBe('First Name is Required');
    render(<TextField label="First Name" error={required} />);
    expect(screen.getByRole('alert').textContent).toBe('First Name is Required');
    await act(() => i18n.changeLanguage('fr'));
    expect((await screen.findByText('Le prénom est obligatoire')).getAttribute('role')).toBe('alert');
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByText('الاسم مطلوب')).toBeTruthy();
  });

  it('leaves a text it does not know as it is (a server message already in the language)', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<TextField label="Nom" error="Un texte venu du serveur." />);
    expect((await screen.findByRole('alert')).textContent).toBe('Un texte venu du serveur.');
  });
});
