import type { DbOrTx } from '#api/db/client.ts';
import type { Deps } from '#api/deps.ts';

/** Pushes one event to each user's stream, inside the caller's transaction. */
export async function publishToUsers(
  deps: Deps,
  tx: DbOrTx,
  userIds: number[],
  type: string,
  data: object,
): Promise<void> {
  for (const userId of userIds) await deps.events.publish(tx, userId, type, data);
}
