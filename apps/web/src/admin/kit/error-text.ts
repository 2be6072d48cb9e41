import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { usePermissionWords } from '../staff/permission-words.ts';

/**
 * A failed call's words in the back office: a refusal for a missing permission names it in the
 * page's language ("Votre rôle ne permet pas : Remboursements : modifier"); anything else keeps the
 * server's message.
 */
export function useErrorText() {
  const { t } = useTranslation();
  const words = usePermissionWords();
  return (error: unknown) => {
    if (error instanceof ApiError && error.reason === 'permission_missing' && error.permission) {
      return t('admin.roles.refus', { permission: words.permission(error.permission) });
    }
    return t('admin.kit.erreur', { message: error instanceof Error ? error.message : String(error) });
  };
}
