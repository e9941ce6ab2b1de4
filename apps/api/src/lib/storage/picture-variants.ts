import { PICTURE_WIDTHS } from '@reayah/contracts';
import type { Storage } from './storage.ts';

// A picture's resized copies are stored beside it under `<key>-w<width>`: derived from the key, so
// they need no row of their own, belong to the picture's row, and go when the picture goes.

const VARIANT = /^(.+)-w(\d+)$/;

export function variantKey(key: string, width: number): string {
  return `${key}-w${width}`;
}

/** The stored object a key was derived from: the original for a variant, the key itself otherwise. */
export function originalKey(key: string): string {
  return VARIANT.exec(key)?.[1] ?? key;
}

/** Removes a stored object and the resized copies it may have; a missing one is not an error. */
export async function deleteWithVariants(storage: Storage, key: string): Promise<void> {
  await storage.delete(key);
  await Promise.all(PICTURE_WIDTHS.map((width) => storage.delete(variantKey(key, width))));
}
