import type { Locator, Page } from 'playwright-core';

/** What the check reads of the page's Web Animations (the e2e package has no DOM types). */
interface Motion {
  playState: string;
  finished: Promise<unknown>;
  effect: { getComputedTiming: () => { endTime?: number | null } } | null;
}
interface Animated {
  getAnimations: (options: { subtree: boolean }) => Motion[];
}

/**
 * Resolves once the page (or one element and what it holds) has no finite CSS animation or
 * transition still running: what a measure or a colour check needs, without guessing a duration.
 * Two frames first, so an entrance that starts on the next frame is counted. Endless animations (a
 * spinner) are left out, and a motion longer than `capMs` is not waited for beyond it.
 */
export async function animationsSettled(target: Page | Locator, capMs = 3000): Promise<void> {
  const element = 'goto' in target ? target.locator(':root') : target;
  await element.evaluate(async (root, cap) => {
    const frame = (globalThis as unknown as { requestAnimationFrame: (callback: () => void) => void })
      .requestAnimationFrame;
    await new Promise<void>((resolve) => frame(() => frame(resolve)));
    const running = (root as unknown as Animated)
      .getAnimations({ subtree: true })
      .filter(({ playState, effect }) => playState === 'running' && effect?.getComputedTiming().endTime !== Infinity);
    const ended = Promise.all(running.map(({ finished }) => finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, cap))]);
  }, capMs);
}
