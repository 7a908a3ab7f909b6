/**
 * Image uploads on the fake backend: the picture is checked as the API checks it (type, size, a
 * picture's first bytes), kept in memory and served at the `/uploads/...` URL it answers, so the
 * console's stories show what was chosen. Widths are not made: every `?w=` gets the picture itself.
 */
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  imageUploadMessages,
  UPLOAD_WIDTHS,
  type imageEndpoints,
  type UploadedImage,
} from '@fanclub/domain/admin';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { adminHandle } from './handle.ts';
import { audit } from './state.ts';

const stored = new Map<string, Blob>();

const ext: Record<UploadedImage['contentType'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The first bytes each accepted format starts with. */
const looksLike = (type: UploadedImage['contentType'], head: Uint8Array) => {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (type === 'image/jpeg') return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if (type === 'image/png') return head[0] === 0x89 && ascii(1, 4) === 'PNG';
  if (type === 'image/gif') return ascii(0, 4) === 'GIF8';
  return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
};

const sizeOf = async (blob: Blob) => {
  if (typeof createImageBitmap !== 'function') return { width: 1, height: 1 };
  try {
    const bitmap = await createImageBitmap(blob);
    return { width: bitmap.width, height: bitmap.height };
  } catch {
    return null;
  }
};

const refuse = (message: string) => HttpResponse.json({ message }, { status: 400 });

export const imageHandlers: { [N in keyof typeof imageEndpoints]: HttpHandler } = {
  uploadImage: adminHandle('uploadImage', async ({ request, operator }) => {
    const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim();
    const blob = await request.blob();
    if (blob.size === 0) return refuse(imageUploadMessages.empty);
    if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(type)) return refuse(imageUploadMessages.type);
    if (blob.size > IMAGE_UPLOAD_MAX_BYTES) return refuse(imageUploadMessages.tooLarge);
    const contentType = type as UploadedImage['contentType'];
    const head = new Uint8Array(await blob.slice(0, 12).arrayBuffer());
    const size = looksLike(contentType, head) ? await sizeOf(blob) : null;
    if (!size) return refuse(imageUploadMessages.corrupt);
    const name = `mock${String(stored.size + 1).padStart(28, '0')}.${ext[contentType]}`;
    stored.set(name, new Blob([blob], { type: contentType }));
    const image: UploadedImage = {
      url: `/uploads/${name}`,
      contentType,
      ...size,
      widths: UPLOAD_WIDTHS.filter((w) => w < size.width),
    };
    audit(operator, 'create', 'images', null, null, image);
    return image;
  }),
};

/** The uploaded pictures themselves, as the API serves them (a year's cache). */
export const uploadedImageFiles: HttpHandler = http.get('*/uploads/:name', ({ params }) => {
  const blob = stored.get(String(params.name));
  if (!blob) return new HttpResponse('画像が見つかりません。', { status: 404 });
  return new HttpResponse(blob, {
    headers: { 'Content-Type': blob.type, 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
});
