export * from './api/index.ts';
export * from './constants.ts';
export * from './fields.ts';
export * from './forms/index.ts';
export * from './specialties.ts';
export * from './triage-keys.ts';
export * from './languages.ts';
export * from './messages/translate-message.ts';
