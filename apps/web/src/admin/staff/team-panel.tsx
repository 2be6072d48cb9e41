import { personName, type Role, type StaffMember } from '@boutique/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { buttonClassName } from '../../components/ui/button.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useStoredSessionToken } from '../../lib/session-store.ts';
import type { Announce } from '../kit/announcer.tsx';
import { QueryView } from '../kit/query-view.tsx';
import { Table } from '../kit/table.tsx';
import styles from '../admin.module.css';
import { usePermissionWords } from './permission-words.ts';
import { changeStaffRole, rolesQueryKey, teamOptions, teamQueryKey } from './staff-api.ts';
import local from './roles.module.css';
import { Panel } from '../kit/panel.tsx';

/** The choices of a role select: every role, and (for a member) taking the access away. */
function RoleOptions({ roles }: { roles: readonly Role[] }) {
  const words = usePermissionWords();
  return roles.map((role) => (
    <option key={role.code} value={role.code}>
      {words.role(role)}
    </option>
  ));
}

/**
 * The team: each member with their role, changed from a select, and a member added by the address
 * of their customer account. Taking access away asks first; one's own role cannot be changed.
 */
export function TeamPanel({ roles, announce }: { roles: readonly Role[]; announce: Announce }) {
  const { t } = useTranslation();
  const words = usePermissionWords();
  const queryClient = useQueryClient();
  const ownId = useStoredSessionToken()?.user.id;
  const team = useQuery(teamOptions());
  const [mail, setMail] = useState('');
  const [newRole, setNewRole] = useState('logistique');
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const change = useMutation({
    mutationFn: changeStaffRole,
    onSuccess: (answer, { mail: changed, role }) => {
      queryClient.setQueryData(teamQueryKey, answer);
      void queryClient.invalidateQueries({ queryKey: rolesQueryKey });
      announce.say(
        role === null
          ? t('admin.roles.acces_retire', { mail: changed })
          : t('admin.roles.role_donne', { mail: changed, role: words.role(role) }),
      );
    },
    onError: (error) => announce.fail(error),
  });
  const add = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ mail: mail.trim(), role: newRole }, { onSuccess: () => setMail('') });
  };

  return (
    <Panel title={t('admin.roles.equipe_titre')}>
      <QueryView query={team} isEmpty={(loaded) => loaded.datas.length === 0} empty={t('admin.roles.equipe_vide')}>
        {(loaded) => (
          <Table
            caption={t('admin.roles.equipe_titre')}
            layout="stacked"
            rows={loaded.datas}
            rowKey={(member) => member.id}
            columns={[
              {
                key: 'nom',
                header: t('admin.roles.membre'),
                isRowHeader: true,
                cell: (member) => personName(member),
              },
              { key: 'mail', header: t('admin.roles.adresse'), cell: (member) => member.mail },
              {
                key: 'role',
                header: t('admin.roles.role'),
                cell: (member) =>
                  member.id === ownId ? (
                    <>
                      {words.role(member.role)} <span className={styles.muted}>{t('admin.roles.vous')}</span>
                    </>
                  ) : (
                    <select
                      className={styles.input}
                      aria-label={t('admin.roles.role_de', { nom: personName(member) })}
                      value={member.role}
                      disabled={change.isPending}
                      onChange={(event) => change.mutate({ mail: member.mail, role: event.target.value })}
                    >
                      <RoleOptions roles={roles} />
                    </select>
                  ),
              },
              {
                key: 'actions',
                header: <span className="visually-hidden">{t('admin.roles.actions_colonne')}</span>,
                stackLabel: false,
                cell: (member) =>
                  member.id !== ownId && (
                    <button
                      type="button"
                      className={styles.buttonSmall}
                      disabled={change.isPending}
                      onClick={() => setRemoving(member)}
                      aria-label={t('admin.roles.retirer_acces_de', { nom: personName(member) })}
                    >
                      {t('admin.roles.retirer_acces')}
                    </button>
                  ),
              },
            ]}
          />
        )}
      </QueryView>
      <form className={local.memberForm} onSubmit={add}>
        <FormField label={t('admin.roles.ajouter_mail')} hint={t('admin.roles.ajouter_aide')} required>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              className={styles.input}
              value={mail}
              onChange={(event) => setMail(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('admin.roles.role')}>
          {(control) => (
            <select
              {...control}
              className={styles.input}
              value={newRole}
              onChange={(event) => setNewRole(event.target.value)}
            >
              <RoleOptions roles={roles} />
            </select>
          )}
        </FormField>
        <button type="submit" className={buttonClassName('secondary')} disabled={change.isPending || !mail.trim()}>
          {t('admin.roles.ajouter')}
        </button>
      </form>
      {removing && (
        <ConfirmDialog
          title={t('admin.roles.retirer_acces')}
          message={t('admin.roles.retirer_acces_question', { nom: personName(removing) })}
          confirmLabel={t('admin.roles.retirer_acces')}
          onConfirm={() => {
            change.mutate({ mail: removing.mail, role: null });
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
    </Panel>
  );
}
