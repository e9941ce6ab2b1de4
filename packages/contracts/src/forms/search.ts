import { z } from 'zod';
import { requiredText } from '../fields.ts';

// The patient and doctor search boxes.

export const SEARCH_MESSAGES = { required: 'Search query is required' } as const;

export const searchSchema = z.object({ search: requiredText(SEARCH_MESSAGES.required) });
export type SearchForm = z.input<typeof searchSchema>;
