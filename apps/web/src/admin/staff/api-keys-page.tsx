import type { ApiKey, ApiKeyCreated, ApiKeyInput } from '@boutique/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClassName } from '../../components/ui/button.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import { QueryView } from '../kit/query-view.tsx';
import { ShownOnce } from '../kit/shown-once.tsx';
import { ShopTimeNote, useShopTime } from '../kit/shop-time.tsx';
import { Table } from '../kit/table.tsx';
import styles from '../admin.module.css';
import { usePermissionWords } from './permission-words.ts';
import { RoleEditor } from './role-editor.tsx';
import { apiKeysOptions, apiKeysQueryKey, createApiKey, revokeApiKey, useStaffAccess } from './staff-api.ts';
import { Panel } from '../kit/panel.tsx';

/**
 * /:lang/ad/cles-api: keys for the shop's other software (accounting, warehouse), each with some of
 * its creator's permissions. A key is shown once, listed by its first characters with its last
 * use, and revoked for good after a confirmation.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.cles_api.titre'));
  const words = usePermissionWords();
  const access = useStaffAccess();
  const dateTime = useShopTime().dateTime;
  const queryClient = useQueryClient();
  const keys = useQuery(apiKeysOptions());
  const announcer = useAnnouncer();
  const [editing, setEditing] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });

  const create = async (input: ApiKeyInput) => {
    announcer.clear();
    try {
      setCreated(await createApiKey(input));
      setEditing(false);
      await refresh();
    } catch (error) {
      announcer.fail(error);
    }
  };
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(key.id),
    onSuccess: (_answer, key) => {
      announcer.say(t('admin.cles_api.revoquee_ok', { nom: key.nom }));
      return refresh();
    },
    onError: (error) => announcer.fail(error),
  });

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.cles_api.titre')}</h1>
      <p className={styles.muted}>{t('admin.cles_api.intro')}</p>
      <ShopTimeNote />
      <Announcer announcement={announcer.announcement} />
      {created && (
        <ShownOnce
          title={t('admin.cles_api.creee_titre', { nom: created.data.nom })}
          value={created.cle}
          onDone={() => setCreated(null)}
        />
      )}
      <Panel
        title={t('admin.cles_api.liste')}
        actions={
          <button type="button" className={buttonClassName('secondary')} onClick={() => setEditing(true)}>
            {t('admin.cles_api.nouvelle')}
          </button>
        }
      >
        {editing && (
          <RoleEditor
            title={t('admin.cles_api.nouvelle')}
            nameLabel={t('admin.cles_api.nom')}
            saveLabel={t('admin.cles_api.creer')}
            initial={{ nom: '', permissions: [] }}
            allowed={access.can}
            onSave={create}
            onCancel={() => setEditing(false)}
          />
        )}
        <QueryView query={keys} isEmpty={(loaded) => loaded.datas.length === 0} empty={t('admin.cles_api.vide')}>
          {(loaded) => (
            <Table
              caption={t('admin.cles_api.liste')}
              layout="stacked"
              rows={loaded.datas}
              rowKey={(key) => key.id}
              columns={[
                { key: 'nom', header: t('admin.cles_api.nom'), isRowHeader: true, cell: (key) => key.nom },
                { key: 'cle', header: t('admin.cles_api.debut'), cell: (key) => <code>{key.prefixe}…</code> },
                {
                  key: 'permissions',
                  header: t('admin.roles.permissions'),
                  cell: (key) => key.permissions.map((permission) => words.permission(permission)).join(' ; '),
                },
                {
                  key: 'creee',
                  header: t('admin.cles_api.creee'),
                  cell: (key) =>
                    t('admin.cles_api.creee_par', {
                      date: dateTime(key.created),
                      nom: key.cree_par
                        ? `${key.cree_par.prenom} ${key.cree_par.nom}`.trim() || key.cree_par.mail
                        : '—',
                    }),
                },
                {
                  key: 'utilisation',
                  header: t('admin.cles_api.derniere_utilisation'),
                  cell: (key) =>
                    key.derniere_utilisation ? dateTime(key.derniere_utilisation) : t('admin.cles_api.jamais'),
                },
                {
                  key: 'etat',
                  header: t('admin.cles_api.etat'),
                  cell: (key) =>
                    key.revoquee
                      ? t('admin.cles_api.revoquee_le', { date: dateTime(key.revoquee) })
                      : t('admin.cles_api.active'),
                },
                {
                  key: 'actions',
                  header: <span className="visually-hidden">{t('admin.roles.actions_colonne')}</span>,
                  stackLabel: false,
                  cell: (key) =>
                    !key.revoquee && (
                      <button
                        type="button"
                        className={styles.buttonSmall}
                        disabled={revoke.isPending}
                        aria-label={t('admin.cles_api.revoquer_pour', { nom: key.nom })}
                        onClick={() => setRevoking(key)}
                      >
                        {t('admin.cles_api.revoquer')}
                      </button>
                    ),
                },
              ]}
            />
          )}
        </QueryView>
      </Panel>
      {revoking && (
        <ConfirmDialog
          title={t('admin.cles_api.revoquer')}
          message={t('admin.cles_api.revoquer_question', { nom: revoking.nom })}
          confirmLabel={t('admin.cles_api.revoquer')}
          onConfirm={() => {
            revoke.mutate(revoking);
            setRevoking(null);
          }}
          onCancel={() => setRevoking(null)}
        />
      )}
    </div>
  );
}
