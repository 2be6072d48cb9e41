import { z } from 'zod';
import { CountryCodeSchema } from '../countries.ts';

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} requis.` })
    .trim()
    .min(1, `${label} requis.`)
    .max(max, `${label} trop long.`);

/** A postal address of the customer's; the two flags are exclusive across their addresses. */
export const AddressInputSchema = z.object({
  prenom: text('Prénom', 80),
  nom: text('Nom', 80),
  societe: z.string().trim().max(120, 'Nom de société trop long.').default(''),
  ligne1: text('Adresse', 200),
  ligne2: z.string().trim().max(200, 'Complément trop long.').default(''),
  code_postal: z
    .string({ message: 'Code postal requis.' })
    .trim()
    .regex(/^[A-Za-z0-9 -]{2,12}$/u, 'Code postal invalide.'),
  ville: text('Ville', 120),
  /** ISO 3166-1 alpha-2 country code. */
  pays: CountryCodeSchema.default('FR'),
  tel: z.string().trim().max(25, 'Numéro trop long.').default(''),
  livraison_defaut: z.boolean().default(false),
  facturation_defaut: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const AddressSchema = AddressInputSchema.extend({ id: z.number().int() });
export type Address = z.infer<typeof AddressSchema>;

export const AddressListSchema = z.object({ code: z.literal(200), datas: z.array(AddressSchema) });
export const AddressAnswerSchema = z.object({ code: z.literal(200), data: AddressSchema });
