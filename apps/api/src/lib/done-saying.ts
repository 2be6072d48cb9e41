/**
 * The answer of a call that did what was asked and says so in a sentence: French, for API users
 * (the shop's pages show their own words, in the visitor's language).
 */
export const doneSaying = (message: string) => ({ code: 200 as const, message });
