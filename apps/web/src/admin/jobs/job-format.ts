/** The units a job's period is said in, largest first; each key is admin.taches.periode.{unit}. */
const PERIOD_UNITS = [
  ['jours', 86_400],
  ['heures', 3_600],
  ['minutes', 60],
  ['secondes', 1],
] as const;

export type PeriodUnit = (typeof PERIOD_UNITS)[number][0];

/**
 * A period in the largest unit that divides it, so 3600 reads "every hour" and 90 "every 90
 * seconds" rather than "every 1.5 minutes".
 */
export function periodParts(seconds: number): { unit: PeriodUnit; count: number } {
  // Only a period under a second finds none; it is said in seconds all the same.
  const [unit, size] =
    PERIOD_UNITS.find(([, length]) => seconds >= length && seconds % length === 0) ?? PERIOD_UNITS[3];
  return { unit, count: seconds / size };
}

/** A run's length in the locale's own unit words: "350 ms", "1,2 s", "2,5 min". */
export function formatDuration(ms: number, tag: string): string {
  const [value, unit] =
    ms < 1_000 ? [ms, 'millisecond'] : ms < 60_000 ? [ms / 1_000, 'second'] : [ms / 60_000, 'minute'];
  return new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    value,
  );
}
