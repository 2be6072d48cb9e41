import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsSettled } from './settled.ts';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Rules axe ships as experimental, so off unless asked for. label-content-name-mismatch is
 * WCAG 2.5.3 (Label in Name, level A): a control's accessible name contains its visible text, so
 * a voice user can say what they see.
 */
const EXPERIMENTAL_RULES_ON = { 'label-content-name-mismatch': { enabled: true } };

/** What fails the run: what axe ranks as serious or critical. */
const BLOCKING = new Set(['serious', 'critical']);

/** One line per violation and node, so a failure says what to fix and where. */
function describeViolations(results: AxeResults): string[] {
  return results.violations
    .filter(({ impact }) => impact && BLOCKING.has(impact))
    .flatMap(({ id, impact, help, nodes }) =>
      nodes.map(
        ({ target, failureSummary }) =>
          `[${impact}] ${id} (${help}) at ${target.join(' ')}: ${(failureSummary ?? '').replaceAll('\n', ' ')}`,
      ),
    );
}

/**
 * Only violations are read: axe then builds a selector for those nodes alone, not for the
 * thousands that pass (the other groups keep one node per rule).
 */
const RESULT_TYPES: ['violations'] = ['violations'];

/**
 * axe on the page, run in the page itself. axe's default mode gathers each frame's results in a
 * blank page it opens and closes for every check, which doubles the check's time; the shop's
 * pages hold no frame from another origin, the one case that mode is for.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: RESULT_TYPES });

/** Runs axe (the e2e package's axe-core, its latest release) over the page: its serious and critical violations. */
export async function checkAccessibility(page: Page): Promise<string[]> {
  // Let entrance transitions end, so colours are measured at rest.
  await animationsSettled(page);
  const results = await axeOn(page).options({ resultTypes: RESULT_TYPES, rules: EXPERIMENTAL_RULES_ON }).analyze();
  // The check ran over the page: axe found rules that apply and pass.
  expect(results.passes.length).toBeGreaterThan(10);
  return describeViolations(results);
}
