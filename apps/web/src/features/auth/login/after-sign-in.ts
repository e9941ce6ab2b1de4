import { paths } from '#web/lib/paths.ts';

/** The account that has just signed in, as the sign-in answer describes it. */
export interface SignedInAccount {
  id: string | number;
  patientId: string | number | null;
  doctorId: string | number | null;
  /** The doctor an assistant works for. */
  assistantOf: string | number | null;
  isAdmin: boolean;
}

/**
 * An account's home: a doctor's (or assistant's) agenda, the administrator's page, else home, which
 * shows a patient their next appointment and the search.
 */
export function accountHome(account: SignedInAccount): string {
  const agendaOf = account.doctorId ?? account.assistantOf;
  if (agendaOf !== null) return paths.doctor.agenda(String(agendaOf));
  return account.isAdmin ? paths.admin : paths.home;
}

const same = (id: string | number | null, segment: string) => id !== null && String(id) === segment;

/**
 * True when `next` (a path of this site) may be opened by the account: a patient's area only by
 * that patient, a doctor's area by that doctor or their assistant, the administrator's page by an
 * administrator; any other page by anyone. Paths match in any case, as the router's do.
 */
export function opensFor(next: string, account: SignedInAccount): boolean {
  const pathname = next.split(/[?#]/, 1)[0] ?? '';
  const [, area = '', id] = pathname.split('/');
  let segment: string | undefined;
  try {
    segment = id === undefined ? undefined : decodeURIComponent(id);
  } catch {
    return false;
  }
  switch (area.toLowerCase()) {
    case 'patients':
      return account.patientId !== null && (segment === undefined || same(account.patientId, segment));
    case 'doctores': {
      const agendaOf = account.doctorId ?? account.assistantOf;
      return agendaOf !== null && (segment === undefined || same(agendaOf, segment));
    }
    case 'admin':
      // The page where a new administrator sets a password is opened from an e-mail, signed out.
      return account.isAdmin || segment?.toLowerCase() === 'set-password';
    default:
      return true;
  }
}

/**
 * Where the account goes once signed in: back to `next` when it is this account's page, else to its
 * home. After a session ended (`endedFor`: the user id whose session it was, null when unknown),
 * `next` was that account's open page: it is followed only when the same account signs in again.
 */
export function afterSignIn(
  next: string | null,
  account: SignedInAccount,
  sessionEnded: { endedFor: string | null } | null,
): string {
  const home = accountHome(account);
  if (next === null) return home;
  if (sessionEnded && sessionEnded.endedFor !== String(account.id)) return home;
  return opensFor(next, account) ? next : home;
}
