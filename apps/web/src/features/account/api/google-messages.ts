import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useMessageTranslator } from '../lib/message-keys.ts';

/** The French messages of the Google routes, as keys under sign.google.erreurs. */
const GOOGLE_MESSAGES: Record<string, string> = {
  'Connexion Google refusée : le jeton est invalide ou a expiré. Réessayez.': 'jeton_invalide',
  'La connexion avec Google est momentanément indisponible. Réessayez plus tard.': 'indisponible',
  'La connexion avec Google n’est pas activée sur cette boutique.': 'desactivee',
  'Ce compte est déjà associé à un autre compte Google.': 'autre_compte',
  'Cette demande a expiré. Reconnectez-vous avec Google pour recommencer.': 'demande_expiree',
  'Ce lien est invalide ou a expiré. Reconnectez-vous avec Google pour en recevoir un nouveau.': 'lien_invalide',
  'Mot de passe incorrect.': 'password_incorrect',
};

/** A translator for the server's messages about Google sign-in, then for the account's usual ones. */
export function useGoogleMessage(): (message: string) => string {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  return (message) => {
    const key = GOOGLE_MESSAGES[message];
    return key ? t(`sign.google.erreurs.${key}`) : translate(message);
  };
}
