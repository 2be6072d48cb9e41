export { containing, startingWith } from '../../lib/like-pattern.ts';

/** The last word of a sample label, its unique suffix (for the suite's filter cases). */
export const lastWord = (value: unknown) => String(value).split(' ').at(-1) ?? '';
