import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../password.ts';
import { BasketHashSchema } from './basket.ts';
import { ErrorEnvelopeSchema } from './envelope.ts';

/** A secret handed out by the server: link proofs and mailed tokens (base64url, 256 bits). */
const secret = (message: string) => z.string({ message }).regex(/^[A-Za-z0-9_-]{20,100}$/u, message);

/** GET /api/sign/config: what the sign pages need to offer Google sign-in (null: not offered). */
export const SignConfigSchema = z.object({
  code: z.literal(200),
  google_client_id: z.string().nullable(),
});
export type SignConfig = z.infer<typeof SignConfigSchema>;

/** POST /api/sign/google: the ID token Google Identity Services gave the browser. */
export const GoogleSignInSchema = z.object({
  credential: z
    .string({ message: 'Jeton Google requis.' })
    .max(8192, 'Jeton Google invalide.')
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/u, 'Jeton Google invalide.'),
  panier: BasketHashSchema.optional(),
});
export type GoogleSignIn = z.infer<typeof GoogleSignInSchema>;

/**
 * The 409 of POST /api/sign/google when an account already uses the address: nothing is joined
 * until its owner proves it, with `liaison` (10 minutes, single use) and the password or a mail.
 */
export const GoogleLinkNeededSchema = ErrorEnvelopeSchema.extend({
  code: z.literal(409),
  liaison: z.string().optional(),
});
export type GoogleLinkNeeded = z.infer<typeof GoogleLinkNeededSchema>;

const liaison = secret('Demande d’association invalide.');

/** POST /api/sign/google/link: the account's password proves its owner asks for the link. */
export const GoogleLinkByPasswordSchema = z.object({
  liaison,
  password: z.string({ message: 'Mot de passe requis.' }).min(1, 'Mot de passe requis.').max(PASSWORD_MAX_LENGTH),
  panier: BasketHashSchema.optional(),
});
export type GoogleLinkByPassword = z.infer<typeof GoogleLinkByPasswordSchema>;

/** POST /api/sign/google/link-mail: a link to the account's address proves it instead. */
export const GoogleLinkByMailSchema = z.object({ liaison });

/** POST /api/sign/google/confirm: the token of the mailed link. */
export const GoogleConfirmSchema = z.object({
  token: secret('Lien invalide.'),
  panier: BasketHashSchema.optional(),
});
export type GoogleConfirm = z.infer<typeof GoogleConfirmSchema>;
