import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
import type { ImageStorage, StoredFile } from './image-storage.ts';
import { SAFE_KEY } from './image-storage.ts';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials' token (`x-amz-security-token`), when there is one. */
  sessionToken?: string | undefined;
}

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to send and sign besides `host`, `x-amz-date` and `x-amz-content-sha256`. */
  headers?: Record<string, string>;
  /** SHA-256 of the body, hex (of the empty string when there is none). */
  payloadHash: string;
  region: string;
  credentials: S3Credentials;
  /** The request's time (now unless a test pins it). */
  date?: Date;
}

/**
 * The headers to send, signed with AWS Signature V4 by aws4fetch: the given ones, `x-amz-date`,
 * `x-amz-content-sha256` (the body's hash, so the bucket checks the body), the session token if
 * any, and `authorization` signing all of them with `host` (allHeaders: content-type is signed).
 */
export const signS3Request = async (input: SignInput): Promise<Record<string, string>> => {
  const signer = new AwsV4Signer({
    method: input.method,
    url: input.url.toString(),
    headers: { ...input.headers, 'x-amz-content-sha256': input.payloadHash },
    accessKeyId: input.credentials.accessKeyId,
    secretAccessKey: input.credentials.secretAccessKey,
    ...(input.credentials.sessionToken ? { sessionToken: input.credentials.sessionToken } : {}),
    service: 's3',
    region: input.region,
    ...(input.date ? { datetime: input.date.toISOString().replace(/[:-]|\.\d{3}/g, '') } : {}),
    allHeaders: true,
  });
  const { headers } = await signer.sign();
  return Object.fromEntries(headers);
};

export interface S3StorageOptions extends S3Credentials {
  /** `https://s3.<region>.amazonaws.com`, or the S3-compatible service's address (MinIO, R2…). */
  endpoint: string;
  bucket: string;
  region: string;
  /** Key prefix of every upload in the bucket (`uploads/` by default), so a bucket can be shared. */
  prefix: string;
  /** `<endpoint>/<bucket>/<key>` (true) or `<bucket>.<endpoint host>/<key>` (false). */
  pathStyle: boolean;
  /** How long one call may take before it is given up (ms). */
  timeoutMs?: number;
}

/** Kept with each object too, for whoever reads the bucket directly (a CDN in front of it). */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const EMPTY_HASH = sha256Hex('');

/** A call the bucket refused or failed (a 500 to the operator; the bucket's answer in the log). */
export class S3StorageError extends Error {
  constructor(call: string, key: string, status: number, detail: string) {
    super(`S3 ${call} ${key} answered ${status}: ${detail.slice(0, 300)}`);
    this.name = 'S3StorageError';
  }
}

/**
 * Uploads in an S3-compatible bucket, signed with AWS Signature V4 (aws4fetch) over fetch. The files of one
 * upload are `<prefix><hash>/<width>.<ext>`; the full picture is written last, so its presence says
 * the upload is complete (an upload already there is not written again), and a failure half way
 * deletes what was written. Reads come back through the API (`/uploads/…`, plugins/uploads.ts):
 * the bucket stays private.
 */
export const s3ImageStorage = (options: S3StorageOptions, fetchImpl: typeof fetch = fetch): ImageStorage => {
  const endpoint = new URL(options.endpoint);
  const timeoutMs = options.timeoutMs ?? 15_000;

  const urlOf = (key: string) => {
    const objectPath = `${options.prefix}${key}`
      .split('/')
      .map((segment) => encodeURIComponent(segment))
      .join('/');
    const base = endpoint.pathname.replace(/\/$/, '');
    if (options.pathStyle)
      return new URL(`${endpoint.protocol}//${endpoint.host}${base}/${options.bucket}/${objectPath}`);
    return new URL(`${endpoint.protocol}//${options.bucket}.${endpoint.host}${base}/${objectPath}`);
  };

  const send = async (method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) => {
    const url = urlOf(key);
    const signed = await signS3Request({
      method,
      url,
      headers,
      payloadHash: body ? sha256Hex(body) : EMPTY_HASH,
      region: options.region,
      credentials: options,
    });
    return fetchImpl(url, {
      method,
      headers: signed,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
  };

  const fail = async (method: string, key: string, res: Response) =>
    new S3StorageError(method, key, res.status, await res.text().catch(() => ''));

  const exists = async (key: string) => {
    const res = await send('HEAD', key);
    if (res.ok) return true;
    if (res.status === 404) return false;
    throw await fail('HEAD', key, res);
  };

  const put = async (file: StoredFile) => {
    const ext = file.key.slice(file.key.lastIndexOf('.') + 1);
    const res = await send('PUT', file.key, file.bytes, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': OBJECT_CACHE_CONTROL,
    });
    if (!res.ok) throw await fail('PUT', file.key, res);
    // The answer's body is read so the connection can be reused.
    await res.arrayBuffer();
  };

  const remove = async (key: string) => {
    const res = await send('DELETE', key);
    await res.arrayBuffer();
  };

  return {
    kind: 's3',
    putAll: async (folder, files) => {
      if (!SAFE_KEY.test(folder) || files.some((file) => !SAFE_KEY.test(file.key)))
        throw new Error(`bad upload folder ${folder}`);
      const full = files.find((file) => file.key.startsWith(`${folder}/full.`));
      if (!full) throw new Error(`upload ${folder} has no full picture`);
      // Already there (the same picture uploaded again): what is stored is what was sent.
      if (await exists(full.key)) return;
      const written: string[] = [];
      try {
        for (const file of [...files.filter((f) => f !== full), full]) {
          await put(file);
          written.push(file.key);
        }
      } catch (error) {
        await Promise.allSettled(written.map(remove));
        throw error;
      }
    },
    get: async (key) => {
      if (!SAFE_KEY.test(key)) return null;
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) throw await fail('GET', key, res);
      return Buffer.from(await res.arrayBuffer());
    },
  };
};
