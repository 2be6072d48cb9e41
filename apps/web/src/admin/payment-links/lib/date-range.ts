const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar date as YYYY-MM-DD. */
const toIsoDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The history shows the first to the last day of the current month by default. */
export function currentMonthRange(now = new Date()): { du: string; au: string } {
  return {
    du: toIsoDate(new Date(now.getFullYear(), now.getMonth(), 1)),
    au: toIsoDate(new Date(now.getFullYear(), now.getMonth() + 1, 0)),
  };
}
