import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useMessageTranslator } from './message-keys.ts';

/** The address contract's own messages (packages/domain), by their key under compte.adresses.erreurs. */
const ADDRESS_MESSAGES: Record<string, string> = {
  'Adresse requis.': 'ligne1_requise',
  'Adresse trop long.': 'ligne1_longue',
  'Complément trop long.': 'ligne2_longue',
  'Nom de société trop long.': 'societe_longue',
  'Code postal requis.': 'code_postal_requis',
  'Code postal invalide.': 'code_postal_invalide',
  'Ville requis.': 'ville_requise',
  'Ville trop long.': 'ville_longue',
  'Pays invalide.': 'pays_invalide',
  'Adresse introuvable.': 'introuvable',
};

/** A translator for the address form's messages, falling back on the account's known ones. */
export function useAddressMessageTranslator(): (message: string) => string {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  return (message) => {
    const key = ADDRESS_MESSAGES[message];
    return key ? t(`compte.adresses.erreurs.${key}`) : translate(message);
  };
}
