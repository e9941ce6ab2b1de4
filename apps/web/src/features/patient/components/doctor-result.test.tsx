import type { DoctorCard } from '@reayah/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DoctorResult } from './doctor-result.tsx';

const doctor = (specialization_name: string | null): DoctorCard => ({
  id: 5,
  doctor: 5,
  first_name: 'Karim',
  last_name: 'Haddad',
  full_name: 'Karim Haddad',
  doctor_picture: null,
  picture: null,
  doctor_specialization: specialization_name ? 3 : null,
  specialization_name,
  address: null,
  is_certified: true,
  fee_dzd: null,
  languages: [],
  visit_types: ['in_person'],
  wilaya: null,
  next_free_slot: null,
});

const show = (d: DoctorCard) =>
  render(
    <MemoryRouter>
      <DoctorResult doctor={d} />
    </MemoryRouter>,
  );

describe('doctor search result (patient area)', () => {
  it("opens the doctor's slots in the same tab, named by its visible words first", () => {
    show(doctor('Cardiology'));
    const link = screen.getByRole('link', { name: 'See Bookings of Dr. Karim Haddad' });
    expect(link.getAttribute('href')).toBe('/Book-a-doctor/5');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.getAttribute('aria-label')).toBeNull();
  });

  it('shows the specialty the doctor chose', () => {
    show(doctor('Cardiology'));
    expect(screen.getByText('Cardiology')).toBeTruthy();
  });

  it.each([null, ''])('says the specialty is not set when it is %j, never a guess', (name) => {
    show(doctor(name));
    expect(screen.getByText('Specialty not set')).toBeTruthy();
    expect(screen.queryByText(/general/i)).toBeNull();
  });
});
