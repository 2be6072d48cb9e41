import { sql, type SQL } from 'drizzle-orm';

/** The shop's clock: "today", "this month" and a filter's days are French days, whatever the server's zone. */
export const SHOP_TIME_ZONE = 'Europe/Paris';

/** The instant a shop day (YYYY-MM-DD) starts, as SQL; `offsetDays` moves it (1: the next day's start). */
export const shopDayStart = (isoDay: string, offsetDays = 0): SQL =>
  sql`((${isoDay}::date + ${offsetDays}::int)::timestamp at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})`;

/** The start of the shop's current day, and of its current month, as SQL instants. */
export const shopTodayStart = (): SQL =>
  sql`(date_trunc('day', now() at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}) at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})`;
export const shopMonthStart = (): SQL =>
  sql`(date_trunc('month', now() at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}) at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})`;
