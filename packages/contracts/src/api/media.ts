import { z } from 'zod';
import { PICTURE_WIDTHS } from '../constants.ts';

/** A stored picture's random key (its file name under `pictures/`). */
export const pictureParams = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) });
export const pictureQuery = z.object({
  w: z
    .enum(
      PICTURE_WIDTHS.map((w) => String(w)),
      { error: 'The width w must be one of 64, 128, 256, 512 or 1024.' },
    )
    .optional(),
});
