import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '#web/lib/alerts.ts';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

// An alert that is never dismissed: the dialog stays open for the whole test.
vi.mock('#web/lib/alerts.ts', () => ({
  showAlert: vi.fn(() => new Promise<void>(() => {})),
  showErrorAlert: vi.fn(() => new Promise<void>(() => {})),
}));

const CREATE = '/api/doctor/CreateClinic/';

/** Creating answers 201; everything else (profile, banners) stays pending. */
function stubApi() {
  const posts: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST' && url === CREATE) {
      posts.push(url);
      return new Response(JSON.stringify({ id: 3, name: 'Clinique El Amel' }), { status: 201 });
    }
    return new Promise<Response>(() => {});
  });
  return posts;
}

async function fillForm() {
  storeSession({ doctorId: '9' });
  const user = userEvent.setup();
  await renderApp('/Doctores/9/Settings/create-clinic', { signedIn: true });
  // The first render compiles the doctor area's lazy chunks.
  await user.type(await screen.findByLabelText('Clinic Name', undefined, { timeout: 15_000 }), 'El Amel');
  await user.type(screen.getByLabelText('Email'), 'contact@elamel.dz');
  await user.type(screen.getByLabelText('Phone Number'), '0555123456');
  await user.type(screen.getByLabelText('Address'), '12 Rue Didouche Mourad, Alger');
  await user.type(screen.getByLabelText('Description'), 'Cabinet de médecine');
  return user;
}

const createButton = () => screen.getByRole('button', { name: 'Create clinic' });

describe('create clinic', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(showAlert).mockClear();
  });

  it('stops the spinner as soon as the missing-picture warning shows', async () => {
    const posts = stubApi();
    const user = await fillForm();
    await user.click(createButton());
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        icon: 'warning',
        title: 'Please attach a picture for the clinic',
      }),
    );
    expect(createButton().getAttribute('aria-busy')).toBeNull();
    expect(createButton().hasAttribute('disabled')).toBe(false);
    expect(posts).toEqual([]);
  });

  it('stops the spinner once the clinic is created, while the success alert shows', async () => {
    // jsdom has no object URLs, which the picture preview uses.
    Object.assign(URL, { createObjectURL: () => 'blob:clinic', revokeObjectURL: () => {} });
    const posts = stubApi();
    const user = await fillForm();
    const [picture, certification] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(picture as HTMLInputElement, new File(['png'], 'clinic.png', { type: 'image/png' }));
    await user.upload(
      certification as HTMLInputElement,
      new File(['pdf'], 'cert.pdf', { type: 'application/pdf' }),
    );
    await user.click(createButton());
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({ icon: 'success', title: 'Your clinic created successfully' }),
    );
    expect(posts).toEqual([CREATE]);
    expect(createButton().getAttribute('aria-busy')).toBeNull();
  });
});
