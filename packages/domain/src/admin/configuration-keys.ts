import { z } from 'zod';
import { HeroZoneSchema, HOME_KEYS, HomeRitualSchema } from '../contracts/home.ts';
import { SHOP_INFO_KEYS } from '../contracts/shop-info.ts';
import { isInternalConfigurationKey } from './settings.ts';

/**
 * How the value of a known setting is typed. Values are stored as text; the kind says which text
 * is valid and which input the back office shows.
 */
export type ConfigurationKind = 'text' | 'email' | 'cents' | 'bps' | 'integer' | 'id' | 'json';

export interface ConfigurationKeySpec {
  kind: ConfigurationKind;
  /** The French label of the setting in the back office. */
  label: string;
  /** The stored text → valid or not (with French messages). */
  schema: z.ZodType<string>;
}

const integerText = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/u, 'Nombre entier attendu.')
    .refine((text) => Number(text) >= min && Number(text) <= max, message);

const text = (max = 500): Omit<ConfigurationKeySpec, 'label'> => ({ kind: 'text', schema: z.string().max(max) });
const spec = (label: string, typed: Omit<ConfigurationKeySpec, 'label'>): ConfigurationKeySpec => ({
  label,
  ...typed,
});

const cents: Omit<ConfigurationKeySpec, 'label'> = {
  kind: 'cents',
  schema: integerText(0, 100_000_000, 'Montant en centimes entre 0 et 1 000 000 €.'),
};
const bps: Omit<ConfigurationKeySpec, 'label'> = {
  kind: 'bps',
  schema: integerText(0, 10_000, 'Taux en points de base entre 0 et 10 000 (100 %).'),
};
const visuelId: Omit<ConfigurationKeySpec, 'label'> = {
  kind: 'id',
  schema: z.union([z.literal(''), integerText(1, 2_147_483_647, 'Numéro de visuel invalide.')]),
};
const heroZones: Omit<ConfigurationKeySpec, 'label'> = {
  kind: 'json',
  schema: z.string().refine((value) => {
    try {
      return z.array(HeroZoneSchema).max(50).safeParse(JSON.parse(value)).success;
    } catch {
      return false;
    }
  }, 'Liste JSON de zones attendue : [{"produit_id":1,"x":0,"y":0,"width":10,"height":10}].'),
};

/**
 * The settings the code reads, each with its type (grep the modules for the keys: shop-info,
 * home, checkout, ambassador). A key missing here is kept as free text, so a setting added by
 * another module stays editable before it is typed.
 */
export const CONFIGURATION_KEYS: Readonly<Record<string, ConfigurationKeySpec>> = {
  [SHOP_INFO_KEYS.nom]: spec('Raison sociale', text(200)),
  [SHOP_INFO_KEYS.adresse]: spec('Adresse', text(300)),
  [SHOP_INFO_KEYS.code_postal]: spec('Code postal', {
    kind: 'text',
    schema: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z -]{2,10}$/u, 'Code postal invalide.'),
  }),
  [SHOP_INFO_KEYS.ville]: spec('Ville', text(200)),
  [SHOP_INFO_KEYS.pays]: spec('Pays', text(100)),
  [SHOP_INFO_KEYS.siret]: spec('SIRET', {
    kind: 'text',
    schema: z
      .string()
      .transform((value) => value.replace(/\s/gu, ''))
      .pipe(z.string().regex(/^\d{14}$/u, 'Le SIRET compte 14 chiffres.')),
  }),
  [SHOP_INFO_KEYS.rcs]: spec('RCS', text(200)),
  [SHOP_INFO_KEYS.tva]: spec('N° de TVA intracommunautaire', {
    kind: 'text',
    schema: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/u, 'Numéro de TVA invalide (ex. FR36912483567).'),
  }),
  [SHOP_INFO_KEYS.capital]: spec('Capital social', text(100)),
  [SHOP_INFO_KEYS.email]: spec('Adresse e-mail de la boutique', {
    kind: 'email',
    schema: z.string().trim().email('Adresse e-mail invalide.').max(254),
  }),
  [SHOP_INFO_KEYS.telephone]: spec('Téléphone', {
    kind: 'text',
    schema: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ().-]{6,25}$/u, 'Numéro de téléphone invalide.'),
  }),
  [SHOP_INFO_KEYS.directeur_publication]: spec('Directeur de la publication', text(200)),
  [SHOP_INFO_KEYS.hebergeur]: spec('Hébergeur', text(500)),
  'livraison.franco_cents': spec('Livraison offerte dès (TTC)', cents),
  'ambassadeur.commission_bps': spec('Commission des ambassadeurs', bps),
  'ambassadeur.remise_bps': spec('Remise du code ambassadeur', bps),
  'tva.oss_seuil_depasse': spec('Seuil OSS des ventes à distance dépassé', {
    kind: 'text',
    schema: z.enum(['true', 'false'], 'true ou false.'),
  }),
  'tva.mode_prix': spec('Prix hors de France : même TTC (ttc) ou même HT (ht)', {
    kind: 'text',
    schema: z.enum(['ttc', 'ht'], 'ttc ou ht.'),
  }),
  'panier.conservation_jours': spec('Conservation des paniers (jours)', {
    kind: 'integer',
    schema: integerText(1, 3_650, 'Nombre de jours entre 1 et 3 650.'),
  }),
  [HOME_KEYS.heroVisuel]: spec('Visuel de l’accueil', visuelId),
  [HOME_KEYS.heroZones]: spec('Zones cliquables de l’accueil', heroZones),
  [HOME_KEYS.rituels]: spec('Produits des rituels de l’accueil', {
    kind: 'json',
    schema: z.string().refine((value) => {
      try {
        return z.array(HomeRitualSchema).max(4).safeParse(JSON.parse(value)).success;
      } catch {
        return false;
      }
    }, 'Liste JSON de rituels attendue : [{"cle":"mousses","produit_ids":[1,2]}].'),
  }),
  [HOME_KEYS.videoPoster]: spec('Image de fond de la vidéo', visuelId),
  [HOME_KEYS.video]: spec('Vidéo de l’accueil (chemin)', {
    kind: 'text',
    schema: z.union([
      z.literal(''),
      z.string().regex(/^\/[\w./-]{1,200}\.(?:mp4|webm)$/u, 'Chemin /….mp4 ou /….webm.'),
    ]),
  }),
};

/** The typed spec of a setting, or null for a key kept as free text. */
export const configurationKeySpec = (cle: string): ConfigurationKeySpec | null =>
  Object.hasOwn(CONFIGURATION_KEYS, cle) ? CONFIGURATION_KEYS[cle]! : null;

/** The prefix of the download links' signing key (one of the internal keys, settings.ts). */
export const INTERNAL_CONFIGURATION_PREFIX = 'secret.';

/**
 * The errors of a setting's value (field → messages, empty when valid): an internal key is never
 * written by staff; a known key must hold a value of its type; an unknown key accepts any text
 * (the descriptor caps its length).
 */
export function configurationErrorsOf(cle: string, valeur: string): Record<string, string[]> {
  if (isInternalConfigurationKey(cle)) return { cle: ['Cette clé est réservée au serveur.'] };
  const typed = configurationKeySpec(cle);
  if (!typed) return {};
  const parsed = typed.schema.safeParse(valeur);
  // The first broken rule says enough ("whole number expected" makes a range message moot).
  return parsed.success ? {} : { valeur: [parsed.error.issues[0]?.message ?? 'Valeur invalide.'] };
}
