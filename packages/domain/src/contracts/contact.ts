import { z } from 'zod';

const mail = z
  .string({ message: 'Adresse e-mail requise.' })
  .trim()
  .toLowerCase()
  .max(254, 'Adresse e-mail trop longue.')
  .pipe(z.email({ message: 'Adresse e-mail invalide.' }));
const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

/** POST /api/contact. `website` is a honeypot: people never see it, robots fill it. */
export const ContactSchema = z.object({
  nom: z.string({ message: 'Nom requis.' }).trim().min(1, 'Nom requis.').max(120, 'Nom trop long.'),
  mail,
  tel: optionalText(25, 'Numéro trop long.'),
  message: z
    .string({ message: 'Message requis.' })
    .trim()
    .min(10, 'Votre message doit contenir au moins 10 caractères.')
    .max(5000, 'Votre message ne peut pas dépasser 5 000 caractères.'),
  commande: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{0,40}$/u, 'Référence de commande invalide.')
    .optional(),
  sujet: z
    .string()
    .trim()
    .regex(/^[a-z-]{0,30}$/u, 'Sujet invalide.')
    .optional(),
  website: z.string().max(200).optional(),
});
export type Contact = z.infer<typeof ContactSchema>;

/** POST /api/newsletters: consent is required and recorded with its date. */
export const NewsletterSchema = z.object({
  prenom: optionalText(80, 'Prénom trop long.'),
  nom: z.string({ message: 'Nom requis.' }).trim().min(1, 'Nom requis.').max(80, 'Nom trop long.'),
  mail,
  tel: optionalText(25, 'Numéro trop long.'),
  legal: z.literal(true, { message: 'Votre consentement est nécessaire pour vous inscrire.' }),
  /** Where the subscription came from (footer band, dialog, salon…). */
  source: z
    .string()
    .regex(/^[a-z-]{1,30}$/u)
    .optional(),
});
export type Newsletter = z.infer<typeof NewsletterSchema>;

/** POST /api/newsletters/confirmation: the token of the link the double opt-in mail carries. */
export const NewsletterConfirmationSchema = z.object({
  jeton: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/u, 'Lien de confirmation invalide.'),
});

/** The plain answer of a form that was taken into account. */
export const FormDoneSchema = z.object({ code: z.literal(200), message: z.string() });
