import { z } from 'zod';

/**
 * A day of the calendar as YYYY-MM-DD that really exists (no 2026-13-45, no 30 February) in years
 * the database and the shop can hold: year 0000 is no year to PostgreSQL, and 9999 leaves no room
 * for the end of that day.
 */
export const CalendarDateSchema = z.iso
  .date({ error: 'Date attendue au format AAAA-MM-JJ, et qui existe.' })
  .refine((day) => day >= '1900-01-01' && day <= '2999-12-31', 'Date hors des années possibles (1900 à 2999).');
