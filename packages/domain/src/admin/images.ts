/**
 * Images in the admin contract: an operator uploads a picture (its own bytes as the body, its type
 * as the content type) and gets back the URL to store in a field that holds an image (news,
 * products, the content kinds' image fields, the web specification). The API keeps it at every
 * width the site's `Image` asks for in a `srcset` (`UPLOAD_WIDTHS`), served at `/uploads/...` for a year.
 */
import { z } from 'zod';
import { IMAGE_SMALL_SIZES, IMAGE_WIDTHS } from '../format/image-widths.ts';
import { ADMIN_PREFIX as A, defineAdminEndpoint as a } from './define.ts';

export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Past this many pixels a picture is refused before it is decoded (a few KB can claim gigapixels). */
export const IMAGE_UPLOAD_MAX_PIXELS = 50_000_000;

export const imageUploadMessages = {
  type: 'JPEG・PNG・WebP・GIF の画像を選んでください。',
  tooLarge: '画像は10MBまでにしてください。',
  tooManyPixels: '画像の縦横が大きすぎます（5000万画素まで）。',
  corrupt: '画像を読み取れませんでした。壊れていないファイルを選んでください。',
  empty: '画像のファイルを選んでください。',
} as const;

export const uploadedImageSchema = z.object({
  /** What a field stores: `/uploads/<content hash>.<ext>`; `?w=` picks a stored width. */
  url: z.string(),
  contentType: z.enum(IMAGE_UPLOAD_TYPES),
  /** The stored picture's size (never wider than the widest of `UPLOAD_WIDTHS`). */
  width: z.number().int(),
  height: z.number().int(),
  /** The widths stored besides the full picture: each of `UPLOAD_WIDTHS` below its own width. */
  widths: z.array(z.number().int()),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** Every width of the site's `srcset`s (ui `Image`), smallest first: each is stored. */
export const UPLOAD_WIDTHS = [...IMAGE_SMALL_SIZES, ...IMAGE_WIDTHS] as const;
/** The widest picture kept: the widest any `srcset` of the site asks for. */
export const IMAGE_MAX_WIDTH = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1];

export const imageEndpoints = {
  uploadImage: a({
    method: 'POST',
    path: `${A}/images`,
    resource: 'adminImages',
    // Every role that edits something with a picture: content (editor), products (shop), owner.
    area: 'content',
    roles: ['owner', 'editor', 'shop'],
    auth: true,
    upload: { contentTypes: IMAGE_UPLOAD_TYPES, maxBytes: IMAGE_UPLOAD_MAX_BYTES },
    summary: 'Upload an image (JPEG, PNG, WebP or GIF up to 10 MB as the body); stored at every width',
    response: uploadedImageSchema,
  }),
} as const;
