import type { DoctorCard } from '@reayah/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DoctorHeader } from './doctor-header.tsx';

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
  is_certified: false,
  fee_dzd: null,
  languages: [],
  visit_types: ['in_person'],
  wilaya: null,
  next_free_slot: null,
});

describe('book-a-doctor header', () => {
  it('shows the specialty the doctor chose', () => {
    render(<DoctorHeader doctor={doctor('Dermatology')} />);
    expect(screen.getByText('Dermatology')).toBeTruthy();
  });

  it.each([null, '', '  '])('says the specialty is not set when it is %j, never a guess', (name) => {
    render(<DoctorHeader doctor={doctor(name)} />);
    expect(screen.getByText('Specialty not set')).toBeTruthy();
    expect(screen.queryByText(/general/i)).toBeNull();
  });
});
