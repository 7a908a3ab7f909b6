import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One stored file of an upload: its key under the uploads root (`<hash>/<width>.<ext>`). */
export interface StoredFile {
  key: string;
  bytes: Buffer;
}

/**
 * Where uploaded images live: local disk (`UPLOADS_DIR`, default `DATA_DIR/uploads`) or an
 * S3-compatible bucket (`IMAGE_STORAGE=s3`, media/s3-image-storage.ts), chosen by configuration;
 * the routes are the same for both.
 */
export interface ImageStorage {
  readonly kind: string;
  /**
   * Keeps every file of one upload (one folder: the content hash) or none of them. An upload
   * whose folder is already there is the same bytes again: nothing is written.
   */
  putAll: (folder: string, files: StoredFile[]) => Promise<void>;
  /** A stored file's bytes, or null. */
  get: (key: string) => Promise<Buffer | null>;
}

/** An upload's folder (its hash) or one of its files (`<hash>/<width>.<ext>`). */
export const SAFE_KEY = /^[0-9a-f]{32}(\/[a-z0-9]+\.[a-z]+)?$/;

const isCode = (error: unknown, ...codes: string[]) =>
  error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Files on this machine's disk. The files of one upload are written into a hidden folder first,
 * then the folder is renamed into place in one step: a reader sees all of them or none, and a
 * failure half way leaves nothing behind.
 */
export const localImageStorage = (root: string): ImageStorage => ({
  kind: 'local',
  putAll: async (folder, files) => {
    if (!SAFE_KEY.test(folder)) throw new Error(`bad upload folder ${folder}`);
    await mkdir(root, { recursive: true });
    const staging = path.join(root, `.incoming-${randomBytes(8).toString('hex')}`);
    try {
      await mkdir(staging);
      for (const file of files) await writeFile(path.join(staging, path.basename(file.key)), file.bytes);
      await rename(staging, path.join(root, folder));
    } catch (error) {
      // Already there (the same picture uploaded again): what is stored is what was sent.
      if (!isCode(error, 'ENOTEMPTY', 'EEXIST')) throw error;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  },
  get: async (key) => {
    if (!SAFE_KEY.test(key)) return null;
    try {
      return await readFile(path.join(root, key));
    } catch (error) {
      if (isCode(error, 'ENOENT', 'ENOTDIR')) return null;
      throw error;
    }
  },
});
