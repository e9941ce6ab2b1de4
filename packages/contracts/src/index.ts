export * from './constants.ts';
export * from './fields.ts';
export * from './specialties.ts';
