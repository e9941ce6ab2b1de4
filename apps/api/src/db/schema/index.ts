export * from './accounts.ts';
export * from './people.ts';
export * from './records.ts';
export * from './scheduling.ts';
export * from './site.ts';
export * from './prescriptions.ts';
export * from './events.ts';
export * from './messages.ts';
