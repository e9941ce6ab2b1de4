import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.ts';
import { searchSchema } from './search.ts';
import { errorsOf } from './test-helpers.ts';

describe('contact form', () => {
  it('requires every field', () => {
    expect(errorsOf(contactSchema, { full_name: '', email: '', subject: '', message: '' })).toEqual({
      full_name: 'Full Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });
  it('rejects a malformed email', () => {
    const form = { full_name: 'Amina', email: 'amina@', subject: 'Hi', message: 'Hello' };
    expect(errorsOf(contactSchema, form)).toEqual({ email: 'Invalid email address' });
    expect(errorsOf(contactSchema, { ...form, email: 'amina@example.dz' })).toEqual({});
  });
});

describe('search box', () => {
  it('requires a query', () => {
    expect(errorsOf(searchSchema, { search: '  ' })).toEqual({ search: 'Search query is required' });
    expect(errorsOf(searchSchema, { search: 'Dr' })).toEqual({});
  });
});
