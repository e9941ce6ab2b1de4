import { z } from 'zod';

/** Where a reconnecting stream resumes, for clients that cannot send the `Last-Event-ID` header. */
export const eventsQuery = z.object({ lastEventId: z.coerce.number().int().min(0).optional() });
