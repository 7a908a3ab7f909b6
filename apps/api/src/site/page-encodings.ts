/**
 * A cached page's compressed bytes, made once per page and process and then sent as a file is
 * (docs/page-cache.md, "Answers"): compressing the HTML of `/` (about 80 KB) on every answer cost
 * more than serving it. The brotli copy is made at a higher quality than on-the-fly compression,
 * on libuv's threads (zlib's asynchronous calls), so the event loop goes on answering meanwhile;
 * visitors asking at the same time share the one compression.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RenderedPage } from './page-cache.ts';

export type PageEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const compressors: Record<PageEncoding, (html: string) => Promise<Buffer>> = {
  br: (html) =>
    brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
  gzip: (html) => gzipped(html, { level: 9 }),
};

/** The coding this client takes, in the server's order of preference (brotli, then gzip), or null. */
export const pageEncodingFor = (acceptEncoding: string | string[] | undefined): PageEncoding | null => {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const takes = (coding: PageEncoding) => {
    const q = accepted.get(coding) ?? accepted.get('*');
    return q !== undefined && q > 0;
  };
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
};

const made = new WeakMap<RenderedPage, Partial<Record<PageEncoding, Promise<Buffer>>>>();

/** The page's bytes in this coding, compressed the first time they are asked for. */
export const encodedPage = (page: RenderedPage, encoding: PageEncoding): Promise<Buffer> => {
  let copies = made.get(page);
  if (!copies) made.set(page, (copies = {}));
  let copy = copies[encoding];
  if (!copy) {
    copy = compressors[encoding](page.html);
    copies[encoding] = copy;
    // A failed compression is tried again by the next visitor (who gets the plain page meanwhile).
    copy.catch(() => {
      if (copies[encoding] === copy) delete copies[encoding];
    });
  }
  return copy;
};
