// Responsive image URLs (spec section 9). The server resizes by `w` and `q`; an uploaded image
// (`/uploads/...`) is stored at each of these widths by the API.
import { IMAGE_QUALITY, IMAGE_SMALL_SIZES, IMAGE_WIDTHS } from '@fanclub/domain/format';

export const DEVICE_WIDTHS = IMAGE_WIDTHS;
export const SMALL_WIDTHS = IMAGE_SMALL_SIZES;
export const DEFAULT_QUALITY = IMAGE_QUALITY;

/**
 * `sizes` of the usual places of a picture in the site's content column (max 1120 px, 16 px
 * padding each side): the whole column, or a card of a grid of cards at least 9.5rem wide (two on a
 * phone, up to six on a desktop).
 */
export const IMAGE_SIZES = {
  column: '(min-width: 1120px) 1088px, 100vw',
  card: '(min-width: 1120px) 180px, (min-width: 768px) 25vw, 50vw',
} as const;

const ALL_WIDTHS = [...SMALL_WIDTHS, ...DEVICE_WIDTHS];

export function imageUrl(src: string, width: number, quality = DEFAULT_QUALITY): string {
  const separator = src.includes('?') ? '&' : '?';
  return `${src}${separator}w=${width}&q=${quality}`;
}

/**
 * With `sizes` the browser picks from every width (w descriptors). Without it the image has a
 * fixed CSS width, so 1x and 2x candidates are enough: the smallest offered width covering each.
 */
export function imageSrcSet(
  src: string,
  { width, sizes, quality = DEFAULT_QUALITY }: { width?: number; sizes?: string; quality?: number },
): { src: string; srcSet: string } {
  if (sizes || width === undefined) {
    const widths = sizes ? ALL_WIDTHS : [...DEVICE_WIDTHS];
    return {
      src: imageUrl(src, widths[widths.length - 1]!, quality),
      srcSet: widths.map((w) => `${imageUrl(src, w, quality)} ${w}w`).join(', '),
    };
  }
  const pick = (target: number) => ALL_WIDTHS.find((w) => w >= target) ?? ALL_WIDTHS[ALL_WIDTHS.length - 1]!;
  const oneX = pick(width);
  const twoX = pick(width * 2);
  return {
    src: imageUrl(src, twoX, quality),
    srcSet: `${imageUrl(src, oneX, quality)} 1x, ${imageUrl(src, twoX, quality)} 2x`,
  };
}
