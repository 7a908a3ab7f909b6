import type { IncomingMessage } from 'node:http';
import { adminEndpoints, IMAGE_UPLOAD_MAX_BYTES, imageUploadMessages } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error.ts';
import { processImage } from '../../media/image-variants.ts';
import { auditLogsRepository } from '../../repositories/admin/audit-logs.ts';
import { defineAdminRoute } from './define.ts';

/**
 * The body as bytes, whatever its content type (the picture's type is read from the bytes), and
 * refused in Japanese past the size limit without keeping what was read.
 */
const readLimited = (payload: IncomingMessage, declared: number, max: number) =>
  new Promise<Buffer>((resolve, reject) => {
    if (declared > max) return reject(badRequest(imageUploadMessages.tooLarge));
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) chunks.push(chunk);
      else chunks.length = 0;
    });
    payload.on('end', () =>
      size > max ? reject(badRequest(imageUploadMessages.tooLarge)) : resolve(Buffer.concat(chunks)),
    );
    payload.on('error', reject);
  });

/**
 * Image uploads (POST /api/admin/v1/images): the picture's own bytes as the body, checked, kept at
 * every width the site's `srcset` asks for (media/image-variants.ts) in the configured storage,
 * audited as `images`. The answer's URL is what an image field stores.
 */
export const adminImageRoutes = async (app: FastifyInstance) => {
  const { db, config, imageStorage } = app;
  const audit = auditLogsRepository(db, config.companyId);
  // Only in this plugin: every content type but JSON (which the contract's other calls use) reaches
  // the handler as bytes, so a wrong type gets the Japanese refusal, not a generic 415.
  app.addContentTypeParser('*', (request, payload, done) => {
    readLimited(payload, Number(request.headers['content-length'] ?? 0), IMAGE_UPLOAD_MAX_BYTES).then(
      (bytes) => done(null, bytes),
      (error: Error) => done(error, undefined),
    );
  });

  defineAdminRoute(app, adminEndpoints.uploadImage, async ({ request, operator }) => {
    const body: unknown = request.body;
    if (body === undefined || body === null) throw badRequest(imageUploadMessages.empty);
    if (!Buffer.isBuffer(body)) throw badRequest(imageUploadMessages.type);
    const declaredType = String(request.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const { hash, image, files } = await processImage(body, declaredType);
    await imageStorage.putAll(hash, files);
    await audit.record({
      operator,
      action: 'create',
      resource: 'images',
      resourceId: image.url,
      after: image,
    });
    return image;
  });
};
