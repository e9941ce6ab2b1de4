import type { Language } from '@reayah/contracts';
import { refreshAccess, request } from '../api-client.ts';
import { sessionPaths } from '../api-paths.ts';

/**
 * Saves the language on the signed-in account, so mail and notifications go out in it. The auth
 * routes do not refresh on their own, so an expired access cookie is refreshed here once.
 * Never throws: the choice still holds on this device through the `lang` cookie.
 */
export async function saveAccountLanguage(language: Language): Promise<boolean> {
  const send = () => request(sessionPaths.me, { method: 'PATCH', body: { language } });
  try {
    let res = await send();
    if (res.status === 401 && (await refreshAccess())) res = await send();
    return res.ok;
  } catch {
    return false;
  }
}
