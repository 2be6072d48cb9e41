import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createRedisCacheBus, type CacheBus } from './cache-bus.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('cache bus over Redis', () => {
  const connections: Redis[] = [];
  const buses: CacheBus[] = [];
  // A channel of its own, so parallel test files never hear each other.
  const channel = `boutique:test-caches:${randomUUID()}`;
  const open = async () => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
    connections.push(redis);
    const errors: Error[] = [];
    const bus = createRedisCacheBus(redis, (error) => errors.push(error), channel);
    buses.push(bus);
    const heard = { catalogue: vi.fn(), traductions: vi.fn() };
    bus.on('catalogue', heard.catalogue);
    bus.on('traductions', heard.traductions);
    // Subscribed and connected: the first connection drops every cache once.
    await vi.waitFor(() => expect(heard.catalogue).toHaveBeenCalledTimes(1));
    heard.catalogue.mockClear();
    heard.traductions.mockClear();
    return { redis, bus, heard, errors };
  };
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    for (const redis of connections) await redis.quit();
  });

  it('tells the other processes, not the one that announced', async () => {
    const [one, two, three] = [await open(), await open(), await open()];
    one.bus.announce('catalogue');
    await vi.waitFor(() => {
      expect(two.heard.catalogue).toHaveBeenCalledTimes(1);
      expect(three.heard.catalogue).toHaveBeenCalledTimes(1);
    });
    two.bus.announce('traductions');
    await vi.waitFor(() => expect(one.heard.traductions).toHaveBeenCalledTimes(1));
    expect(one.heard.catalogue).not.toHaveBeenCalled();
    expect(two.heard.traductions).not.toHaveBeenCalled();
    expect([one.errors, two.errors, three.errors]).toEqual([[], [], []]);
  });

  it('ignores what is not its news on the channel', async () => {
    const { redis, heard } = await open();
    const other = await open();
    await redis.publish(channel, 'not json');
    await redis.publish(channel, JSON.stringify({ origin: 'elsewhere', topic: 'paniers' }));
    other.bus.announce('traductions');
    await vi.waitFor(() => expect(heard.traductions).toHaveBeenCalledTimes(1));
    expect(heard.catalogue).not.toHaveBeenCalled();
  });
});
