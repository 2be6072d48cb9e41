import type { Redis } from 'ioredis';

/** Counts events per key over a fixed window: the basis of login throttling. */
export interface CounterStore {
  /** Adds one and answers the count in the current window and the milliseconds left in it. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
}

/** In-process counters, for a single process without Redis. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetsAt > now()) return entry;
    windows.delete(key);
    return undefined;
  };
  return {
    async increment(key, windowMs) {
      const entry = current(key) ?? { count: 0, resetsAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetsAt - now() };
    },
    async peek(key) {
      const entry = current(key);
      return { count: entry?.count ?? 0, resetInMs: entry ? entry.resetsAt - now() : 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** Counters shared by every process through Redis (INCR + PEXPIRE in one round trip). */
export function createRedisCounterStore(redis: Redis, prefix = 'boutique:'): CounterStore {
  return {
    async increment(key, windowMs) {
      const results = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
