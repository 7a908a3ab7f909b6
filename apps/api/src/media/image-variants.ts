import { createHash } from 'node:crypto';
import {
  IMAGE_MAX_WIDTH,
  IMAGE_UPLOAD_MAX_PIXELS,
  IMAGE_UPLOAD_TYPES,
  imageUploadMessages,
  UPLOAD_WIDTHS,
  type UploadedImage,
} from '@fanclub/domain/admin';
import { IMAGE_QUALITY } from '@fanclub/domain/format';
import sharp, { type Sharp } from 'sharp';
import { badRequest } from '../lib/http-error.ts';
import type { StoredFile } from './image-storage.ts';

export const UPLOADS_PREFIX = '/uploads/';

type Format = 'jpeg' | 'png' | 'webp' | 'gif';
const formats: Record<Format, { ext: string; type: UploadedImage['contentType'] }> = {
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  webp: { ext: 'webp', type: 'image/webp' },
  gif: { ext: 'gif', type: 'image/gif' },
};
const isFormat = (value: string | undefined): value is Format => value !== undefined && value in formats;

export const contentTypeOfExt = (ext: string) =>
  Object.values(formats).find((format) => format.ext === ext)?.type ?? null;

/** Same format out as in, no metadata kept (sharp drops EXIF, GPS, ICC comments unless asked). */
const encode = (image: Sharp, format: Format) => {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: IMAGE_QUALITY, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality: IMAGE_QUALITY });
    case 'gif':
      return image.gif();
  }
};

const open = (bytes: Buffer) =>
  // `animated` keeps every frame of a GIF or WebP; `failOn: 'error'` refuses a truncated file.
  sharp(bytes, { animated: true, limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS, failOn: 'error' });

const refusal = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message)
    ? badRequest(imageUploadMessages.tooManyPixels)
    : badRequest(imageUploadMessages.corrupt);

export interface ProcessedImage {
  /** The folder of its files: the first 32 hex digits of the SHA-256 of the bytes sent. */
  hash: string;
  image: UploadedImage;
  files: StoredFile[];
}

/**
 * An uploaded picture, checked and made ready to store: the format read from the bytes themselves
 * (never from the content type sent), turned upright, metadata stripped, no wider than the widest
 * `srcset` width, and one copy at each of `UPLOAD_WIDTHS` below its own width (never enlarged).
 * A file that is not a JPEG, PNG, WebP or GIF, or does not decode, is refused in Japanese.
 */
export const processImage = async (bytes: Buffer, declaredType: string): Promise<ProcessedImage> => {
  if (bytes.length === 0) throw badRequest(imageUploadMessages.empty);
  let format: Format;
  try {
    const meta = await open(bytes).metadata();
    if (!isFormat(meta.format)) throw badRequest(imageUploadMessages.type);
    format = meta.format;
  } catch (error) {
    if (error instanceof Error && error.name === 'HttpError') throw error;
    // Bytes sharp cannot even name: a broken picture when sent as one of ours, else another type.
    const declared = (IMAGE_UPLOAD_TYPES as readonly string[]).includes(declaredType);
    throw badRequest(declared ? imageUploadMessages.corrupt : imageUploadMessages.type);
  }
  const { ext, type } = formats[format];
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  try {
    const full = await encode(
      open(bytes).autoOrient().resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true }),
      format,
    ).toBuffer();
    const meta = await sharp(full, { animated: true }).metadata();
    const width = meta.width;
    const height = meta.pageHeight ?? meta.height;
    const widths = UPLOAD_WIDTHS.filter((w) => w < width);
    const files: StoredFile[] = [{ key: `${hash}/full.${ext}`, bytes: full }];
    for (const w of widths) {
      const variant = await encode(sharp(full, { animated: true }).resize({ width: w }), format).toBuffer();
      files.push({ key: `${hash}/${w}.${ext}`, bytes: variant });
    }
    return {
      hash,
      image: { url: `${UPLOADS_PREFIX}${hash}.${ext}`, contentType: type, width, height, widths },
      files,
    };
  } catch (error) {
    throw refusal(error);
  }
};

/**
 * The stored file that answers `?w=`: the narrowest stored width at least that wide, else the
 * full picture (asked wider than it is, or no width asked).
 */
export const variantKey = (hash: string, ext: string, requested: number | null): string[] => {
  const candidates = requested ? UPLOAD_WIDTHS.filter((w) => w >= requested) : [];
  return [...candidates.slice(0, 1).map((w) => `${hash}/${w}.${ext}`), `${hash}/full.${ext}`];
};
