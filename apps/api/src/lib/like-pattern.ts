const escapeWildcards = (text: string) => text.replace(/[\\%_]/gu, '\\$&');

/** A LIKE/ILIKE pattern matching the text anywhere, its own wildcards taken literally. */
export const containing = (text: string) => `%${escapeWildcards(text)}%`;

/** A LIKE/ILIKE pattern matching values that start with the text, its wildcards taken literally. */
export const startingWith = (text: string) => `${escapeWildcards(text)}%`;
