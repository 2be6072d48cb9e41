import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { POSTGRES_OPTIONS } from './client.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  it('keeps its pace while more statements wait than it has connections', async () => {
    // The driver queues a statement behind another on a busy connection; unpatched, each such
    // statement lengthened a list it then searched, so the pool slowed for as long as it stayed
    // busy (patches/postgres+*.patch).
    const client = postgres(process.env.TEST_DATABASE_URL!, POSTGRES_OPTIONS);
    // One unbroken run of 200,000 statements from 20 callers: the pool never empties, and the
    // last 50,000 must go about as fast as the first.
    const lap = 50_000;
    const laps: number[] = [performance.now()];
    let sent = 0;
    let done = 0;
    try {
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          while (sent++ < 4 * lap) {
            await client`select 1`;
            if (++done % lap === 0) laps.push(performance.now());
          }
        }),
      );
      const [first, , , fourth] = laps.slice(1).map((end, i) => end - laps[i]!);
      // Unpatched, the fourth took about twice as long as the first; patched, less time.
      expect(fourth!).toBeLessThan(first! * 1.5);
    } finally {
      await client.end();
    }
  }, 60_000);
});
