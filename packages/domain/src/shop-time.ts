/**
 * The shop's clock: "today", a filter's days and every time the back office shows are French
 * times, whatever the server's or the browser's zone. Screens say so ("heure de Paris").
 */
export const SHOP_TIME_ZONE = 'Europe/Paris';

/** A formatter of instants in the shop's time zone, in a language (BCP 47 tag). */
export function shopDateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(tag, { ...options, timeZone: SHOP_TIME_ZONE });
}
