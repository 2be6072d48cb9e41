/**
 * The envelopes of a call that went well, as the contract names them: `data` for one thing,
 * `datas` for a list, `message` for a call that did what was asked and says so in a sentence
 * (French, for API users; the shop's pages show their own words, in the visitor's language).
 */
export const answerData = <T>(data: T) => ({ code: 200 as const, data });

export const answerList = <T>(datas: T) => ({ code: 200 as const, datas });

export const doneSaying = (message: string) => ({ code: 200 as const, message });
