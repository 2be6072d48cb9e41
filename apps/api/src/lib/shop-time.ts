import { SHOP_TIME_ZONE } from '@boutique/domain';
import { sql, type SQL } from 'drizzle-orm';

/** The shop's clock: "today", "this month" and a filter's days are French days, whatever the server's zone. */
export { SHOP_TIME_ZONE };
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** The instant a shop day (YYYY-MM-DD) starts, as SQL; `offsetDays` moves it (1: the next day's start). */
export const shopDayStart = (isoDay: string, offsetDays = 0): SQL =>
  sql`((${isoDay}::date + ${offsetDays}::int)::timestamp at time zone ${zone})`;

/** The start of the shop's day or month holding the instant, as SQL. */
export const shopPeriodStart = (period: 'day' | 'month', at: Date): SQL =>
  sql`(date_trunc(${period}, ${at.toISOString()}::timestamptz at time zone ${zone}) at time zone ${zone})`;

/** The start of the shop's next day or month after the one holding the instant, as SQL. */
export const shopPeriodEnd = (period: 'day' | 'month', at: Date): SQL =>
  sql`((date_trunc(${period}, ${at.toISOString()}::timestamptz at time zone ${zone}) + ${`1 ${period}`}::interval) at time zone ${zone})`;

/** The shop's day (YYYY-MM-DD) holding the instant. */
export const shopDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
