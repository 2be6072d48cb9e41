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
    // last 50,000 must cost about as much CPU as the first.
    const lap = 50_000;
    // This process's CPU time, which other work on the machine hardly moves, unlike the clock.
    const cpu = () => {
      const { user, system } = process.cpuUsage();
      return user + system;
    };
    const laps: number[] = [cpu()];
    let sent = 0;
    let done = 0;
    try {
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          while (sent++ < 4 * lap) {
            await client`select 1`;
            if (++done % lap === 0) laps.push(cpu());
          }
        }),
      );
      const [first, , , fourth] = laps.slice(1).map((end, i) => end - laps[i]!);
      // Unpatched, the fourth lap took 1.9× the CPU of the first; patched, 0.9×.
      expect(fourth!).toBeLessThan(first! * 1.5);
    } finally {
      await client.end();
    }
  }, 60_000);
});
