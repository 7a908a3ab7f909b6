import { readdir } from 'node:fs/promises';
import { UPLOAD_WIDTHS } from '@fanclub/domain/admin';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseImageStorage, type Config } from '../src/config.ts';
import { s3ImageStorage, sha256Hex, signS3Request } from '../src/media/s3-image-storage.ts';
import { createTestApp, headers, operatorTokens, type TestApp } from './helpers.ts';
import { startS3StandIn, type S3StandIn } from './s3-stand-in.ts';

let bucket: S3StandIn;
let t: TestApp;
const tokens: Record<string, string> = {};

const s3Config = (overrides: Partial<Extract<Config['imageStorage'], { kind: 's3' }>> = {}) =>
  ({
    kind: 's3',
    endpoint: bucket.endpoint,
    bucket: bucket.bucket,
    region: bucket.region,
    accessKeyId: bucket.accessKeyId,
    secretAccessKey: bucket.secretAccessKey,
    prefix: 'uploads/',
    pathStyle: true,
    ...overrides,
  }) as const;

const upload = (app: TestApp, bytes: Buffer) =>
  app.app.inject({
    method: 'POST',
    url: '/api/admin/v1/images',
    headers: { ...headers(tokens.editor), 'content-type': 'image/jpeg' },
    payload: bytes,
  });

const photo = (background = '#3949ab') =>
  sharp({ create: { width: 900, height: 300, channels: 3, background } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  bucket = await startS3StandIn();
  t = await createTestApp({ imageStorage: s3Config() }, { seed: true });
  Object.assign(tokens, await operatorTokens(t));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await bucket?.close();
});

describe('S3 request signing (AWS Signature V4)', () => {
  it('signs AWS’s own published example the same way S3 does', async () => {
    // "GET Object" of the S3 Signature V4 documentation: its access key, time and expected header.
    const signed = await signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
      region: 'us-east-1',
      credentials: {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(signed['x-amz-date']).toBe('20130524T000000Z');
  });

  it('the stand-in bucket refuses a request whose body, key or secret is not the one signed', async () => {
    const body = Buffer.from('picture');
    const url = new URL(`${bucket.endpoint}/${bucket.bucket}/uploads/a/full.jpg`);
    const sign = (secretAccessKey: string) =>
      signS3Request({
        method: 'PUT',
        url,
        headers: { 'content-type': 'image/jpeg' },
        payloadHash: sha256Hex(body),
        region: bucket.region,
        credentials: { accessKeyId: bucket.accessKeyId, secretAccessKey },
      });
    const good = { ...(await sign(bucket.secretAccessKey)), host: url.host };
    const request = { method: 'PUT', url: url.pathname, headers: good, body };
    expect(bucket.verify(request)).toBeNull();
    expect(bucket.verify({ ...request, body: Buffer.from('другое') })).toMatch(/x-amz-content-sha256/);
    expect(bucket.verify({ ...request, url: `/${bucket.bucket}/uploads/b/full.jpg` })).toBe(
      'SignatureDoesNotMatch',
    );
    expect(bucket.verify({ ...request, headers: { ...good, 'content-type': 'image/png' } })).toBe(
      'SignatureDoesNotMatch',
    );
    expect(bucket.verify({ ...request, headers: { ...(await sign('wrong')), host: url.host } })).toBe(
      'SignatureDoesNotMatch',
    );
  });
});

describe('image uploads kept in an S3-compatible bucket', () => {
  it('an upload puts every width in the bucket, signed, and /uploads/ serves them as before', async () => {
    const res = await upload(t, await photo());
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json();
    const hash = /^\/uploads\/([0-9a-f]{32})\.jpg$/.exec(image.url)![1]!;

    // In the bucket: `uploads/<hash>/<width>.jpg`, each a JPEG of that width, typed and cached.
    const widths = UPLOAD_WIDTHS.filter((w) => w < 900);
    expect(image.widths).toEqual(widths);
    const keys = [...bucket.objects.keys()].filter((key) => key.includes(hash)).sort();
    expect(keys).toEqual(
      [...widths.map((w) => `uploads/${hash}/${w}.jpg`), `uploads/${hash}/full.jpg`].sort(),
    );
    for (const w of [...widths, 900]) {
      const object = bucket.objects.get(`uploads/${hash}/${w === 900 ? 'full' : w}.jpg`)!;
      expect(object.contentType).toBe('image/jpeg');
      expect(object.cacheControl).toBe('public, max-age=31536000, immutable');
      expect((await sharp(object.body).metadata()).width).toBe(w);
    }
    // The full picture is written last: its presence says the upload is whole.
    const puts = bucket.log.filter((entry) => entry.method === 'PUT' && entry.key.includes(hash));
    expect(puts.at(-1)?.key).toBe(`uploads/${hash}/full.jpg`);
    expect(bucket.log.every((entry) => entry.status !== 403)).toBe(true);
    // Nothing on the API's disk.
    expect(await readdir(t.config.uploadsDir).catch(() => [])).toEqual([]);

    // The site's srcset asks the same URLs: each width answers from the bucket, cached a year.
    for (const [asked, served] of [
      [640, 640],
      [100, 128],
      [1080, 900],
    ] as const) {
      const got = await t.app.inject({ method: 'GET', url: `${image.url}?w=${asked}&q=75` });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/jpeg');
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const key = `uploads/${hash}/${served === 900 ? 'full' : served}.jpg`;
      expect(Buffer.compare(got.rawPayload, bucket.objects.get(key)!.body)).toBe(0);
    }
    const missing = await t.app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.jpg?w=640` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('画像が見つかりません。');
  });

  it('the same picture again is not written twice', async () => {
    const bytes = await photo('#00897b');
    expect((await upload(t, bytes)).statusCode).toBe(200);
    const putsBefore = bucket.log.filter((entry) => entry.method === 'PUT').length;
    const again = await upload(t, bytes);
    expect(again.statusCode).toBe(200);
    expect(bucket.log.filter((entry) => entry.method === 'PUT').length).toBe(putsBefore);
  });

  it('a bucket failing half way leaves nothing of the upload, and the answer says it failed', async () => {
    const before = [...bucket.objects.keys()];
    bucket.failPutsAfter = 2;
    try {
      const res = await upload(t, await photo('#f4511e'));
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/u);
    } finally {
      bucket.failPutsAfter = null;
    }
    expect([...bucket.objects.keys()]).toEqual(before);
  });

  it('wrong keys: the bucket refuses the signature, the upload fails and nothing is stored', async () => {
    const wrong = await createTestApp(
      { imageStorage: s3Config({ secretAccessKey: 'not-the-secret' }) },
      { seed: true },
    );
    try {
      const own = await operatorTokens(wrong);
      const before = bucket.objects.size;
      const res = await wrong.app.inject({
        method: 'POST',
        url: '/api/admin/v1/images',
        headers: { ...headers(own.editor), 'content-type': 'image/jpeg' },
        payload: await photo('#6d4c41'),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/u);
      expect(bucket.log.at(-1)?.status).toBe(403);
      expect(bucket.objects.size).toBe(before);
    } finally {
      await wrong.close();
    }
  });

  it('addresses AWS buckets by their own host name, and signs that host', async () => {
    const requests: { url: string; headers: Record<string, string> }[] = [];
    const storage = s3ImageStorage(
      { ...s3Config(), endpoint: 'https://s3.ap-northeast-1.amazonaws.com', pathStyle: false },
      async (input, init) => {
        requests.push({ url: String(input), headers: init!.headers as Record<string, string> });
        return new Response(null, { status: 404 });
      },
    );
    expect(await storage.get(`${'a'.repeat(32)}/640.jpg`)).toBeNull();
    expect(requests[0]!.url).toBe(
      `https://fanclub-images.s3.ap-northeast-1.amazonaws.com/uploads/${'a'.repeat(32)}/640.jpg`,
    );
    expect(requests[0]!.headers.authorization).toMatch(/SignedHeaders=host;x-amz-content-sha256;x-amz-date,/);
    // A key that is not an upload's never reaches the bucket.
    expect(await storage.get('../secret')).toBeNull();
    expect(requests).toHaveLength(1);
  });
});

describe('IMAGE_STORAGE configuration', () => {
  const base = { DATA_DIR: '/tmp/fanclub-config-test', JWT_SECRET: 'test-secret' };
  const keys = { S3_BUCKET: 'fc-images', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' };

  it('is local disk unless asked; s3 reads its settings, with AWS or a compatible endpoint', () => {
    expect(loadConfig(base).imageStorage).toEqual({ kind: 'local' });
    expect(parseImageStorage({ IMAGE_STORAGE: 's3', S3_REGION: 'ap-northeast-1', ...keys })).toEqual({
      kind: 's3',
      endpoint: 'https://s3.ap-northeast-1.amazonaws.com',
      bucket: 'fc-images',
      region: 'ap-northeast-1',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      sessionToken: undefined,
      prefix: 'uploads/',
      pathStyle: false,
    });
    expect(
      parseImageStorage({ IMAGE_STORAGE: 's3', S3_ENDPOINT: 'http://minio:9000/', S3_PREFIX: 'fc', ...keys }),
    ).toMatchObject({ endpoint: 'http://minio:9000', region: 'us-east-1', prefix: 'fc/', pathStyle: true });
  });

  it('refuses to start with s3 but no bucket or keys, or an unknown kind', () => {
    expect(() => loadConfig({ ...base, IMAGE_STORAGE: 's3', S3_BUCKET: 'fc' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...base, IMAGE_STORAGE: 'gcs' })).toThrow(/IMAGE_STORAGE/);
    expect(() => parseImageStorage({ IMAGE_STORAGE: 's3', S3_ENDPOINT: 'minio:9000', ...keys })).toThrow(
      /S3_ENDPOINT/,
    );
  });
});
