/** Folder of the storage keys of profile and clinic pictures (public, see routes.ts). */
export const PICTURE_PREFIX = 'pictures';

/** The public path of a profile or clinic picture: its random key is the only way to name it. */
export function picturePath(key: string | null): string | null {
  return key ? `/api/media/${key}` : null;
}
