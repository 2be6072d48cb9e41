// Vitest's order, except that the few files which run for minutes start first in their project, so
// that none of them is left running alone at the end of its group while the other worker idles.
// Vitest itself puts the longest files first only once a run has cached their durations, which a
// fresh clone (CI) never has: there it starts the larger files first, and the crash file is small.
import { BaseSequencer } from 'vitest/node';

/** Parts of the paths of the files that run longest at CI's figures (README, Tests). */
const LONGEST = [
  'checkout-crash.e2e.test.ts',
  'a11y-admin.e2e.test.ts',
  'storefront/a11y.e2e.test.ts',
  'checkout-amounts.property.test.ts',
  'security/fuzz.test.ts',
  'resource.hostile.test.ts',
];

const isLong = (/** @type {import('vitest/node').TestSpecification} */ file) =>
  LONGEST.some((part) => file.moduleId.endsWith(part));

export default class LongestFirstSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files);
    // A stable sort keeps Vitest's order of groups and projects, and of the files within each part.
    const rank = (/** @type {import('vitest/node').TestSpecification} */ file) =>
      `${file.project.config.sequence.groupOrder}\u0000${file.project.name}`;
    const firstOfPart = new Map();
    sorted.forEach((file, index) => firstOfPart.has(rank(file)) || firstOfPart.set(rank(file), index));
    return sorted
      .map((file, index) => ({ file, key: [firstOfPart.get(rank(file)), isLong(file) ? 0 : 1, index] }))
      .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
      .map(({ file }) => file);
  }
}
