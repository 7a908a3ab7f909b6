/**
 * The widths a responsive image is asked for (spec section 9): ui's `Image` builds its `srcset`
 * from them (`?w=…&q=…`), and the API stores an uploaded image at each of them (admin/images.ts),
 * so every candidate the browser may pick exists. One list, so the two cannot drift apart.
 */
/** srcset widths for full-size images. */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
/** srcset widths for small images (icons, thumbnails). */
export const IMAGE_SMALL_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_QUALITY = 75;
