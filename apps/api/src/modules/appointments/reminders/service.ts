import type { Deps } from '#api/deps.ts';
import { validReminderSignature } from '../mail/patient-mail.ts';
import { setRemindersOff } from './repository.ts';

export function createReminderService(deps: Deps) {
  /** The signed link of a reminder mail turns the patient's reminders off; answers whether it did. */
  async function unsubscribe(userId: number, signature: string): Promise<boolean> {
    if (!validReminderSignature(deps, userId, signature)) return false;
    await setRemindersOff(deps.db, userId);
    return true;
  }
  return { unsubscribe };
}
