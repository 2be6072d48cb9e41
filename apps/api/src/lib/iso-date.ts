/** A date as the API's answers write it (ISO 8601, UTC), or null where there is none. */
export const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;
