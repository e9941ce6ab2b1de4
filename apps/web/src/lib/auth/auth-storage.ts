// Values kept in the browser, under the original contract's names (docs/product.md, Compatibility
// kept). Tokens live only in httpOnly cookies; local storage keeps the ids, with the text 'null' for
// an absent role.

export const STORAGE_KEYS = {
  patientId: 'patientId',
  doctorId: 'doctorId',
  userId: 'userId',
  // The doctor an assistant works for (decision 0041); the API checks it on every request.
  assistantOf: 'assistantOf',
} as const;
const NULL_TEXT = 'null';

export interface StoredIds {
  patientId: string | null;
  doctorId: string | null;
  userId: string | null;
  assistantOf: string | null;
}

function read(key: string): string | null {
  try {
    const value = window.localStorage.getItem(key);
    return value === null || value === NULL_TEXT || value === '' || value === 'undefined' ? null : value;
  } catch {
    return null;
  }
}

export function readIds(): StoredIds {
  return {
    patientId: read(STORAGE_KEYS.patientId),
    doctorId: read(STORAGE_KEYS.doctorId),
    userId: read(STORAGE_KEYS.userId),
    assistantOf: read(STORAGE_KEYS.assistantOf),
  };
}

/** The raw stored doctorId text: the home page shows the symptom search when it is the text 'null'. */
export function rawDoctorId(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.doctorId);
  } catch {
    return null;
  }
}

function toText(id: string | number | null | undefined) {
  return id === null || id === undefined ? NULL_TEXT : String(id);
}

export function storeIds(ids: {
  userId: string | number;
  patientId?: string | number | null;
  doctorId?: string | number | null;
  assistantOf?: string | number | null;
}) {
  window.localStorage.setItem(STORAGE_KEYS.userId, toText(ids.userId));
  window.localStorage.setItem(STORAGE_KEYS.patientId, toText(ids.patientId));
  window.localStorage.setItem(STORAGE_KEYS.doctorId, toText(ids.doctorId));
  window.localStorage.setItem(STORAGE_KEYS.assistantOf, toText(ids.assistantOf));
}

export function clearIds() {
  for (const key of [...Object.values(STORAGE_KEYS), 'access', 'refresh', 'folderPatientId']) {
    window.localStorage.removeItem(key);
  }
}
