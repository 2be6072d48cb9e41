/** Formats an ISO date ("2026-03-19") as a long date in a language ("19 mars 2026"), whatever the time zone. */
export function formatIsoDate(isoDate: string, localeTag: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
