import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 requests (the `Authorization` header form), written over
 * node:crypto so an S3-compatible bucket needs no SDK: the image storage sends a handful of
 * PUT / GET / HEAD / DELETE calls and nothing more (docs/deploy.md "Image storage").
 */

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials' token (`x-amz-security-token`), when there is one. */
  sessionToken?: string | undefined;
}

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
  service?: string;
}

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: unreserved characters kept, everything else %XX. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The path as S3 signs it: each segment encoded once (S3 does not double-encode). */
const canonicalPath = (url: URL) =>
  url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/') || '/';

const canonicalQuery = (url: URL) =>
  [...url.searchParams]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

/** `20130524T000000Z` and `20130524`. */
export const amzDate = (date: Date) => {
  const stamp = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { stamp, day: stamp.slice(0, 8) };
};

/** The signing key of one day, region and service. */
export const signingKey = (secret: string, day: string, region: string, service: string) =>
  hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');

/**
 * The headers to send: the given ones, `x-amz-date`, `x-amz-content-sha256`, the session token if
 * any, and `authorization` signing all of them with `host`.
 */
export const signS3Request = (input: SignInput): Record<string, string> => {
  const service = input.service ?? 's3';
  const { stamp, day } = amzDate(input.date ?? new Date());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
  headers['x-amz-date'] = stamp;
  headers['x-amz-content-sha256'] = input.payloadHash;
  if (input.credentials.sessionToken) headers['x-amz-security-token'] = input.credentials.sessionToken;
  const signed: Record<string, string> = { ...headers, host: input.url.host };
  const names = Object.keys(signed).sort();
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalPath(input.url),
    canonicalQuery(input.url),
    names.map((name) => `${name}:${signed[name]!.trim().replace(/\s+/g, ' ')}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac(
    'sha256',
    signingKey(input.credentials.secretAccessKey, day, input.region, service),
  )
    .update(stringToSign)
    .digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
};
