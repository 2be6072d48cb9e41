import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type ErrorReason } from '@boutique/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';

/** A refusal as the forms keep it: the French words, and the reason the page translates by. */
export interface Refusal {
  readonly message: string;
  /** null when the answer named none (a network failure, an answer from outside the API). */
  readonly reason: ErrorReason | null;
  /** The number a message counts (minutes before another sign-in attempt, a code's tries left). */
  readonly count?: number;
}

/** A translation key, with the number it counts: a fixed one, or the refusal's own (`fromRefusal`). */
type KeyOf =
  string | { readonly key: string; readonly count: number } | { readonly key: string; readonly fromRefusal: true };
type KeysByReason = Partial<Record<ErrorReason, KeyOf>>;

/** Where a form's refusals are worded: by field and reason first, then by reason alone. */
export interface ReasonKeys {
  readonly fields?: Readonly<Record<string, KeysByReason>>;
  readonly reasons?: KeysByReason;
}

/** The account forms' refusals, under compte.erreurs. */
export const ACCOUNT_REASON_KEYS: ReasonKeys = {
  fields: {
    mail: {
      required: 'compte.erreurs.mail_requis',
      invalid_format: 'compte.erreurs.mail_invalide',
      too_long: 'compte.erreurs.mail_long',
    },
    prenom: { required: 'compte.erreurs.prenom_requis', too_long: 'compte.erreurs.prenom_long' },
    nom: { required: 'compte.erreurs.nom_requis', too_long: 'compte.erreurs.nom_long' },
    password: {
      required: 'compte.erreurs.password_requis',
      too_short: { key: 'compte.erreurs.password_court', count: PASSWORD_MIN_LENGTH },
      too_long: { key: 'compte.erreurs.password_trop_long', count: PASSWORD_MAX_LENGTH },
    },
    tel: { too_long: 'compte.erreurs.tel_long' },
    code: { invalid_format: 'compte.erreurs.code_format' },
    token: { required: 'compte.erreurs.lien_format', invalid_format: 'compte.erreurs.lien_format' },
    current: { required: 'compte.erreurs.current_requis' },
  },
  reasons: {
    password_too_common: 'compte.erreurs.password_courant',
    current_password_incorrect: 'compte.erreurs.current_incorrect',
    invalid_credentials: 'compte.erreurs.identifiants',
    account_exists: 'compte.erreurs.mail_pris',
    recovery_code_invalid: 'compte.erreurs.code_invalide',
    recovery_code_incorrect: { key: 'compte.erreurs.code_incorrect', fromRefusal: true },
    recovery_link_invalid: 'compte.erreurs.lien_invalide',
    sign_up_link_invalid: 'compte.erreurs.lien_inscription_invalide',
    sign_up_link_expired: 'compte.erreurs.lien_inscription_expire',
    sign_up_link_used: 'compte.erreurs.lien_inscription_utilise',
    too_many_sign_in_attempts: { key: 'compte.erreurs.trop_de_tentatives', fromRefusal: true },
    rate_limited: 'compte.erreurs.trop_de_requetes',
    validation_failed: 'compte.erreurs.champs_invalides',
    session_invalid: 'compte.erreurs.session_expiree',
    session_expired: 'compte.erreurs.session_expiree',
    sign_in_required: 'compte.erreurs.session_expiree',
    internal_error: 'compte.erreurs.inconnue',
  },
};

/** The address form's own refusals, under compte.adresses.erreurs. */
export const ADDRESS_REASON_KEYS: ReasonKeys = {
  fields: {
    ligne1: { required: 'compte.adresses.erreurs.ligne1_requise', too_long: 'compte.adresses.erreurs.ligne1_longue' },
    ligne2: { too_long: 'compte.adresses.erreurs.ligne2_longue' },
    societe: { too_long: 'compte.adresses.erreurs.societe_longue' },
    code_postal: {
      required: 'compte.adresses.erreurs.code_postal_requis',
      invalid_format: 'compte.adresses.erreurs.code_postal_invalide',
    },
    ville: { required: 'compte.adresses.erreurs.ville_requise', too_long: 'compte.adresses.erreurs.ville_longue' },
    pays: { invalid_format: 'compte.adresses.erreurs.pays_invalide' },
  },
  reasons: { address_not_found: 'compte.adresses.erreurs.introuvable' },
};

/** Google sign-in's refusals, under sign.google.erreurs. */
export const GOOGLE_REASON_KEYS: ReasonKeys = {
  reasons: {
    google_token_invalid: 'sign.google.erreurs.jeton_invalide',
    google_unavailable: 'sign.google.erreurs.indisponible',
    google_disabled: 'sign.google.erreurs.desactivee',
    google_other_account: 'sign.google.erreurs.autre_compte',
    google_request_expired: 'sign.google.erreurs.demande_expiree',
    google_link_invalid: 'sign.google.erreurs.lien_invalide',
    password_incorrect: 'sign.google.erreurs.password_incorrect',
  },
};

/**
 * The key a refusal reads in, from the first table that words it (then the account's), or null
 * when none does: the server's French words are shown then, never parsed.
 */
export function keyOfRefusal(
  refusal: Refusal,
  field: string | null,
  tables: readonly ReasonKeys[],
): { key: string; count?: number } | null {
  const { reason } = refusal;
  if (reason === null) return null;
  for (const table of [...tables, ACCOUNT_REASON_KEYS]) {
    const found = (field === null ? undefined : table.fields?.[field]?.[reason]) ?? table.reasons?.[reason];
    if (found === undefined) continue;
    if (typeof found === 'string') return { key: found };
    if ('count' in found) return found;
    // Without its number the sentence would be wrong: the server's words then.
    return refusal.count === undefined ? null : { key: found.key, count: refusal.count };
  }
  return null;
}

/**
 * A failed call as a refusal, with the number the answer counts: its own `count`, else the
 * minutes to wait read from Retry-After.
 */
export function refusalOfError(error: ApiError): Refusal {
  const minutes = error.retryAfterSeconds === null ? undefined : Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
  const count = error.count ?? minutes;
  return { message: error.message, reason: error.reason, ...(count === undefined ? {} : { count }) };
}

/** A translator of refusals in the page's language, through `tables` then the account's keys. */
export function useRefusalTranslator(
  ...tables: readonly ReasonKeys[]
): (refusal: Refusal, field?: string | null) => string {
  const { t } = useTranslation();
  return (refusal, field = null) => {
    const known = keyOfRefusal(refusal, field, tables);
    if (!known) return refusal.message;
    return known.count === undefined ? t(known.key) : t(known.key, { count: known.count });
  };
}

/** A failed call's words for a whole form or page: the network's when the server did not answer. */
export function useFailureText(...tables: readonly ReasonKeys[]): (error: unknown) => string {
  const { t } = useTranslation();
  const translate = useRefusalTranslator(...tables);
  return (error) =>
    error instanceof ApiError && error.code !== 0 ? translate(refusalOfError(error)) : t('compte.erreurs.reseau');
}
