/**
 * Cached public answers (news, notices, products, the web specification…): the serialised JSON of a
 * public GET, kept per resource under that resource's version. A write calls `invalidate(resource)`,
 * which bumps the version in the shared store and tells every process to drop its copies, so the
 * next read of any process goes to the database. Two layers: this process's memory (no round trip
 * on a hit) and, with Redis, Redis itself (a process that starts or was told to drop its copies
 * refills from there instead of the database). Only answers that are the same for everyone of an
 * audience (`public` or `paid`) are cached: nothing member-specific ever is.
 */
import type { SharedStore } from './store.ts';

/**
 * A safety net for writes made outside the API (an operator's SQL). Kept well under the signed media
 * URLs' lifetime (media/signed-urls.ts, an hour), since cached answers carry those URLs.
 */
export const CACHE_TTL_MS = 10 * 60 * 1000;
/** Copies one process keeps per resource; the oldest goes first (limit/offset make many keys). */
const LOCAL_ENTRIES_PER_RESOURCE = 500;
const CHANNEL = 'cache-invalidate';

export interface CachedBody {
  version: number;
  body: string | null;
}

export interface PublicCache {
  enabled: boolean;
  /** The cached body of `key` (null on a miss) and the resource version it was read under. */
  lookup: (resource: string, key: string) => Promise<CachedBody>;
  /** Keeps `body` unless the resource changed since `version` was read. */
  save: (resource: string, version: number, key: string, body: string) => Promise<void>;
  /** After a write to `resource` commits: every process reads it afresh. */
  invalidate: (...resources: string[]) => Promise<void>;
  /**
   * The resource's current version, as this process knows it (the shared store's, kept up to date by
   * the invalidation messages): what cached pages built from the resource compare theirs with.
   */
  version: (resource: string) => Promise<number>;
}

export const createPublicCache = (store: SharedStore, options: { enabled: boolean }): PublicCache => {
  const versions = new Map<string, number>();
  const local = new Map<string, Map<string, { body: string; until: number }>>();
  const shared = store.kind === 'redis';

  const learn = (resource: string, version: number) => {
    if ((versions.get(resource) ?? -1) >= version) return;
    versions.set(resource, version);
    local.delete(resource);
  };
  store.subscribe(CHANNEL, (message) => {
    const [resource, version] = message.split(' ');
    if (resource && version) learn(resource, Number(version));
  });
  store.onResync(() => {
    versions.clear();
    local.clear();
  });

  const versionOf = async (resource: string) => {
    const known = versions.get(resource);
    if (known !== undefined) return known;
    const stored = Number((await store.get(`cache-version:${resource}`)) ?? 0);
    learn(resource, stored);
    return versions.get(resource) ?? stored;
  };
  const keep = (resource: string, key: string, body: string) => {
    let entries = local.get(resource);
    if (!entries) local.set(resource, (entries = new Map()));
    entries.delete(key);
    entries.set(key, { body, until: Date.now() + CACHE_TTL_MS });
    if (entries.size > LOCAL_ENTRIES_PER_RESOURCE) entries.delete(entries.keys().next().value!);
  };

  return {
    enabled: options.enabled,
    lookup: async (resource, key) => {
      const version = await versionOf(resource);
      const entry = local.get(resource)?.get(key);
      if (entry && entry.until > Date.now()) return { version, body: entry.body };
      if (!shared) return { version, body: null };
      const body = await store.get(`cache:${resource}:${version}:${key}`);
      if (body !== null && versions.get(resource) === version) keep(resource, key, body);
      return { version, body };
    },
    save: async (resource, version, key, body) => {
      if (versions.get(resource) !== version) return;
      keep(resource, key, body);
      if (shared) await store.set(`cache:${resource}:${version}:${key}`, body, CACHE_TTL_MS);
    },
    version: versionOf,
    invalidate: async (...resources) => {
      for (const resource of resources) {
        const version = await store.incr(`cache-version:${resource}`);
        learn(resource, version);
        await store.publish(CHANNEL, `${resource} ${version}`);
      }
    },
  };
};
