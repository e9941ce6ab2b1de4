import { z } from 'zod';

/** How a visit happens: at the clinic, or by video in the browser. */
export const VISIT_KINDS = ['in_person', 'video'] as const;
export const visitKind = z.enum(VISIT_KINDS, { error: 'Choose in_person or video' });
export type VisitKind = z.infer<typeof visitKind>;
