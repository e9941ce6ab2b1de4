// Names and places for the demo practice: common Algerian given names and family names,
// and wilayas with a typical street address in each.

export const MALE_NAMES = ['Mohamed', 'Ahmed', 'Youcef', 'Karim', 'Amine', 'Sofiane', 'Rachid', 'Nassim', 'Bilal', 'Walid', 'Hichem', 'Samir', 'Mourad', 'Yacine', 'Redouane', 'Abdelkader', 'Omar', 'Ilyes', 'Mehdi', 'Farid'];
export const FEMALE_NAMES = ['Amina', 'Fatima', 'Meriem', 'Sarah', 'Nour', 'Yasmine', 'Lynda', 'Samira', 'Khadidja', 'Imane', 'Souad', 'Nadia', 'Rym', 'Asma', 'Houda', 'Lamia', 'Sonia', 'Wafa', 'Kenza', 'Djamila'];
export const FAMILY_NAMES = ['Benali', 'Bouzid', 'Haddad', 'Mansouri', 'Cherif', 'Belkacem', 'Saadi', 'Meziane', 'Boudiaf', 'Hamidi', 'Brahimi', 'Kaci', 'Ait Ahmed', 'Zerrouki', 'Benmoussa', 'Slimani', 'Lounis', 'Taleb', 'Rahmani', 'Khelifi', 'Boukhari', 'Djebbar', 'Ouali', 'Ferhat', 'Guerroudj', 'Amrani', 'Bensalem', 'Chaouch', 'Derradji', 'Mokrani'];

export const WILAYAS: { wilaya: string; street: string }[] = [
  { wilaya: 'Alger', street: 'Rue Didouche Mourad' },
  { wilaya: 'Oran', street: 'Boulevard de la Soummam' },
  { wilaya: 'Constantine', street: 'Rue Larbi Ben M\'hidi' },
  { wilaya: 'Annaba', street: 'Cours de la Révolution' },
  { wilaya: 'Blida', street: 'Avenue Kritli Mokhtar' },
  { wilaya: 'Sétif', street: 'Avenue du 8 Mai 1945' },
  { wilaya: 'Tlemcen', street: 'Boulevard Colonel Lotfi' },
  { wilaya: 'Béjaïa', street: 'Rue de la Liberté' },
  { wilaya: 'Tizi Ouzou', street: 'Boulevard Stiti Ali' },
  { wilaya: 'Batna', street: 'Allées Ben Boulaïd' },
  { wilaya: 'Ouargla', street: 'Avenue Emir Abdelkader' },
  { wilaya: 'Ghardaïa', street: 'Rue Cheikh Bayoud' },
];

export const BIOGRAPHIES = [
  'Graduated from the Faculty of Medicine of Algiers; fifteen years of hospital practice before opening a private clinic.',
  'Former resident at CHU Mustapha Pacha. Consultations in Arabic, French and English.',
  'Focused on prevention and follow-up of chronic conditions, with evening consultations for working patients.',
  'Trained in Algiers and Montpellier; member of the national society of the specialty.',
  'Twelve years of experience at the public hospital; now receives patients by appointment.',
];
