import { z } from 'zod';
import { PRICE_MODES } from '../money.ts';
import { LOCALES } from '../locales.ts';
import { findPasswordProblems, PASSWORD_MAX_LENGTH } from '../password.ts';
import { BasketHashSchema } from './basket.ts';

/** An e-mail address as accounts store it: trimmed, lower-case. */
export const MailSchema = z
  .string({ message: 'Adresse e-mail requise.' })
  .trim()
  .toLowerCase()
  .max(254, 'Adresse e-mail trop longue.')
  .pipe(z.email({ message: 'Adresse e-mail invalide.' }));

const mail = MailSchema;

const name = (label: string) =>
  z
    .string({ message: `${label} requis.` })
    .trim()
    .min(1, `${label} requis.`)
    .max(80, `${label} trop long.`);

/** A new password: the strength rules of `findPasswordProblems`, reported as field errors with their reasons. */
export const NewPasswordSchema = z.string({ message: 'Mot de passe requis.' }).superRefine((password, context) => {
  for (const { reason, message } of findPasswordProblems(password)) {
    context.addIssue({ code: 'custom', message, params: { reason } });
  }
});

/** POST /api/sign/in */
export const SignInSchema = z.object({
  mail,
  password: z.string({ message: 'Mot de passe requis.' }).min(1, 'Mot de passe requis.').max(PASSWORD_MAX_LENGTH),
  /** The anonymous basket to carry into the account. */
  panier: BasketHashSchema.optional(),
});
export type SignIn = z.infer<typeof SignInSchema>;

/** POST /api/sign/up */
export const SignUpSchema = z.object({
  prenom: name('Prénom'),
  nom: name('Nom'),
  mail,
  tel: z.string().trim().max(25, 'Numéro trop long.').optional(),
  password: NewPasswordSchema,
  langue: z.enum(LOCALES).optional(),
  newsletters: z.boolean().optional(),
  panier: BasketHashSchema.optional(),
});
export type SignUp = z.infer<typeof SignUpSchema>;

/**
 * What POST /api/sign/up answers once the fields are valid: the same whether or not the address
 * already has an account, so the form tells nobody who is a customer. The mailbox decides: a new
 * address gets a link that creates the account, a known one a warning to its owner.
 */
export const SignUpAcceptedSchema = z.object({ code: z.literal(202), message: z.string() });
export type SignUpAccepted = z.infer<typeof SignUpAcceptedSchema>;

/** POST /api/sign/up/confirm: the mailed link's token creates the account and signs in. */
export const SignUpConfirmSchema = z.object({
  token: z.string({ message: 'Lien invalide.' }).regex(/^[A-Za-z0-9_-]{20,100}$/u, 'Lien invalide.'),
  panier: BasketHashSchema.optional(),
});
export type SignUpConfirm = z.infer<typeof SignUpConfirmSchema>;

/** What a signed-in user may see of their own account. */
export const UserSchema = z.object({
  id: z.number().int(),
  prenom: z.string(),
  nom: z.string(),
  mail: z.string(),
  tel: z.string(),
  langue: z.enum(LOCALES),
  montant: z.enum(PRICE_MODES),
  newsletters: z.boolean(),
  ambassadeur: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** An account as staff list it: who it is and where to write to them. */
export const AccountContactSchema = UserSchema.pick({ id: true, prenom: true, nom: true, mail: true });

/** PUT /api/users/{id}: the fields a user may change on their own profile. */
export const UserUpdateSchema = z
  .object({
    prenom: name('Prénom'),
    nom: name('Nom'),
    tel: z.string().trim().max(25, 'Numéro trop long.'),
    langue: z.enum(LOCALES),
    montant: z.enum(PRICE_MODES),
    newsletters: z.boolean(),
  })
  .partial();
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/** The session handed to the browser after sign-in or sign-up. */
export const SessionSchema = z.object({
  access_token: z.string(),
  scopes: z.array(z.string()),
  user: UserSchema,
});
export type Session = z.infer<typeof SessionSchema>;

export const SignResultSchema = z.object({
  code: z.literal(200),
  token: SessionSchema,
  /** The basket to use from now on: the account's, or the anonymous one it adopted. */
  panier: BasketHashSchema.nullable(),
});
export type SignResult = z.infer<typeof SignResultSchema>;

/** POST /api/sign/recovery: ask for a code and a link by mail. */
export const RecoveryRequestSchema = z.object({ mail });

/** POST /api/sign/password/code: a new password with the 6-digit code received by mail. */
export const PasswordByCodeSchema = z.object({
  mail,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/u, 'Le code contient 6 chiffres.'),
  password: NewPasswordSchema,
  panier: BasketHashSchema.optional(),
});

/** POST /api/sign/password/link: a new password through the link received by mail. */
export const PasswordByLinkSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/u, 'Lien invalide.'),
  password: NewPasswordSchema,
  panier: BasketHashSchema.optional(),
});

/** PUT /api/users/{id}/password: change a password knowing the current one. */
export const PasswordChangeSchema = z.object({
  current: z.string().min(1, 'Mot de passe actuel requis.').max(PASSWORD_MAX_LENGTH),
  password: NewPasswordSchema,
});

/** DELETE /api/users/me: the password confirms it is really the owner (absent for accounts without one). */
export const AccountDeletionSchema = z.object({ password: z.string().max(PASSWORD_MAX_LENGTH).optional() });

/** POST /api/users/salon: an account typed by staff at a trade show, newsletters on. */
export const SalonSignUpSchema = z.object({
  prenom: name('Prénom'),
  nom: name('Nom'),
  mail,
  tel: z.string().trim().max(25, 'Numéro trop long.').optional(),
  langue: z.enum(LOCALES).optional(),
});
