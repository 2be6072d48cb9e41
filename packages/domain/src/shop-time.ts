/**
 * The shop's clock: "today", a filter's days and every time the back office shows are French
 * times, whatever the server's or the browser's zone. Screens say so ("heure de Paris").
 */
export const SHOP_TIME_ZONE = 'Europe/Paris';

/** A formatter of instants in the shop's time zone, in a language (BCP 47 tag). */
export function shopDateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(tag, { ...options, timeZone: SHOP_TIME_ZONE });
}

/** A date and time to the second, every field on two digits (the year on four). */
export const TO_THE_SECOND = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

// Made on first use: the storefront, which imports this package too, neither pays nor keeps it.
let wallClockParts: Intl.DateTimeFormat | undefined;
const wallClockFormat = () =>
  (wallClockParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    ...TO_THE_SECOND,
  }));

/** The Paris reading of an instant, field by field. */
function shopFields(at: Date) {
  const parts = wallClockFormat().formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far Paris is ahead of UTC at that instant, in milliseconds (one or two hours). */
function shopOffset(at: number): number {
  const fields = shopFields(new Date(at));
  const asUtc = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
  return asUtc - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * An instant as the shop's wall clock reads it, in the form a `datetime-local` input holds
 * ('YYYY-MM-DDTHH:mm'); '' for no valid instant. The browser's own zone plays no part.
 */
export function shopWallClock(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const { year, month, day, hour, minute } = shopFields(at);
  const pad = (part: number, size = 2) => String(part).padStart(size, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/u;

/**
 * The instant a Paris wall-clock time ('YYYY-MM-DDTHH:mm', as a `datetime-local` input gives it)
 * stands for; null for text that is no such time. A time skipped when clocks go forward falls an
 * hour later; one met twice when they go back is the second (winter) one.
 */
export function shopInstant(wallClock: string): Date | null {
  const match = WALL_CLOCK.exec(wallClock);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 31 February over into March: such a day is refused, not moved.
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The offset at the guess is the right one except within an hour of a change, hence a second look.
  const guess = asUtc - shopOffset(asUtc);
  return new Date(asUtc - shopOffset(guess));
}
