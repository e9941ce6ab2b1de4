import type { DbOrTx } from '#api/db/client.ts';
import { contactMessages } from '#api/db/schema/index.ts';

export interface NewContactMessage {
  fullName: string;
  email: string;
  subject: string;
  message: string;
}

/** Keeps a visitor's message for the team (read and answered in the admin's contact area). */
export async function insertContactMessage(db: DbOrTx, message: NewContactMessage) {
  await db.insert(contactMessages).values(message);
}
