import { abonnementsResource, LOCALES, type AdminSubscriberRow } from '@boutique/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearch } from 'wouter';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { DetailPage, NEW_RECORD } from '../kit/detail-page.tsx';
import { downloadText } from '../kit/download.ts';
import { ListPage } from '../kit/list-page.tsx';
import { resourceQueryKey, type ResourceRow } from '../kit/resource-api.ts';
import type { FilterSpec, Option } from '../kit/types.ts';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import styles from '../admin.module.css';
import { subscribersCsv, unsubscribe } from './abonnements-api.ts';
import { useShopTime } from '../kit/shop-time.tsx';
import { useStaffAccess } from '../staff/staff-api.ts';

/** The sources the shop's own paths write; any other stored value still shows as is. */
const SOURCES = ['bandeau', 'site', 'salon'] as const;
const FILTER_NAMES = ['q', 'confirme', 'desinscrit', 'langue', 'source', 'du', 'au'] as const;

/** A subscriber as the API sends it (its times as ISO text). */
type SubscriberWire = Omit<AdminSubscriberRow, 'consentement' | 'confirme' | 'desinscrit'> & {
  consentement: string;
  confirme: string | null;
  desinscrit: string | null;
};
const asSubscriber = (row: ResourceRow) => row as unknown as SubscriberWire;

function useFormatDate() {
  const { dateTime } = useShopTime();
  return (value: string | null) => (value ? dateTime(value) : '—');
}

function useSourceLabel() {
  const { t } = useTranslation();
  return (source: string) =>
    (SOURCES as readonly string[]).includes(source) ? t(`admin.abonnements.sources.${source}`) : source;
}

function useFilters(): FilterSpec[] {
  const { t } = useTranslation();
  const yesNo = (yes: string, no: string): Option[] => [
    { value: 'true', label: t(yes) },
    { value: 'false', label: t(no) },
  ];
  const sourceLabel = useSourceLabel();
  return [
    { name: 'q', label: 'admin.abonnements.recherche', kind: 'search' },
    {
      name: 'confirme',
      label: 'admin.abonnements.confirmation',
      kind: 'select',
      options: yesNo('admin.abonnements.confirme_oui', 'admin.abonnements.confirme_non'),
    },
    {
      name: 'desinscrit',
      label: 'admin.abonnements.etat',
      kind: 'select',
      options: yesNo('admin.abonnements.desinscrits', 'admin.abonnements.inscrits'),
    },
    {
      name: 'langue',
      label: 'admin.abonnements.langue',
      kind: 'select',
      options: LOCALES.map((langue) => ({ value: langue, label: t(`admin.langues.${langue}`) })),
    },
    {
      name: 'source',
      label: 'admin.abonnements.source',
      kind: 'select',
      options: SOURCES.map((source) => ({ value: source, label: sourceLabel(source) })),
    },
    { name: 'du', label: 'admin.abonnements.du', kind: 'date' },
    { name: 'au', label: 'admin.abonnements.au', kind: 'date', notBefore: 'du' },
  ];
}

/** Downloads every subscriber the list's filters (read from the address) match. */
function ExportButton() {
  const { t } = useTranslation();
  const search = useSearch();
  const [busy, setBusy] = useState(false);
  const { announcement, say, fail, clear } = useAnnouncer();
  const exportCsv = async () => {
    setBusy(true);
    clear();
    try {
      const params = new URLSearchParams(search);
      const filters = new URLSearchParams();
      for (const name of FILTER_NAMES) {
        const value = params.get(name)?.trim();
        if (value) filters.set(name, value);
      }
      downloadText('abonnements.csv', await subscribersCsv(filters));
      say(t('admin.abonnements.export_pret'));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <button type="button" className={styles.buttonSmall} disabled={busy} onClick={() => void exportCsv()}>
        {busy ? t('admin.abonnements.export_en_cours') : t('admin.abonnements.exporter')}
      </button>
      <Announcer announcement={announcement} />
    </div>
  );
}

/** /:lang/ad/abonnements: the newsletter's subscribers, newest consent first, and their CSV. */
export function AbonnementsList() {
  const { t } = useTranslation();
  const access = useStaffAccess();
  const formatDate = useFormatDate();
  const sourceLabel = useSourceLabel();
  const filters = useFilters();
  return (
    <ListPage
      descriptor={abonnementsResource}
      title="admin.menu.abonnements"
      canCreate={false}
      canDelete={false}
      texts={{ loading: 'admin.abonnements.chargement', empty: 'admin.abonnements.vide' }}
      columns={[
        { field: 'mail', label: 'admin.abonnements.mail' },
        {
          field: 'nom',
          label: 'admin.abonnements.nom',
          render: (row) => [asSubscriber(row).prenom, asSubscriber(row).nom].filter(Boolean).join(' ') || '—',
        },
        {
          field: 'consentement',
          label: 'admin.abonnements.consentement',
          render: (row) => formatDate(asSubscriber(row).consentement),
        },
        {
          field: 'confirme',
          label: 'admin.abonnements.confirme_le',
          render: (row) => formatDate(asSubscriber(row).confirme),
        },
        { field: 'source', label: 'admin.abonnements.source', render: (row) => sourceLabel(asSubscriber(row).source) },
        {
          field: 'langue',
          label: 'admin.abonnements.langue',
          render: (row) => t(`admin.langues.${asSubscriber(row).langue}`),
        },
        {
          field: 'desinscrit',
          label: 'admin.abonnements.etat',
          render: (row) =>
            asSubscriber(row).desinscrit ? t('admin.abonnements.desinscrit') : t('admin.abonnements.inscrit'),
        },
      ]}
      filters={filters}
    >
      {access.can('clients:exporter') && <ExportButton />}
    </ListPage>
  );
}

/** The consent on record, read-only, and the unsubscribe action (confirmed first). */
function ConsentPanel({ row, onUnsubscribe }: { row: ResourceRow; onUnsubscribe: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const sourceLabel = useSourceLabel();
  const subscriber = asSubscriber(row);
  const [asking, setAsking] = useState(false);
  return (
    <section className={styles.panel} aria-labelledby="abonnement-consentement">
      <h2 id="abonnement-consentement">{t('admin.abonnements.consentement_titre')}</h2>
      <dl>
        <dt>{t('admin.abonnements.mail')}</dt>
        <dd>{subscriber.mail}</dd>
        <dt>{t('admin.abonnements.consentement')}</dt>
        <dd>{formatDate(subscriber.consentement)}</dd>
        <dt>{t('admin.abonnements.confirme_le')}</dt>
        <dd>{subscriber.confirme ? formatDate(subscriber.confirme) : t('admin.abonnements.non_confirme')}</dd>
        <dt>{t('admin.abonnements.source')}</dt>
        <dd>{sourceLabel(subscriber.source)}</dd>
        <dt>{t('admin.abonnements.desinscrit_le')}</dt>
        <dd>{formatDate(subscriber.desinscrit)}</dd>
        <dt>{t('admin.abonnements.telephone')}</dt>
        <dd>{subscriber.tel || '—'}</dd>
      </dl>
      {!subscriber.desinscrit && (
        <button
          type="button"
          className={`${styles.buttonSmall} ${styles.buttonDanger}`}
          onClick={() => setAsking(true)}
        >
          {t('admin.abonnements.desinscrire')}
        </button>
      )}
      {asking && (
        <ConfirmDialog
          title={t('admin.abonnements.desinscrire_titre')}
          message={t('admin.abonnements.desinscrire_question', { mail: subscriber.mail })}
          confirmLabel={t('admin.abonnements.desinscrire')}
          onConfirm={onUnsubscribe}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}

/** /:lang/ad/abonnements/:id: one subscriber's consent, their name and language, and unsubscribing them. */
export function AbonnementDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The form holds the version it started from: after an unsubscribe it starts again from the new row.
  const [generation, setGeneration] = useState(0);
  const { announcement, say, fail, clear } = useAnnouncer();
  // People subscribe themselves (their consent): there is no blank subscriber to fill in here.
  if (id === NEW_RECORD) return <p className={styles.muted}>{t('admin.kit.introuvable')}</p>;
  const confirmUnsubscribe = async () => {
    clear();
    try {
      await unsubscribe(id);
      await queryClient.invalidateQueries({ queryKey: resourceQueryKey('abonnements') });
      setGeneration((value) => value + 1);
      say(t('admin.abonnements.desinscription_faite'));
    } catch (error) {
      fail(error);
    }
  };
  return (
    <>
      <Announcer announcement={announcement} />
      <DetailPage
        key={generation}
        descriptor={abonnementsResource}
        newTitle="admin.menu.abonnements"
        recordTitle={(row) => String(row.mail)}
        canDelete={false}
        before={(row) => <ConsentPanel row={row} onUnsubscribe={() => void confirmUnsubscribe()} />}
        fields={[
          { name: 'prenom', label: 'admin.abonnements.prenom', kind: 'text' },
          { name: 'nom', label: 'admin.abonnements.nom', kind: 'text' },
          {
            name: 'langue',
            label: 'admin.abonnements.langue',
            kind: 'select',
            options: LOCALES.map((langue) => ({ value: langue, label: t(`admin.langues.${langue}`) })),
            required: true,
          },
        ]}
      />
    </>
  );
}
