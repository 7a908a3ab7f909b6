/**
 * What the API processes share besides the database: counters (rate limits, throttles), cached
 * answers and their versions, and messages to every process (cache invalidation). With REDIS_URL
 * it is Redis, so any number of processes agree; without it, this process's memory, which is right
 * for the one-process default (PGlite) and for tests.
 */
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export interface SharedStore {
  kind: 'redis' | 'memory';
  /** The Redis connection (for @fastify/rate-limit's store); null in memory. */
  redis: Redis | null;
  /** Prefix of every key and channel (REDIS_PREFIX). */
  prefix: string;
  ping: () => Promise<void>;
  get: (key: string) => Promise<string | null>;
  set: (key: string, value: string, ttlMs: number) => Promise<void>;
  /** The counter's value after adding one (a missing counter starts at 0). */
  incr: (key: string) => Promise<number>;
  /** A sliding-window hit: recorded and true while the key has fewer than `limit` in `windowMs`. */
  hit: (key: string, limit: number, windowMs: number, now: number) => Promise<boolean>;
  clear: (key: string) => Promise<void>;
  /** Takes back the latest hit of a sliding window (a try that turned out to be the owner's). */
  forgive: (key: string) => Promise<void>;
  /** Delivered to every process's listeners of `channel`, this one's included. */
  publish: (channel: string, message: string) => Promise<void>;
  subscribe: (channel: string, listener: (message: string) => void) => void;
  /** Called when messages may have been missed (Redis reconnected): forget what they would have told. */
  onResync: (listener: () => void) => void;
  close: () => Promise<void>;
}

/** Atomic sliding window on a sorted set of hit times (ms), so concurrent hits never pass the limit. */
const HIT_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

let hitSequence = 0;

export const createRedisStore = (url: string, prefix: string): SharedStore => {
  // Short timeouts: a request must not hang on Redis; callers fall back or fail fast.
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false });
  const subscriber = redis.duplicate();
  const listeners = new EventEmitter();
  listeners.setMaxListeners(0);
  const resync = new EventEmitter();
  let subscribedOnce = false;
  subscriber.on('message', (channel: string, message: string) => {
    listeners.emit(channel.slice(prefix.length), message);
  });
  // After a reconnect ioredis subscribes again, but messages sent meanwhile are gone.
  subscriber.on('ready', () => {
    if (subscribedOnce) resync.emit('resync');
    subscribedOnce = true;
  });
  // Errors are reported by the commands that fail (and /api/ready); do not crash on the event.
  redis.on('error', () => {});
  subscriber.on('error', () => {});
  const k = (key: string) => `${prefix}${key}`;
  return {
    kind: 'redis',
    redis,
    prefix,
    ping: async () => {
      await redis.ping();
    },
    get: (key) => redis.get(k(key)),
    set: async (key, value, ttlMs) => {
      await redis.set(k(key), value, 'PX', ttlMs);
    },
    incr: (key) => redis.incr(k(key)),
    hit: async (key, limit, windowMs, now) => {
      const member = `${now}:${process.pid}:${(hitSequence += 1)}`;
      const result = await redis.eval(HIT_SCRIPT, 1, k(key), now, windowMs, limit, member);
      return result === 1;
    },
    clear: async (key) => {
      await redis.del(k(key));
    },
    forgive: async (key) => {
      await redis.zpopmax(k(key));
    },
    publish: async (channel, message) => {
      await redis.publish(k(channel), message);
    },
    subscribe: (channel, listener) => {
      if (listeners.listenerCount(channel) === 0) void subscriber.subscribe(k(channel)).catch(() => {});
      listeners.on(channel, listener);
    },
    onResync: (listener) => {
      resync.on('resync', listener);
    },
    close: async () => {
      subscriber.disconnect();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
};

export const createMemoryStore = (prefix = ''): SharedStore => {
  const values = new Map<string, { value: string; until: number }>();
  const windows = new Map<string, number[]>();
  const listeners = new EventEmitter();
  listeners.setMaxListeners(0);
  const read = (key: string) => {
    const entry = values.get(key);
    if (entry && entry.until < Date.now()) values.delete(key);
    return entry && entry.until >= Date.now() ? entry.value : null;
  };
  return {
    kind: 'memory',
    redis: null,
    prefix,
    ping: async () => {},
    get: async (key) => read(key),
    set: async (key, value, ttlMs) => {
      values.set(key, { value, until: Date.now() + ttlMs });
    },
    incr: async (key) => {
      const next = Number(read(key) ?? 0) + 1;
      values.set(key, { value: String(next), until: Number.MAX_SAFE_INTEGER });
      return next;
    },
    hit: async (key, limit, windowMs, now) => {
      const hits = (windows.get(key) ?? []).filter((at) => at > now - windowMs);
      if (hits.length >= limit) {
        windows.set(key, hits);
        return false;
      }
      hits.push(now);
      windows.set(key, hits);
      return true;
    },
    clear: async (key) => {
      windows.delete(key);
      values.delete(key);
    },
    forgive: async (key) => {
      windows.get(key)?.pop();
    },
    publish: async (channel, message) => {
      listeners.emit(channel, message);
    },
    subscribe: (channel, listener) => {
      listeners.on(channel, listener);
    },
    onResync: () => {},
    close: async () => {},
  };
};

/** Redis when REDIS_URL is set, else this process's memory. */
export const createSharedStore = (options: { redisUrl: string | undefined; redisPrefix: string }) =>
  options.redisUrl ? createRedisStore(options.redisUrl, options.redisPrefix) : createMemoryStore();
