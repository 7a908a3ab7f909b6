import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible bucket for the tests, in this process: PUT, GET, HEAD and DELETE of
 * objects kept in memory, every request's AWS Signature V4 checked the way S3 checks it (its own
 * code, not the app's signer), so a wrong key, region, body hash or signature is refused with
 * 403 as the real service would.
 */

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface SignedRequest {
  method: string;
  /** The path and query as sent (`/bucket/key?x=y`). */
  url: string;
  headers: IncomingHttpHeaders | Record<string, string>;
  body: Buffer;
}

export interface S3StandIn {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Objects by key (without the bucket). */
  objects: Map<string, StoredObject>;
  /** Every request: method, key, and the status answered. */
  log: { method: string; key: string; status: number }[];
  /** The next PUTs after this many answer 500 (a service failing half way); null: never. */
  failPutsAfter: number | null;
  /** Why a request's signature is refused, or null when it is right. */
  verify: (request: SignedRequest) => string | null;
  close: () => Promise<void>;
}

const hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const mac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const header = (headers: SignedRequest['headers'], name: string) => {
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value.join(',') : value;
};

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

export const startS3StandIn = async (
  options: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<S3StandIn> => {
  const bucket = options.bucket ?? 'fanclub-images';
  const region = options.region ?? 'ap-northeast-1';
  const accessKeyId = options.accessKeyId ?? 'AKIASTANDIN0000000001';
  const secretAccessKey = options.secretAccessKey ?? 'stand-in/secret+key/0123456789abcdefghij';

  const verify = ({ method, url, headers, body }: SignedRequest): string | null => {
    const auth = AUTH.exec(header(headers, 'authorization') ?? '');
    if (!auth) return 'no AWS4-HMAC-SHA256 authorization';
    const [, key, day, scopeRegion, signedList, signature] = auth as unknown as string[];
    if (key !== accessKeyId) return 'unknown access key';
    if (scopeRegion !== region) return `wrong region ${scopeRegion}`;
    const stamp = header(headers, 'x-amz-date') ?? '';
    if (!/^\d{8}T\d{6}Z$/.test(stamp) || stamp.slice(0, 8) !== day) return 'bad x-amz-date';
    const at = Date.parse(
      `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
    );
    if (Math.abs(Date.now() - at) > 15 * 60 * 1000) return 'request time too skewed';
    const payloadHash = header(headers, 'x-amz-content-sha256');
    if (payloadHash !== hex(body)) return 'x-amz-content-sha256 is not the body’s';
    const signed = signedList!.split(';');
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256'])
      if (!signed.includes(required)) return `${required} not signed`;
    if (method === 'PUT' && !signed.includes('content-type')) return 'content-type not signed';
    const parsed = new URL(url, 'http://stand-in');
    const query = [...parsed.searchParams]
      .map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`)
      .sort()
      .join('&');
    const canonical = [
      method,
      parsed.pathname,
      query,
      signed.map((name) => `${name}:${(header(headers, name) ?? '').trim().replace(/\s+/g, ' ')}\n`).join(''),
      signedList,
      payloadHash,
    ].join('\n');
    const toSign = ['AWS4-HMAC-SHA256', stamp, `${day}/${region}/s3/aws4_request`, hex(canonical)].join('\n');
    const signingKey = mac(mac(mac(mac(`AWS4${secretAccessKey}`, day!), region), 's3'), 'aws4_request');
    const expected = createHmac('sha256', signingKey).update(toSign).digest();
    return timingSafeEqual(expected, Buffer.from(signature!, 'hex')) ? null : 'SignatureDoesNotMatch';
  };

  const objects = new Map<string, StoredObject>();
  const log: S3StandIn['log'] = [];
  let puts = 0;
  const state = { failPutsAfter: null as number | null };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = req.method ?? 'GET';
      const pathname = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const key = decodeURIComponent(pathname.slice(`/${bucket}/`.length));
      const answer = (status: number, payload?: Buffer | string, headers: Record<string, string> = {}) => {
        log.push({ method, key, status });
        res.writeHead(status, headers);
        res.end(method === 'HEAD' ? undefined : payload);
      };
      const refusal = verify({ method, url: req.url ?? '/', headers: req.headers, body });
      if (refusal)
        return answer(403, `<Error><Code>SignatureDoesNotMatch</Code><Message>${refusal}</Message></Error>`);
      if (!pathname.startsWith(`/${bucket}/`) || !key)
        return answer(404, '<Error><Code>NoSuchBucket</Code></Error>');
      if (method === 'PUT') {
        puts += 1;
        if (state.failPutsAfter !== null && puts > state.failPutsAfter)
          return answer(500, '<Error><Code>InternalError</Code></Error>');
        objects.set(key, {
          body,
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
        });
        return answer(200, '', { etag: `"${hex(body).slice(0, 32)}"` });
      }
      if (method === 'DELETE') {
        objects.delete(key);
        return answer(204);
      }
      if (method === 'GET' || method === 'HEAD') {
        const object = objects.get(key);
        if (!object) return answer(404, '<Error><Code>NoSuchKey</Code></Error>');
        return answer(200, object.body, {
          'content-type': object.contentType ?? 'application/octet-stream',
          'content-length': String(object.body.length),
        });
      }
      return answer(405);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    get failPutsAfter() {
      return state.failPutsAfter;
    },
    set failPutsAfter(value) {
      puts = 0;
      state.failPutsAfter = value;
    },
    verify,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
