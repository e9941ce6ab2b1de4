export * from './auth.ts';
export * from './contact.ts';
export * from './doctor.ts';
export * from './patient.ts';
export * from './schedule.ts';
export * from './search.ts';
export { matchesField } from './shared.ts';
