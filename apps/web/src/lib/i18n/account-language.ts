import type { Language } from '@reayah/contracts';
import { session } from '@reayah/contracts/addresses';
import { API_BASE, refreshAccess, request } from '../api-client.ts';

/**
 * Saves the language on the signed-in account, so mail and notifications go out in it. The auth
 * routes do not refresh on their own, so an expired access cookie is refreshed here once.
 * Never throws: the choice still holds on this device through the `lang` cookie. Sent through
 * request(), as the session's calls are (lib/auth/session-api.ts), to keep call() off Home's first load.
 */
export async function saveAccountLanguage(language: Language): Promise<boolean> {
  const send = () =>
    request(`${API_BASE}${session.updateMe.path}`, { method: session.updateMe.method, body: { language } });
  try {
    let res = await send();
    if (res.status === 401 && (await refreshAccess())) res = await send();
    return res.ok;
  } catch {
    return false;
  }
}
