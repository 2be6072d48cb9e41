/** A history filter: inclusive ISO dates (YYYY-MM-DD), start never after end (spec §5). */
export interface DateRange {
  du: string;
  au: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar date as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Spec §9: the history shows the first to the last day of the current month by default. */
export function currentMonthRange(now = new Date()): DateRange {
  return {
    du: toIsoDate(new Date(now.getFullYear(), now.getMonth(), 1)),
    au: toIsoDate(new Date(now.getFullYear(), now.getMonth() + 1, 0)),
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/u;

/** Both dates given and in order. */
export function isRangeValid({ du, au }: DateRange): boolean {
  return ISO_DATE.test(du) && ISO_DATE.test(au) && du <= au;
}
