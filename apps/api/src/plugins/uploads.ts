import type { FastifyInstance } from 'fastify';
import type { ImageStorage } from '../media/image-storage.ts';
import { contentTypeOfExt, UPLOADS_PREFIX, variantKey } from '../media/image-variants.ts';

/** A year, and never revalidated: an upload's name is its content's hash, so it never changes. */
export const UPLOADS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const NAME = /^([0-9a-f]{32})\.(jpg|png|webp|gif)$/;

/**
 * Uploaded images at `/uploads/<hash>.<ext>`, from the image storage; `?w=` (the site's `srcset`)
 * picks the stored width that covers it (media/image-variants.ts). Public, like the pages that
 * show them.
 */
export const registerUploads = (app: FastifyInstance, storage: ImageStorage) => {
  app.get(`${UPLOADS_PREFIX}:name`, { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const { w } = request.query as { w?: string };
    const match = NAME.exec(name);
    if (match) {
      const [, hash, ext] = match as unknown as [string, string, string];
      const requested = Number(w);
      for (const key of variantKey(
        hash,
        ext,
        Number.isInteger(requested) && requested > 0 ? requested : null,
      )) {
        const bytes = await storage.get(key);
        if (bytes)
          return reply
            .type(contentTypeOfExt(ext)!)
            .header('cache-control', UPLOADS_CACHE_CONTROL)
            .send(bytes);
      }
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('画像が見つかりません。');
  });
};
