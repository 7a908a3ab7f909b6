/**
 * The stock gate: SKUs the database has said are sold out, remembered so the next buyers of a
 * sold-out SKU are told 売り切れ before their order takes a database connection (a sale of 10
 * units to 500 buyers answers 490 refusals from memory). PostgreSQL stays the authority: the gate
 * only ever refuses what a checkout just read as 0 in stock, and every sale still takes its stock
 * with the conditional decrement in the order's transaction.
 *
 * A closed SKU is tied to what was known when the database was read: the catalogue's version
 * (`products`, bumped by every write that changes stock: a sale, a console edit, a cancelled or
 * expired order giving its stock back) and the gate's own epoch (bumped when a refused payment gives
 * stock back, which changes nothing the catalogue shows). A close read before either moved is void,
 * whichever order the messages arrive in, so stock added anywhere reopens the gate in every process.
 * With Redis the closes and reopens reach every process (pub/sub); without it they stay in this
 * process, and the gate is off whenever the catalogue cache is (several processes with no Redis).
 */
import type { PublicCache } from '../shared/public-cache.ts';
import type { SharedStore } from '../shared/store.ts';

const CHANNEL = 'stock-gate';
const EPOCH_KEY = 'stock-gate-epoch';
/** How long a tried order key is remembered (a fan's retries come within minutes). */
const TRIED_TTL_MS = 60 * 60 * 1000;
/** A close older than this is forgotten anyway (a stock change made by an operator's SQL). */
export const STOCK_GATE_TTL_MS = 10_000;

/** What was known before the database was read; a close carries it. */
export interface GateMark {
  version: number;
  epoch: number;
}

export interface StockGate {
  enabled: boolean;
  /** Read before the database: what a close found on that read will carry. */
  mark: () => Promise<GateMark>;
  /**
   * The first of `skuIds` known to be sold out, with its fan-facing name, or null (no round trip
   * once the versions are known). An order whose key was tried before is never refused here: its
   * retry must find the order it may have placed (`tried`).
   */
  soldOut: (skuIds: readonly number[], key: string | null) => Promise<{ skuId: number; name: string } | null>;
  /** The database said `skuId` has no stock left (read after `mark` was taken). */
  close: (skuId: number, name: string, mark: GateMark) => Promise<void>;
  /** An order with this key goes to the database: a retry of it passes the gate. */
  tried: (key: string) => Promise<void>;
  /** Stock went back without a catalogue change (a refused payment): every close so far is void. */
  reopen: () => Promise<void>;
}

export const createStockGate = (
  store: SharedStore,
  catalogue: PublicCache,
  options: { enabled: boolean; ttlMs?: number },
): StockGate => {
  const ttlMs = options.ttlMs ?? STOCK_GATE_TTL_MS;
  const closed = new Map<number, GateMark & { name: string; until: number }>();
  let epoch: number | null = null;

  const learnEpoch = (value: number) => {
    if (epoch !== null && epoch >= value) return;
    epoch = value;
    closed.clear();
  };
  const currentEpoch = async () => {
    if (epoch === null) learnEpoch(Number((await store.get(EPOCH_KEY)) ?? 0));
    return epoch ?? 0;
  };
  const remember = (skuId: number, name: string, mark: GateMark) =>
    closed.set(skuId, { ...mark, name, until: Date.now() + ttlMs });

  store.subscribe(CHANNEL, (message) => {
    const [kind, a, b, c, ...name] = message.split(' ');
    if (kind === 'open' && a) learnEpoch(Number(a));
    if (kind === 'close' && a && b && c)
      remember(Number(a), name.join(' '), { version: Number(b), epoch: Number(c) });
  });
  store.onResync(() => {
    epoch = null;
    closed.clear();
  });

  const mark = async (): Promise<GateMark> => ({
    version: await catalogue.version('products'),
    epoch: await currentEpoch(),
  });

  return {
    enabled: options.enabled,
    mark,
    soldOut: async (skuIds, key) => {
      if (!options.enabled || closed.size === 0) return null;
      const now = await mark();
      for (const skuId of skuIds) {
        const entry = closed.get(skuId);
        if (!entry) continue;
        if (entry.version === now.version && entry.epoch === now.epoch && entry.until > Date.now()) {
          if (key !== null && (await store.get(`order-tried:${key}`)) !== null) return null;
          return { skuId, name: entry.name };
        }
        // Read under an older catalogue or epoch (or too long ago): stock may be back.
        if (entry.version <= now.version && entry.epoch <= now.epoch) closed.delete(skuId);
      }
      return null;
    },
    close: async (skuId, name, at) => {
      if (!options.enabled) return;
      remember(skuId, name, at);
      if (store.kind === 'redis')
        await store.publish(CHANNEL, `close ${skuId} ${at.version} ${at.epoch} ${name}`);
    },
    tried: async (key) => {
      if (options.enabled) await store.set(`order-tried:${key}`, '1', TRIED_TTL_MS);
    },
    reopen: async () => {
      if (!options.enabled) return;
      const next = await store.incr(EPOCH_KEY);
      learnEpoch(next);
      await store.publish(CHANNEL, `open ${next}`);
    },
  };
};
