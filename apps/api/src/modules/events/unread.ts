import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { conversationMessages, conversations, notifications } from '#api/db/schema/index.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';

/** What a fresh stream starts with instead of the history: the user's unread notifications and messages. */
export async function unreadCounts(db: DbOrTx, identity: Identity) {
  const [mine] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, identity.userId), isNull(notifications.readAt)));
  const side = identity.patientId !== null ? 'patient' : identity.doctorId !== null ? 'doctor' : null;
  let messages = 0;
  if (side) {
    const own =
      side === 'patient'
        ? eq(conversations.patientId, identity.patientId ?? 0)
        : eq(conversations.doctorId, identity.doctorId ?? 0);
    const [row] = await db
      .select({ n: count() })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(
        and(
          own,
          sql`${conversationMessages.sender} <> ${side}`,
          isNull(conversationMessages.readAt),
          side === 'patient' ? isNull(conversations.leftAt) : undefined,
        ),
      );
    messages = row?.n ?? 0;
  }
  return { notifications: mine?.n ?? 0, messages };
}
