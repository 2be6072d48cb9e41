import { z } from 'zod';
import {
  DEFAULT_HOME_RITUALS,
  HeroZoneSchema,
  HOME_KEYS,
  HOME_RITUAL_KEYS,
  HomeRitualSchema,
  type HomeRitual,
} from '../contracts/home.ts';
import { SHOP_INFO_KEYS } from '../contracts/shop-info.ts';
import { LOT_EXPIRY_DEFAULT_DAYS } from '../lots.ts';
import { DEFAULT_VAT_SETTINGS, VAT_PRICE_MODES, type VatSettings } from '../vat-destination.ts';
import { WITHDRAWAL_PERIOD_DAYS } from '../withdrawal.ts';

/**
 * The shop's settings as the back office edits them: one topic per form, each a zod schema of
 * values in their stored units (cents, basis points, ids), read from and written to the
 * `configurations` table as a whole. The forms convert euros and % at the edge.
 */
export const SETTINGS_TOPICS = [
  'societe',
  'livraison',
  'ambassadeurs',
  'accueil',
  'tva',
  'apres_vente',
  'securite',
  'relances',
] as const;
export type SettingsTopic = (typeof SETTINGS_TOPICS)[number];
export const SettingsTopicSchema = z.enum(SETTINGS_TOPICS);

/**
 * Keys the server keeps for itself: the download links' signing key (`secret.`) and the demo
 * seed's markers (`seed.`). Never listed nor written by staff, whatever the screen.
 */
export const INTERNAL_CONFIGURATION_PREFIXES = ['secret.', 'seed.'] as const;
export const isInternalConfigurationKey = (cle: string) =>
  INTERNAL_CONFIGURATION_PREFIXES.some((prefix) => cle.startsWith(prefix));

/** The highest free-delivery threshold: 100 000 € (in cents). */
export const MAX_FRANCO_CENTS = 10_000_000;

const required = (max: number) =>
  z.string().trim().min(1, 'Ce champ est requis.').max(max, `${max} caractères au plus.`);
const optional = (max: number) => z.string().trim().max(max, `${max} caractères au plus.`);
/** Blank, or a text the rule accepts. */
const blankOr = (rule: z.ZodType<string>) => z.union([z.literal(''), rule]);

export const SocieteSettingsSchema = z
  .object({
    nom: required(200),
    adresse: required(300),
    code_postal: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z -]{2,10}$/u, 'Code postal invalide.'),
    ville: required(200),
    pays: required(100),
    siret: blankOr(
      z
        .string()
        .transform((value) => value.replace(/\s/gu, ''))
        .pipe(z.string().regex(/^\d{14}$/u, 'Le SIRET compte 14 chiffres.')),
    ),
    rcs: optional(200),
    tva: blankOr(
      z
        .string()
        .trim()
        .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/u, 'Numéro de TVA invalide (ex. FR36912483567).'),
    ),
    capital: optional(100),
    email: z.string().trim().email('Adresse e-mail invalide.').max(254),
    telephone: blankOr(
      z
        .string()
        .trim()
        .regex(/^\+?[0-9 ().-]{6,25}$/u, 'Numéro de téléphone invalide.'),
    ),
    directeur_publication: optional(200),
    hebergeur: optional(500),
  })
  .strict();

const wholeNumber = 'Nombre entier attendu.';

export const LivraisonSettingsSchema = z
  .object({
    /** The basket total (TTC, in cents) from which delivery is free; 0: never free. */
    franco_cents: z
      .number(wholeNumber)
      .int(wholeNumber)
      .min(0, 'Le montant ne peut pas être négatif.')
      .max(MAX_FRANCO_CENTS, 'Le montant ne peut pas dépasser 100 000 €.'),
  })
  .strict();

/** A rate in basis points, from 0,01 % (0 reads as "not set": the programme's 10 % applies) to 100 %. */
const rateBps = z
  .number(wholeNumber)
  .int('Deux décimales au plus.')
  .min(1, 'Le taux doit être d’au moins 0,01 %.')
  .max(10_000, 'Le taux ne peut pas dépasser 100 %.');

export const AmbassadeursSettingsSchema = z
  .object({
    /** What an ambassador earns on an order paid with their code, in basis points of its total. */
    commission_bps: rateBps,
    /** What their code takes off the customer's order, in basis points. */
    remise_bps: rateBps,
  })
  .strict();

const visuelId = z.number(wholeNumber).int(wholeNumber).positive('Visuel invalide.').nullable();

export const AccueilSettingsSchema = z
  .object({
    /** The hero picture (a visuel), null for none. */
    hero_visuel_id: visuelId,
    /** The hero's clickable zones: each a product chosen from the catalogue, with its rectangle. */
    hero_zones: z.array(HeroZoneSchema).max(20, '20 zones au plus.'),
    /** The still behind the partner band. */
    video_poster_id: visuelId,
    /** A local clip behind the partner band, or blank. */
    video: blankOr(z.string().regex(/^\/[\w./-]{1,200}\.(?:mp4|webm)$/u, 'Chemin /….mp4 ou /….webm.')),
    /** The four rituals, each with the products it shows. */
    rituels: z
      .array(HomeRitualSchema)
      .length(HOME_RITUAL_KEYS.length)
      .refine(
        (rituels) => rituels.every((rituel, index) => rituel.cle === HOME_RITUAL_KEYS[index]),
        'Les quatre rituels, dans leur ordre.',
      ),
  })
  .strict();

/** VAT by destination (vat-destination.ts): past the EU distance-sales threshold, and the price mode. */
export const TvaSettingsSchema = z
  .object({
    oss_seuil_depasse: z.boolean(),
    mode_prix: z.enum(VAT_PRICE_MODES, 'Mode de prix inconnu.'),
  })
  .strict() satisfies z.ZodType<VatSettings>;

/** The longest withdrawal period and lot alert window the forms take, in days. */
export const MAX_WITHDRAWAL_DAYS = 365;
export const MAX_LOT_ALERT_DAYS = 3650;

const days = (min: number, max: number, below: string) =>
  z.number(wholeNumber).int(wholeNumber).min(min, below).max(max, `${max} jours au plus.`);

/** After the sale: the withdrawal period the shop grants, and how early lots near their date are flagged. */
export const ApresVenteSettingsSchema = z
  .object({
    /** Days from delivery to withdraw: the law's 14 at least (Code de la consommation L221-18). */
    retractation_jours: days(WITHDRAWAL_PERIOD_DAYS, MAX_WITHDRAWAL_DAYS, 'La loi impose 14 jours au moins.'),
    /** Lots whose date falls within this many days show on the dashboard, in ad/lots and in the digest. */
    lots_alerte_jours: days(1, MAX_LOT_ALERT_DAYS, 'Un jour au moins.'),
  })
  .strict();

/** The refund amount above which staff prove their second factor again, by default (500 €). */
export const DEFAULT_REFUND_REVERIFICATION_CENTS = 50_000;

/** Staff security: whether a second factor is required, and from what refund it is asked again. */
export const SecuriteSettingsSchema = z
  .object({
    double_facteur_obligatoire: z.boolean(),
    /** Refunds above this (TTC, cents) need a proof of the second factor under 10 minutes old; 0: every refund. */
    reverification_remboursement_cents: z
      .number(wholeNumber)
      .int(wholeNumber)
      .min(0, 'Le montant ne peut pas être négatif.')
      .max(MAX_FRANCO_CENTS, 'Le montant ne peut pas dépasser 100 000 €.'),
  })
  .strict();

/** The basket reminder's delay until set (hours), and the longest the form takes (a week). */
export const DEFAULT_BASKET_REMINDER_HOURS = 24;
export const MAX_BASKET_REMINDER_HOURS = 168;

/** Basket reminders: whether the shop sends them, and how long after a basket is left. */
export const RelancesSettingsSchema = z
  .object({
    relance_panier_active: z.boolean(),
    relance_panier_heures: z
      .number(wholeNumber)
      .int(wholeNumber)
      .min(1, 'Une heure au moins.')
      .max(MAX_BASKET_REMINDER_HOURS, `${MAX_BASKET_REMINDER_HOURS} heures au plus (une semaine).`),
  })
  .strict();

export const SETTINGS_SCHEMAS = {
  societe: SocieteSettingsSchema,
  livraison: LivraisonSettingsSchema,
  ambassadeurs: AmbassadeursSettingsSchema,
  accueil: AccueilSettingsSchema,
  tva: TvaSettingsSchema,
  apres_vente: ApresVenteSettingsSchema,
  securite: SecuriteSettingsSchema,
  relances: RelancesSettingsSchema,
} as const;

export type SocieteSettings = z.infer<typeof SocieteSettingsSchema>;
export type LivraisonSettings = z.infer<typeof LivraisonSettingsSchema>;
export type AmbassadeursSettings = z.infer<typeof AmbassadeursSettingsSchema>;
export type AccueilSettings = z.infer<typeof AccueilSettingsSchema>;
export type ApresVenteSettings = z.infer<typeof ApresVenteSettingsSchema>;
export type SecuriteSettings = z.infer<typeof SecuriteSettingsSchema>;
export type RelancesSettings = z.infer<typeof RelancesSettingsSchema>;
export interface SettingsByTopic {
  societe: SocieteSettings;
  livraison: LivraisonSettings;
  ambassadeurs: AmbassadeursSettings;
  accueil: AccueilSettings;
  tva: VatSettings;
  apres_vente: ApresVenteSettings;
  securite: SecuriteSettings;
  relances: RelancesSettings;
}

/** The rates the programme applies while none is set (the ambassador module's fallback). */
export const DEFAULT_AMBASSADOR_RATE_BPS = 1000;

/** Each topic's field → configuration key: the only keys its form reads and writes. */
export const SETTINGS_KEYS = {
  societe: SHOP_INFO_KEYS,
  livraison: { franco_cents: 'livraison.franco_cents' },
  ambassadeurs: { commission_bps: 'ambassadeur.commission_bps', remise_bps: 'ambassadeur.remise_bps' },
  accueil: {
    hero_visuel_id: HOME_KEYS.heroVisuel,
    hero_zones: HOME_KEYS.heroZones,
    video_poster_id: HOME_KEYS.videoPoster,
    video: HOME_KEYS.video,
    rituels: HOME_KEYS.rituels,
  },
  tva: { oss_seuil_depasse: 'tva.oss_seuil_depasse', mode_prix: 'tva.mode_prix' },
  apres_vente: { retractation_jours: 'retractation.jours', lots_alerte_jours: 'stock.lots_alerte_jours' },
  securite: {
    double_facteur_obligatoire: 'securite.double_facteur_obligatoire',
    reverification_remboursement_cents: 'securite.reverification_remboursement_cents',
  },
  relances: { relance_panier_active: 'relances.panier_active', relance_panier_heures: 'relances.panier_heures' },
} as const satisfies { [T in SettingsTopic]: Record<keyof SettingsByTopic[T], string> };

/** Every key some topic owns. */
export const settingsKeysOf = (topic: SettingsTopic): string[] => Object.values(SETTINGS_KEYS[topic]);

const integerOr = (text: string | undefined, fallback: number) => {
  const value = Number(text?.trim());
  return text !== undefined && text.trim() !== '' && Number.isSafeInteger(value) ? value : fallback;
};
const idOrNull = (text: string | undefined) => {
  const value = integerOr(text, 0);
  return value > 0 ? value : null;
};
const jsonOr = <T>(text: string | undefined, schema: z.ZodType<T>, fallback: T): T => {
  if (!text) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
};

/** The rituals as stored, completed with the defaults of those never set and put in their order. */
export function homeRitualsFrom(text: string | undefined): HomeRitual[] {
  const stored = jsonOr(text, z.array(HomeRitualSchema), []);
  return HOME_RITUAL_KEYS.map(
    (cle) =>
      stored.find((rituel) => rituel.cle === cle) ??
      structuredClone(DEFAULT_HOME_RITUALS.find((rituel) => rituel.cle === cle)!),
  );
}

type Stored = ReadonlyMap<string, string>;

/**
 * A topic's values from the stored texts (key → text). What the shop reads when a key is missing
 * or unreadable is what the form starts from, so saving it unchanged changes nothing.
 */
export function settingsFromStored<T extends SettingsTopic>(topic: T, stored: Stored): SettingsByTopic[T] {
  return READERS[topic](stored) as SettingsByTopic[T];
}

const READERS: { [T in SettingsTopic]: (stored: Stored) => SettingsByTopic[T] } = {
  societe: (stored) =>
    Object.fromEntries(
      Object.entries(SETTINGS_KEYS.societe).map(([field, key]) => [field, stored.get(key) ?? '']),
    ) as SocieteSettings,
  livraison: (stored) => ({
    franco_cents: Math.max(0, integerOr(stored.get(SETTINGS_KEYS.livraison.franco_cents), 0)),
  }),
  ambassadeurs: (stored) => {
    const rate = (key: string) => {
      const value = integerOr(stored.get(key), 0);
      return value > 0 ? value : DEFAULT_AMBASSADOR_RATE_BPS;
    };
    return {
      commission_bps: rate(SETTINGS_KEYS.ambassadeurs.commission_bps),
      remise_bps: rate(SETTINGS_KEYS.ambassadeurs.remise_bps),
    };
  },
  accueil: (stored) => {
    const keys = SETTINGS_KEYS.accueil;
    return {
      hero_visuel_id: idOrNull(stored.get(keys.hero_visuel_id)),
      hero_zones: jsonOr(stored.get(keys.hero_zones), z.array(HeroZoneSchema), []),
      video_poster_id: idOrNull(stored.get(keys.video_poster_id)),
      video: stored.get(keys.video)?.trim() ?? '',
      rituels: homeRitualsFrom(stored.get(keys.rituels)),
    };
  },
  tva: (stored) => vatSettingsFrom(stored),
  apres_vente: (stored) => afterSaleSettingsFrom(stored),
  securite: (stored) => {
    const keys = SETTINGS_KEYS.securite;
    const threshold = integerOr(stored.get(keys.reverification_remboursement_cents), -1);
    return {
      double_facteur_obligatoire: stored.get(keys.double_facteur_obligatoire)?.trim() === 'true',
      reverification_remboursement_cents:
        threshold >= 0 && threshold <= MAX_FRANCO_CENTS ? threshold : DEFAULT_REFUND_REVERIFICATION_CENTS,
    };
  },
  relances: (stored) => {
    const keys = SETTINGS_KEYS.relances;
    const hours = integerOr(stored.get(keys.relance_panier_heures), DEFAULT_BASKET_REMINDER_HOURS);
    return {
      relance_panier_active: stored.get(keys.relance_panier_active)?.trim() === 'true',
      relance_panier_heures: hours >= 1 && hours <= MAX_BASKET_REMINDER_HOURS ? hours : DEFAULT_BASKET_REMINDER_HOURS,
    };
  },
};

/** The after-sale settings from the stored texts; the law's 14 days and a 90-day lot window until set. */
export function afterSaleSettingsFrom(stored: Stored): ApresVenteSettings {
  const keys = SETTINGS_KEYS.apres_vente;
  const within = (text: string | undefined, min: number, max: number, fallback: number) => {
    const value = integerOr(text, fallback);
    return value >= min && value <= max ? value : fallback;
  };
  return {
    retractation_jours: within(
      stored.get(keys.retractation_jours),
      WITHDRAWAL_PERIOD_DAYS,
      MAX_WITHDRAWAL_DAYS,
      WITHDRAWAL_PERIOD_DAYS,
    ),
    lots_alerte_jours: within(stored.get(keys.lots_alerte_jours), 1, MAX_LOT_ALERT_DAYS, LOT_EXPIRY_DEFAULT_DAYS),
  };
}

/** The VAT settings from the stored texts; French VAT and the same TTC until set. */
export function vatSettingsFrom(stored: Stored): VatSettings {
  const mode = stored.get(SETTINGS_KEYS.tva.mode_prix)?.trim();
  return {
    oss_seuil_depasse: stored.get(SETTINGS_KEYS.tva.oss_seuil_depasse)?.trim() === 'true',
    mode_prix: VAT_PRICE_MODES.find((value) => value === mode) ?? DEFAULT_VAT_SETTINGS.mode_prix,
  };
}

/** A topic's valid values as the texts to store, key → text (ids blank when none, lists as JSON). */
export function settingsToStored<T extends SettingsTopic>(
  topic: T,
  values: SettingsByTopic[T],
): Record<string, string> {
  const keys: Record<string, string> = SETTINGS_KEYS[topic];
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      keys[field]!,
      value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value),
    ]),
  );
}

/**
 * GET and PUT /api/admin/reglages/{topic}: the topic's values, in stored units. The answer's
 * shape is not checked against the topic's rules: a value stored before them (or by hand) must
 * still open in its form, where the rules then apply.
 */
export const SettingsAnswerSchema = z.object({ code: z.literal(200), data: z.record(z.string(), z.unknown()) });
export type SettingsAnswer<T extends SettingsTopic> = { code: 200; data: SettingsByTopic[T] };
