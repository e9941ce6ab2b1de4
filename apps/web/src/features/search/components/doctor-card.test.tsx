import type { DoctorCard as Doctor } from '@reayah/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DoctorCard } from './doctor-card.tsx';

const doctor = (specialization_name: string | null): Doctor => ({
  id: 5,
  doctor: 5,
  first_name: 'Karim',
  last_name: 'Haddad',
  full_name: 'Karim Haddad',
  doctor_picture: null,
  picture: null,
  doctor_specialization: specialization_name ? 3 : null,
  specialization_name,
  address: 'Alger',
  is_certified: false,
  fee_dzd: null,
  languages: [],
  visit_types: ['in_person'],
  wilaya: null,
  next_free_slot: null,
});

const renderCard = (d: Doctor) =>
  render(
    <MemoryRouter>
      <ul>
        <DoctorCard doctor={d} />
      </ul>
    </MemoryRouter>,
  );

describe('doctor card in the search results', () => {
  it('shows the specialty the doctor chose', () => {
    renderCard(doctor('Dermatology'));
    expect(screen.getByText('Dermatology')).toBeTruthy();
  });

  it.each([null, '', '  '])('says the specialty is not set when it is %j, never a guess', (name) => {
    renderCard(doctor(name));
    expect(screen.getByText('Specialty not set')).toBeTruthy();
    expect(screen.queryByText(/general/i)).toBeNull();
  });
});

describe("the doctor's fee, visit types and languages on the card", () => {
  it('shows the fee in dinars, the visit types and the languages the doctor set', () => {
    renderCard({
      ...doctor('Cardiology'),
      fee_dzd: 2500,
      languages: ['ar', 'fr'],
      visit_types: ['in_person', 'video'],
    });
    const facts = screen.getByRole('list', { name: 'Fee, visit types and languages' });
    expect(facts.textContent).toContain('2,500 DZD');
    expect(screen.getByText('In person')).toBeTruthy();
    expect(screen.getByText('Video')).toBeTruthy();
    expect(screen.getByText('Arabic, French')).toBeTruthy();
  });
});
