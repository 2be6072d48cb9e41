import { z } from 'zod';

/** A proof of the second factor older than this no longer covers a sensitive action. */
export const SECOND_FACTOR_FRESH_MS = 10 * 60_000;
/** Single-use recovery codes given at enrolment (and when staff ask for new ones). */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes one account may give within the window before it must wait. */
export const MAX_FAILED_SECOND_FACTORS = 5;
export const FAILED_SECOND_FACTOR_WINDOW_MS = 15 * 60_000;

/** Whether a session's last proof (null: none) still covers a sensitive action at `now`. */
export function isSecondFactorFresh(provenAt: Date | null, now: Date): boolean {
  return provenAt !== null && now.getTime() - provenAt.getTime() <= SECOND_FACTOR_FRESH_MS;
}

/**
 * Where a member of staff stands with the back office: enrolled and proven in this session, to
 * prove (enrolled, not yet in this session), to enrol (the shop requires a second factor and they
 * have none), or free to go (no factor and none required).
 */
export type SecondFactorGate = 'proven' | 'to_prove' | 'to_enrol' | 'open';

export function secondFactorGate(state: { enrolled: boolean; provenAt: Date | null; required: boolean }) {
  if (state.enrolled) return state.provenAt === null ? 'to_prove' : 'proven';
  return state.required ? 'to_enrol' : 'open';
}

/** A code from an authenticator app (6 digits) or a recovery code (10 letters and digits, a dash allowed). */
export const SecondFactorCodeSchema = z.object({
  code_verification: z
    .string()
    .trim()
    .transform((text) => text.replace(/[\s-]/gu, '').toUpperCase())
    .pipe(z.string().regex(/^(?:\d{6}|[0-9A-Z]{10})$/u, 'Code à 6 chiffres ou code de secours attendu.')),
});
export type SecondFactorCode = z.input<typeof SecondFactorCodeSchema>;

/** One of the staff member's passkeys. */
export const PasskeySchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  created: z.string(),
  derniere_utilisation: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const SecondFactorStatusSchema = z.object({
  code: z.literal(200),
  /** A second factor is enrolled: an authenticator app confirmed, or a passkey. */
  inscrit: z.boolean(),
  /** An authenticator app is enrolled and confirmed. */
  totp: z.boolean(),
  passkeys: z.array(PasskeySchema),
  /** This session has proven it (since sign-in). */
  verifie: z.boolean(),
  /** The shop requires a second factor of its staff. */
  obligatoire: z.boolean(),
  /** Recovery codes not yet used. */
  codes_restants: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

/** A new authenticator secret, to scan (the otpauth:// address) or type (the base32 text). */
export const TotpEnrolmentSchema = z.object({ code: z.literal(200), secret: z.string(), uri: z.string() });
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

/** Recovery codes, shown once: only their digests are kept. */
export const RecoveryCodesSchema = z.object({ code: z.literal(200), codes_secours: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** A recovery code as shown: two groups of five ("7KQ2M-X9PLD"). */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** What the browser's WebAuthn call needs (options) and answers (a credential), passed through as JSON. */
const WebAuthnJsonSchema = z.record(z.string(), z.unknown());
export const PasskeyOptionsSchema = z.object({ code: z.literal(200), options: WebAuthnJsonSchema });
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;

/** A new passkey: the browser's answer, and the name staff give it ("MacBook", "YubiKey"). */
export const PasskeyRegistrationSchema = z.object({
  nom: z.string().trim().min(1, 'Donnez un nom à cette clé.').max(60, '60 caractères au plus.'),
  reponse: WebAuthnJsonSchema,
});
export type PasskeyRegistration = z.infer<typeof PasskeyRegistrationSchema>;

export const PasskeyAssertionSchema = z.object({ reponse: WebAuthnJsonSchema });
