import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '../contracts/orders.ts';
import { label, order, version } from './fields.ts';
import { defineAdminResource, queryBoolean, querySearch, translationsSchema } from './resource.ts';

/** The least contrast a status colour keeps against the white page (WCAG 2 for graphics and large text). */
export const STATUS_MIN_CONTRAST = 3;

const HEX_COLOUR = /^#[0-9a-f]{6}$/iu;

/** The relative luminance of a `#rrggbb` colour (WCAG 2). */
export function relativeLuminance(hex: string): number {
  const channel = (start: number) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.040_45 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour (black or white) that reads best on a badge of this colour. */
export function textColourOn(hex: string): '#000000' | '#ffffff' {
  return contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff') ? '#000000' : '#ffffff';
}

/** A status colour: `#rrggbb`, stored lower case, readable on the white page (≥ 3:1). */
export const statusColour = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HEX_COLOUR, 'Couleur attendue au format #rrggbb.')
  .refine(
    (hex) => contrastRatio(hex, '#ffffff') >= STATUS_MIN_CONTRAST,
    'Couleur trop claire : elle doit contraster au moins à 3:1 avec le fond blanc.',
  );

const traductions = translationsSchema(['label'], 200);

/**
 * How the back office names and colours each status of an order's life, and whether the customer
 * is mailed when an order enters it. One row per code of ORDER_STATUSES, written by the migration:
 * the codes and their transitions are the code's (money depends on them), so staff neither add
 * nor remove one.
 */
export const statutsResource = defineAdminResource({
  model: 'statuts',
  key: 'code',
  // Codes are identifiers (`a_verifier`): anything else, a NUL byte included, is refused up front.
  keySchema: z
    .string()
    .trim()
    .regex(/^[a-z0-9_.-]{1,40}$/u, 'Code de statut invalide.'),
  row: z.object({
    code: z.string(),
    label: z.string(),
    traductions,
    couleur: z.string(),
    mail_client: z.boolean(),
    ordre: z.number().int(),
    version,
  }),
  input: z.object({
    label,
    traductions: traductions.optional(),
    couleur: statusColour,
    mail_client: z.boolean().optional(),
    ordre: order.optional(),
  }),
  filters: z.object({ q: querySearch.optional(), mail_client: queryBoolean.optional() }),
  sortable: ['ordre', 'code', 'label'],
  labels: {
    singular: 'Statut',
    plural: 'Statuts',
    fields: { label: 'Libellé', couleur: 'Couleur', mail_client: 'Mail au client', ordre: 'Ordre' },
  },
});

/** A status as the back office shows it. */
export type StatusRow = z.infer<typeof statutsResource.row>;

/** Whether a text names a status of an order's life. */
export const isOrderStatus = (code: string): code is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(code);
