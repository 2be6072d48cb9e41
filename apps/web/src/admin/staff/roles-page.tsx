import { PERMISSION_ACTIONS, PERMISSION_AREAS, type CustomRoleInput, type Role } from '@boutique/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClassName } from '../../components/ui/button.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import { QueryView } from '../kit/query-view.tsx';
import styles from '../admin.module.css';
import { usePermissionWords } from './permission-words.ts';
import { RoleEditor } from './role-editor.tsx';
import { createRole, deleteRole, editRole, rolesOptions, rolesQueryKey } from './staff-api.ts';
import { TeamPanel } from './team-panel.tsx';
import local from './roles.module.css';
import { Panel } from '../kit/panel.tsx';

/** What a role grants, one line per area: "Commandes : lire, modifier". */
function Grants({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const words = usePermissionWords();
  const lines = PERMISSION_AREAS.flatMap((area) => {
    const actions = PERMISSION_ACTIONS.filter((action) => permissions.includes(`${area}:${action}`));
    return actions.length ? [{ area, actions }] : [];
  });
  if (lines.length === 0) return <p className={styles.muted}>{t('admin.roles.aucune_permission')}</p>;
  return (
    <ul className={local.grants}>
      {lines.map(({ area, actions }) => (
        <li key={area}>
          {t('admin.roles.permission', {
            zone: words.area(area),
            action: actions.map((action) => words.action(action)).join(', '),
          })}
        </li>
      ))}
    </ul>
  );
}

type Editing = { mode: 'new'; from: Pick<Role, 'nom' | 'permissions'> } | { mode: 'edit'; role: Role } | null;

/**
 * /:lang/ad/roles: who may do what in the back office. The built-in roles (read only, a starting
 * point for one's own), the owner's roles with their permissions, and the team with each member's
 * role. Every change asks for the second factor again when it was proven over 10 minutes ago.
 */
export function RolesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.roles.titre'));
  const words = usePermissionWords();
  const queryClient = useQueryClient();
  const roles = useQuery(rolesOptions());
  const announcer = useAnnouncer();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: rolesQueryKey });

  const save = async (input: CustomRoleInput) => {
    announcer.clear();
    try {
      const saved = editing?.mode === 'edit' ? await editRole(editing.role.code, input) : await createRole(input);
      setEditing(null);
      announcer.say(t('admin.roles.role_enregistre', { nom: saved.data.nom }));
      await refresh();
    } catch (error) {
      announcer.fail(error);
    }
  };
  const remove = useMutation({
    mutationFn: (role: Role) => deleteRole(role.code),
    onSuccess: (_answer, role) => {
      announcer.say(t('admin.roles.role_supprime', { nom: role.nom }));
      return refresh();
    },
    onError: (error) => announcer.fail(error),
  });

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.roles.titre')}</h1>
      <p className={styles.muted}>{t('admin.roles.intro')}</p>
      <Announcer announcement={announcer.announcement} />
      <QueryView query={roles}>
        {(loaded) => (
          <>
            <TeamPanel roles={loaded.datas} announce={announcer} />
            <Panel
              title={t('admin.roles.roles_titre')}
              actions={
                <button
                  type="button"
                  className={buttonClassName('secondary')}
                  onClick={() => setEditing({ mode: 'new', from: { nom: '', permissions: [] } })}
                >
                  {t('admin.roles.nouveau')}
                </button>
              }
            >
              {editing && (
                <RoleEditor
                  key={editing.mode === 'edit' ? editing.role.code : `new:${editing.from.nom}`}
                  title={
                    editing.mode === 'edit'
                      ? t('admin.roles.modifier_titre', { nom: editing.role.nom })
                      : t('admin.roles.nouveau')
                  }
                  initial={editing.mode === 'edit' ? editing.role : editing.from}
                  onSave={save}
                  onCancel={() => setEditing(null)}
                />
              )}
              <ul className={local.roles}>
                {loaded.datas.map((role) => (
                  <li key={role.code} className={local.role}>
                    <div className={local.roleHead}>
                      <h3 className={styles.panelTitle}>{words.role(role)}</h3>
                      {role.integre && <span className={local.badge}>{t('admin.roles.integre')}</span>}
                      <span className={styles.muted}>{t('admin.roles.membres', { count: role.membres })}</span>
                    </div>
                    {role.integre && <p className={styles.muted}>{t(`admin.roles.descriptions.${role.code}`)}</p>}
                    <Grants permissions={role.permissions} />
                    <div className={styles.rowActions}>
                      {role.integre ? (
                        role.code !== 'ambassadeur' && (
                          <button
                            type="button"
                            className={styles.buttonSmall}
                            aria-label={t('admin.roles.partir_de_pour', { nom: words.role(role) })}
                            onClick={() =>
                              setEditing({
                                mode: 'new',
                                from: {
                                  nom: t('admin.roles.copie_de', { nom: words.role(role) }),
                                  permissions: role.permissions,
                                },
                              })
                            }
                          >
                            {t('admin.roles.partir_de')}
                          </button>
                        )
                      ) : (
                        <>
                          <button
                            type="button"
                            className={styles.buttonSmall}
                            aria-label={t('admin.roles.modifier_pour', { nom: role.nom })}
                            onClick={() => setEditing({ mode: 'edit', role })}
                          >
                            {t('admin.roles.modifier')}
                          </button>
                          <button
                            type="button"
                            className={styles.buttonSmall}
                            aria-label={t('admin.roles.supprimer_pour', { nom: role.nom })}
                            disabled={remove.isPending}
                            onClick={() => setDeleting(role)}
                          >
                            {t('admin.roles.supprimer')}
                          </button>
                        </>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </Panel>
          </>
        )}
      </QueryView>
      {deleting && (
        <ConfirmDialog
          title={t('admin.roles.supprimer')}
          message={t('admin.roles.supprimer_question', { nom: deleting.nom })}
          confirmLabel={t('admin.roles.supprimer')}
          onConfirm={() => {
            remove.mutate(deleting);
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
