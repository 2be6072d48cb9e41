import { describe, expect, it } from 'vitest';
import { isSessionOpen, STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS } from './sessions.ts';

const now = new Date('2026-11-29T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('how long a session stays open', () => {
  it('keeps a customer’s session whatever its age or idle time (its expiry decides)', () => {
    expect(isSessionOpen(['user'], { created: ago(29 * 86_400_000), lastUsed: ago(20 * 86_400_000) }, now)).toBe(true);
  });

  it('ends a staff session 12 hours after its last use', () => {
    const session = (idle: number) => ({ created: ago(idle + 1), lastUsed: ago(idle) });
    expect(isSessionOpen(['user', 'admin'], session(STAFF_SESSION_IDLE_MS), now)).toBe(true);
    expect(isSessionOpen(['user', 'admin'], session(STAFF_SESSION_IDLE_MS + 1), now)).toBe(false);
    expect(isSessionOpen(['user', 'ambassadeur'], session(STAFF_SESSION_IDLE_MS + 1), now)).toBe(false);
  });

  it('ends a staff session 7 days after sign-in, however busy', () => {
    const session = (age: number) => ({ created: ago(age), lastUsed: ago(1_000) });
    expect(isSessionOpen(['admin'], session(STAFF_SESSION_MAX_MS), now)).toBe(true);
    expect(isSessionOpen(['admin'], session(STAFF_SESSION_MAX_MS + 1), now)).toBe(false);
  });
});
