import type { JobStatus } from '@boutique/domain';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import { QueryView } from '../kit/query-view.tsx';
import { ShopTimeNote, useShopTime } from '../kit/shop-time.tsx';
import { Table } from '../kit/table.tsx';
import { formatDuration, periodParts } from './job-format.ts';
import { jobsOptions, jobsQueryKey, relaunchJob } from './jobs-api.ts';
import styles from '../admin.module.css';
import page from './jobs-page.module.css';

// Shared by the mutation and the pending-state read, so each row knows whether its own run is asked.
const relaunchKey = ['admin-taches-relance'] as const;

/**
 * /:lang/ad/taches: the jobs the shop runs on its own (stock holds, refunds, statistics, mails),
 * how each last went, when it runs next, its failures of the last 24 hours, and a run on demand.
 */
export function JobsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.taches.titre'));
  const queryClient = useQueryClient();
  const tag = useLocaleTag();
  const dateTime = useShopTime().dateTime;
  const list = useQuery(jobsOptions());
  const { announcement, say, fail } = useAnnouncer();
  // A job added on the server before its texts shows under its own name rather than a key.
  const label = (nom: string) => t(`admin.taches.noms.${nom}`, { defaultValue: nom });
  const relaunch = useMutation({
    mutationKey: relaunchKey,
    mutationFn: relaunchJob,
    onSuccess: (_answer, nom) => {
      say(t('admin.taches.relance_ok', { tache: label(nom) }));
      return queryClient.invalidateQueries({ queryKey: jobsQueryKey });
    },
    onError: (error) => fail(error),
  });
  // Every run asked and not answered yet, not only the last one clicked.
  const running = useMutationState({
    filters: { mutationKey: relaunchKey, status: 'pending' },
    select: (mutation) => mutation.state.variables,
  });

  const period = (job: JobStatus) => {
    const { unit, count } = periodParts(job.periode_secondes);
    return t(`admin.taches.periode.${unit}`, { count });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.taches.titre')}</h1>
      <p className={styles.muted}>{t('admin.taches.intro')}</p>
      <ShopTimeNote />
      <section className={styles.panel} aria-label={t('admin.taches.titre')}>
        <Announcer announcement={announcement} />
        <QueryView query={list} isEmpty={(loaded) => loaded.datas.length === 0} empty={t('admin.taches.vide')}>
          {(loaded) => (
            <Table
              caption={t('admin.taches.titre')}
              groupTitle={t('admin.menu.taches')}
              layout="stacked"
              className={page.jobs}
              rows={loaded.datas}
              rowKey={(job) => job.nom}
              rowData={(job) => ({ 'data-failing': job.echecs_24h > 0 })}
              columns={[
                {
                  key: 'tache',
                  header: t('admin.taches.tache'),
                  isRowHeader: true,
                  cell: (job) => (
                    <>
                      {label(job.nom)}
                      {job.echecs_24h > 0 && <span className={page.flag}>{t('admin.taches.echecs_recents')}</span>}
                    </>
                  ),
                },
                { key: 'periode', header: t('admin.taches.frequence'), cell: period },
                {
                  key: 'derniere',
                  header: t('admin.taches.derniere'),
                  className: styles.nowrap,
                  cell: ({ derniere_execution: run }) =>
                    run ? (
                      <>
                        {dateTime(run.debut)}
                        {run.duree_ms !== null && (
                          <span className={styles.muted}>
                            {' '}
                            {t('admin.taches.duree', { duree: formatDuration(run.duree_ms, tag) })}
                          </span>
                        )}
                      </>
                    ) : (
                      <span className={styles.muted}>{t('admin.taches.jamais')}</span>
                    ),
                },
                {
                  key: 'etat',
                  header: t('admin.taches.etat'),
                  cell: ({ derniere_execution: run }) =>
                    run && (
                      <>
                        <span className={page.state} data-state={run.etat}>
                          {t(`admin.taches.etats.${run.etat}`)}
                        </span>
                        {run.erreur && <p className={page.error}>{run.erreur}</p>}
                      </>
                    ),
                },
                {
                  key: 'prochaine',
                  header: t('admin.taches.prochaine'),
                  className: styles.nowrap,
                  cell: (job) => dateTime(job.prochaine_execution),
                },
                {
                  key: 'executions',
                  header: t('admin.taches.executions'),
                  numeric: true,
                  cell: (job) => job.executions_24h,
                },
                { key: 'echecs', header: t('admin.taches.echecs'), numeric: true, cell: (job) => job.echecs_24h },
                {
                  key: 'actions',
                  header: <span className="visually-hidden">{t('admin.taches.actions')}</span>,
                  stackLabel: false,
                  cell: (job) => (
                    <button
                      type="button"
                      className={styles.buttonSmall}
                      disabled={running.includes(job.nom)}
                      onClick={() => relaunch.mutate(job.nom)}
                      aria-label={t('admin.taches.relancer_pour', { tache: label(job.nom) })}
                    >
                      {t('admin.taches.relancer')}
                    </button>
                  ),
                },
              ]}
            />
          )}
        </QueryView>
      </section>
    </div>
  );
}
