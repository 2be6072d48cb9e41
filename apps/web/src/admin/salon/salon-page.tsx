import { hasScope, STAFF_SCOPES } from '@boutique/domain';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocale, useLocaleTag } from '../../lib/locale-context.tsx';
import { useStoredSessionToken } from '../../lib/session-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { SalonAccountInput } from './create-salon-account.ts';
import { SalonForm } from './salon-form.tsx';
import styles from '../admin.module.css';
import { Table } from '../kit/table.tsx';
import { Panel } from '../kit/panel.tsx';

interface CreatedAccount extends SalonAccountInput {
  at: Date;
}

/**
 * /:lang/ad/salon: at a trade show, staff create a visitor's account in a few seconds; the visitor
 * receives an e-mail to choose a password. The accounts made since the screen opened are listed.
 */
export function SalonPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.salon.titre'));
  const locale = useLocale();
  const tag = useLocaleTag();
  const session = useStoredSessionToken();
  const [created, setCreated] = useState<CreatedAccount[]>([]);
  const latest = created[0];

  if (!hasScope(session?.scopes ?? [], STAFF_SCOPES)) {
    return (
      <section className={styles.forbidden} aria-labelledby="acces-reserve">
        <h1 id="acces-reserve" className={styles.pageTitle}>
          {t('admin.acces_reserve')}
        </h1>
        <p>{t('admin.salon.reserve_texte')}</p>
      </section>
    );
  }

  const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short' });
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.salon.titre')}</h1>
      <p className={styles.muted}>{t('admin.salon.intro')}</p>
      <Panel title={t('admin.salon.nouveau')}>
        <div role="status" className={styles.announceStatus}>
          {latest && t('admin.salon.cree', { mail: latest.mail })}
        </div>
        <SalonForm
          locale={locale}
          onCreated={(account) => setCreated((current) => [{ ...account, at: new Date() }, ...current])}
        />
      </Panel>
      <Panel title={t('admin.salon.crees', { count: created.length })}>
        {created.length === 0 ? (
          <p className={styles.muted}>{t('admin.salon.aucun')}</p>
        ) : (
          <Table<CreatedAccount>
            caption={t('admin.salon.crees', { count: created.length })}
            layout="stacked"
            rows={created}
            rowKey={(account) => account.mail}
            columns={[
              {
                key: 'heure',
                header: t('admin.salon.colonnes.heure'),
                className: styles.nowrap,
                cell: (account) => time.format(account.at),
              },
              {
                key: 'nom',
                header: t('admin.salon.colonnes.nom'),
                cell: (account) => `${account.prenom} ${account.nom}`,
              },
              { key: 'mail', header: t('admin.salon.colonnes.mail'), cell: (account) => account.mail },
              {
                key: 'tel',
                header: t('admin.salon.colonnes.tel'),
                className: styles.nowrap,
                cell: (account) => account.tel,
              },
            ]}
          />
        )}
      </Panel>
    </div>
  );
}
