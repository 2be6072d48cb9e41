import { useTranslation } from '../../../lib/i18n-react.tsx';

/**
 * The shared schemas and the API word their messages in French. On a page in another language
 * the known ones are shown through the page's messages; an unknown one keeps the server's words.
 */
const EXACT: Record<string, string> = {
  'Adresse e-mail requise.': 'mail_requis',
  'Adresse e-mail invalide.': 'mail_invalide',
  'Adresse e-mail trop longue.': 'mail_long',
  'Prénom requis.': 'prenom_requis',
  'Prénom trop long.': 'prenom_long',
  'Nom requis.': 'nom_requis',
  'Nom trop long.': 'nom_long',
  'Mot de passe requis.': 'password_requis',
  'Ce mot de passe est trop courant, choisissez-en un autre.': 'password_courant',
  'Numéro trop long.': 'tel_long',
  'Le code contient 6 chiffres.': 'code_format',
  'Lien invalide.': 'lien_format',
  'Mot de passe actuel requis.': 'current_requis',
  'Mot de passe actuel incorrect.': 'current_incorrect',
  'Adresse e-mail ou mot de passe incorrect.': 'identifiants',
  'Un compte existe déjà avec cette adresse.': 'mail_pris',
  'Un compte existe déjà avec cette adresse. Connectez-vous ou récupérez votre mot de passe.': 'mail_pris',
  'Ce code est invalide ou a expiré. Demandez-en un nouveau.': 'code_invalide',
  'Ce lien est invalide ou a expiré. Demandez-en un nouveau.': 'lien_invalide',
  'Ce lien d’inscription est invalide. Inscrivez-vous de nouveau pour en recevoir un autre.':
    'lien_inscription_invalide',
  'Ce lien d’inscription a expiré. Inscrivez-vous de nouveau pour en recevoir un autre.': 'lien_inscription_expire',
  'Ce lien d’inscription a déjà servi : votre compte est créé. Connectez-vous.': 'lien_inscription_utilise',
  'Trop de requêtes, réessayez plus tard.': 'trop_de_requetes',
  'Certains champs sont invalides.': 'champs_invalides',
  'Session invalide, veuillez vous reconnecter.': 'session_expiree',
  'Session expirée, veuillez vous reconnecter.': 'session_expiree',
  'Connectez-vous pour continuer.': 'session_expiree',
  'Une erreur inattendue est survenue.': 'inconnue',
};

const PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Le mot de passe doit contenir au moins (\d+) caractères\.$/u, 'password_court'],
  [/^Le mot de passe ne peut pas dépasser (\d+) caractères\.$/u, 'password_trop_long'],
  [/^Trop de tentatives de connexion pour cette adresse\. Réessayez dans (\d+) minutes?\.$/u, 'trop_de_tentatives'],
];

/** The message key under compte.erreurs (with its count) for a known French message, else null. */
export function messageKeyOf(message: string): { key: string; count?: number } | null {
  const exact = EXACT[message];
  if (exact) return { key: exact };
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, count: Number(match[1]) };
  }
  return null;
}

/** A translator for the schemas' and the server's messages, in the page's language. */
export function useMessageTranslator(): (message: string) => string {
  const { t } = useTranslation();
  return (message) => {
    const known = messageKeyOf(message);
    if (!known) return message;
    return known.count === undefined
      ? t(`compte.erreurs.${known.key}`)
      : t(`compte.erreurs.${known.key}`, { count: known.count });
  };
}
