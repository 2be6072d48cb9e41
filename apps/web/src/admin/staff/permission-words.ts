import { isBuiltInRole, type Role } from '@boutique/domain';
import { useTranslation } from '../../lib/i18n-react.tsx';

/** Areas, actions, permissions and roles in the page's language. */
export function usePermissionWords() {
  const { t } = useTranslation();
  const area = (name: string) => t(`admin.roles.zones.${name}`, { defaultValue: name });
  const action = (name: string) => t(`admin.roles.actions.${name}`, { defaultValue: name });
  return {
    area,
    action,
    /** "Remboursements : modifier". */
    permission: (permission: string) => {
      const [areaName = '', actionName = ''] = permission.split(':');
      return t('admin.roles.permission', { zone: area(areaName), action: action(actionName) });
    },
    /** A built-in role by its translation, the owner's by its name. */
    role: (role: Pick<Role, 'code' | 'nom'> | string) => {
      const code = typeof role === 'string' ? role : role.code;
      if (isBuiltInRole(code)) return t(`admin.roles.noms.${code}`);
      return typeof role === 'string' ? code : role.nom;
    },
  };
}
