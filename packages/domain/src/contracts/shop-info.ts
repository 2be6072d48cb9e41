import { z } from 'zod';

/**
 * The shop's legal identity (mentions légales, CGV, privacy policy), read from the configurations
 * table: each field is the configuration key on the right, and nothing else is ever exposed.
 */
export const SHOP_INFO_KEYS = {
  nom: 'societe.nom',
  adresse: 'societe.adresse',
  code_postal: 'societe.code_postal',
  ville: 'societe.ville',
  pays: 'societe.pays',
  siret: 'societe.siret',
  rcs: 'societe.rcs',
  tva: 'societe.tva',
  capital: 'societe.capital',
  email: 'societe.email',
  telephone: 'societe.telephone',
  directeur_publication: 'societe.directeur_publication',
  hebergeur: 'hebergeur',
} as const;
export type ShopInfoField = keyof typeof SHOP_INFO_KEYS;

export const ShopInfoSchema = z.object({
  nom: z.string(),
  adresse: z.string(),
  code_postal: z.string(),
  ville: z.string(),
  pays: z.string(),
  siret: z.string(),
  rcs: z.string(),
  tva: z.string(),
  capital: z.string(),
  email: z.string(),
  telephone: z.string(),
  directeur_publication: z.string(),
  hebergeur: z.string(),
});
export type ShopInfo = z.infer<typeof ShopInfoSchema>;

/** GET /api/boutique/infos. */
export const ShopInfoResponseSchema = z.object({ code: z.literal(200), datas: ShopInfoSchema });
export type ShopInfoResponse = z.infer<typeof ShopInfoResponseSchema>;
