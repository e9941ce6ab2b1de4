import { PICTURE_WIDTHS } from '@reayah/contracts';

/** A profile or clinic picture stored by the API, which serves it resized (`?w=`) in WebP. */
const STORED_PICTURE = /\/api\/media\/pictures\/[a-f0-9]{32}$/;

export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `<img>` sources of a picture shown `displayWidth` CSS pixels wide: every width the API makes,
 * so the browser downloads the smallest that is sharp on its screen. Other URLs (a file being
 * chosen, shown from the device) are used as they are.
 */
export function pictureSources(url: string, displayWidth: number): PictureSources {
  if (!STORED_PICTURE.test(url)) return { src: url };
  const fallback =
    PICTURE_WIDTHS.find((w) => w >= displayWidth * 2) ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
  return {
    src: `${url}?w=${fallback}`,
    srcSet: PICTURE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', '),
    sizes: `${displayWidth}px`,
  };
}
