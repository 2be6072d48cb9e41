import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** The caches every process keeps of shared data: the catalogue (with what derives from it) and the interface messages. */
export type CacheTopic = 'catalogue' | 'traductions';
const TOPICS: readonly CacheTopic[] = ['catalogue', 'traductions'];

/**
 * Carries "this changed" between the shop's processes, so a write served by one process drops the
 * copies the others keep (stock shown, prices, texts). A process hears only the others' news.
 */
export interface CacheBus {
  /** Tells the other processes that `topic` changed. */
  announce(topic: CacheTopic): void;
  /** Runs `listener` when another process announces `topic` (or when news may have been missed). */
  on(topic: CacheTopic, listener: () => void): void;
  close(): Promise<void>;
}

/** A single process: nobody else keeps a copy. */
export const localCacheBus: CacheBus = {
  announce: () => {},
  on: () => {},
  close: async () => {},
};

/**
 * The bus over Redis publish/subscribe (a second connection subscribes). Publishing is fire and
 * forget: a write never waits for, nor fails with, Redis. While the subscription is down news can
 * be missed, so each (re)connection drops every cache once.
 */
export function createRedisCacheBus(
  redis: Redis,
  onError: (error: Error) => void,
  channel = 'boutique:caches',
): CacheBus {
  const origin = randomUUID();
  const listeners = new Map<CacheTopic, (() => void)[]>();
  const run = (topic: CacheTopic) => {
    for (const listener of listeners.get(topic) ?? []) listener();
  };
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  subscriber.on('ready', () => TOPICS.forEach(run));
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const news = JSON.parse(text) as { origin?: unknown; topic?: unknown };
      if (news.origin !== origin && TOPICS.includes(news.topic as CacheTopic)) run(news.topic as CacheTopic);
    } catch {
      // Not ours: the channel is shared by name only.
    }
  });
  subscriber.subscribe(channel).catch(onError);
  return {
    announce(topic) {
      redis.publish(channel, JSON.stringify({ origin, topic })).catch(onError);
    },
    on(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    // A subscriber has nothing to flush: hanging up at once never delays the shutdown.
    async close() {
      subscriber.disconnect();
    },
  };
}
