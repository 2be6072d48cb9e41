/** An ILIKE pattern matching the text anywhere, its own wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/gu, (char) => `\\${char}`)}%`;

/** An ILIKE pattern matching values that start with the text. */
export const startingWith = (text: string) => `${text.replace(/[\\%_]/gu, (char) => `\\${char}`)}%`;

/** The last word of a sample label, its unique suffix (for the suite's filter cases). */
export const lastWord = (value: unknown) => String(value).split(' ').at(-1) ?? '';
