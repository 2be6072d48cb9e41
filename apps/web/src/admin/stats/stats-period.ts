/** Periods of the `stats` screen: Paris days ('YYYY-MM-DD'), both ends included. */
export interface Period {
  du: string;
  au: string;
}

export const STATS_PRESETS = ['7j', '30j', 'mois', 'mois_precedent', '12m'] as const;
export type StatsPreset = (typeof STATS_PRESETS)[number];

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/u;

/** The shop's day (Paris) holding the instant. */
export const parisDay = (at: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The period a preset stands for, as of the Paris day `today`. */
export function presetPeriod(preset: StatsPreset, today: string): Period {
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case '7j':
      return { du: shiftDay(today, -6), au: today };
    case '30j':
      return { du: shiftDay(today, -29), au: today };
    case 'mois':
      return { du: monthStart, au: today };
    case 'mois_precedent': {
      const au = shiftDay(monthStart, -1);
      return { du: `${au.slice(0, 7)}-01`, au };
    }
    case '12m': {
      const start = new Date(Date.parse(today));
      start.setUTCFullYear(start.getUTCFullYear() - 1);
      return { du: shiftDay(start.toISOString().slice(0, 10), 1), au: today };
    }
  }
}

/** The period in the address (`?du=&au=`), or the last 30 days when it is missing or wrong. */
export function readPeriod(search: string, today: string): Period {
  const params = new URLSearchParams(search);
  const du = params.get('du') ?? '';
  const au = params.get('au') ?? '';
  if (
    ISO_DAY.test(du) &&
    ISO_DAY.test(au) &&
    du <= au &&
    !Number.isNaN(Date.parse(du)) &&
    !Number.isNaN(Date.parse(au))
  )
    return { du, au };
  return presetPeriod('30j', today);
}

/** The `stats` screen's address for a period. */
export const statsHref = (period: Period) => `/stats?${new URLSearchParams({ du: period.du, au: period.au })}`;

/** Change against the previous period, in whole percent; none when there was nothing before. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
