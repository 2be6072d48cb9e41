import type { TrackEvent, TracksSessionsAnswer, TracksTimelineAnswer } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { apiRequest } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { QueryError } from '../kit/query-error.tsx';
import { Table } from '../kit/table.tsx';
import styles from '../admin.module.css';
import { PeriodInputs } from './period-inputs.tsx';
import { parisDay, presetPeriod, readPeriod, type Period } from './stats-period.ts';
import own from './stats.module.css';
import { ShopTimeNote, useShopTime } from '../kit/shop-time.tsx';

interface TracksState extends Period {
  session: string | null;
  page: number;
}

/** `?du=&au=&page=&session=`, the last 7 days by default. */
function readState(search: string, today: string): TracksState {
  const params = new URLSearchParams(search);
  const period = params.has('du') ? readPeriod(search, today) : presetPeriod('7j', today);
  const page = Number(params.get('page'));
  return {
    ...period,
    session: params.get('session') || null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const query = (state: Partial<TracksState>) => {
  const params = new URLSearchParams();
  if (state.session) params.set('session', state.session);
  if (state.du) params.set('du', state.du);
  if (state.au) params.set('au', state.au);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return params;
};

/** `/ad/tracks?session=…&du=&au=`: where a session's timeline is (linkable, for support). */
export const trackHref = (session: string, period: Period) =>
  `/tracks?${query({ session, du: period.du, au: period.au })}`;

function EventDetail({ event }: { event: TrackEvent }) {
  const { t } = useTranslation();
  const parts = [
    event.produit_id === null ? null : t('admin.stats.tracks.produit', { id: event.produit_id }),
    event.quantite === null ? null : t('admin.stats.tracks.quantite', { count: event.quantite }),
    event.etape === null ? null : t('admin.stats.tracks.etape', { etape: event.etape }),
    event.source ? t('admin.stats.tracks.source', { source: event.source }) : null,
  ].filter(Boolean);
  return <>{parts.join(' · ')}</>;
}

function Timeline({ answer }: { answer: TracksTimelineAnswer }) {
  const { t } = useTranslation();
  const time = { format: useShopTime('short', 'medium').dateTime };
  const first = answer.evenements[0];
  if (!first) return <p className={styles.muted}>{t('admin.stats.tracks.session_vide')}</p>;
  return (
    <>
      <p className={styles.muted}>
        {t('admin.stats.tracks.contexte', {
          appareil: first.appareil,
          navigateur: first.navigateur,
          systeme: first.systeme,
          pays: first.pays ?? t('admin.stats.inconnu'),
          langue: first.langue,
          version: first.version,
        })}
      </p>
      {answer.tronque && (
        <p className={styles.muted}>{t('admin.stats.tracks.tronque', { count: answer.evenements.length })}</p>
      )}
      <Table
        caption={t('admin.stats.tracks.evenements')}
        rows={answer.evenements.map((event, index) => ({ event, key: `${event.ts}-${index}` }))}
        rowKey={(row) => row.key}
        columns={[
          {
            key: 'heure',
            header: t('admin.stats.tracks.heure'),
            className: styles.nowrap,
            cell: ({ event }) => time.format(new Date(event.ts)),
          },
          {
            key: 'type',
            header: t('admin.stats.tracks.type'),
            cell: ({ event }) => t(`admin.stats.tracks.types.${event.type}`),
          },
          { key: 'page', header: t('admin.stats.page'), cell: ({ event }) => event.chemin },
          {
            key: 'details',
            header: t('admin.stats.tracks.details'),
            cell: ({ event }) => <EventDetail event={event} />,
          },
        ]}
      />
    </>
  );
}

function Sessions({ answer, state }: { answer: TracksSessionsAnswer; state: TracksState }) {
  const { t } = useTranslation();
  const time = { format: useShopTime().dateTime };
  if (answer.sessions.length === 0) return <p className={styles.muted}>{t('admin.stats.vide')}</p>;
  return (
    <Table
      caption={t('admin.stats.tracks.sessions')}
      rows={answer.sessions}
      rowKey={(session) => session.session_id}
      columns={[
        {
          key: 'session',
          header: t('admin.stats.tracks.session'),
          isRowHeader: true,
          cell: (session) => <Link href={trackHref(session.session_id, state)}>{session.session_id}</Link>,
        },
        {
          key: 'debut',
          header: t('admin.stats.tracks.debut'),
          className: styles.nowrap,
          cell: (session) => time.format(new Date(session.debut)),
        },
        {
          key: 'fin',
          header: t('admin.stats.tracks.fin'),
          className: styles.nowrap,
          cell: (session) => time.format(new Date(session.fin)),
        },
        {
          key: 'evenements',
          header: t('admin.stats.tracks.evenements'),
          numeric: true,
          cell: (session) => session.evenements,
        },
        { key: 'vues', header: t('admin.stats.vues'), numeric: true, cell: (session) => session.pages },
        { key: 'appareil', header: t('admin.stats.appareil'), cell: (session) => session.appareil },
        { key: 'pays', header: t('admin.stats.pays_colonne'), cell: (session) => session.pays ?? '–' },
        { key: 'source', header: t('admin.stats.source'), cell: (session) => session.source ?? '–' },
      ]}
    />
  );
}

/**
 * /:lang/ad/tracks (support): the sessions of a period (the last 7 days by default), the most
 * recently active first, and a session's raw events (`?session=…`, a link that can be shared).
 */
export function TracksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.stats.tracks.titre'));
  const search = useSearch();
  const [location, navigate] = useLocation();
  const today = parisDay();
  const state = useMemo(() => readState(search, today), [search, today]);
  const params = query({ ...state, page: state.session ? 1 : state.page });
  const tracks = useQuery({
    queryKey: ['admin', 'tracks', params.toString()] as const,
    queryFn: ({ signal }) =>
      apiRequest<TracksSessionsAnswer | TracksTimelineAnswer>(`/admin/tracks?${params}`, { signal }),
    retry: false,
  });
  const go = (next: Partial<TracksState>) => navigate(`${location}?${query({ ...state, ...next })}`);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>
        {state.session
          ? t('admin.stats.tracks.titre_session', { session: state.session })
          : t('admin.stats.tracks.titre')}
      </h1>
      <ShopTimeNote />
      {state.session && (
        <p>
          <Link href={`/tracks?${query({ du: state.du, au: state.au })}`}>{t('admin.stats.tracks.retour')}</Link>
        </p>
      )}
      <section className={styles.panel} aria-label={t('admin.stats.periode')}>
        <div className={own.period}>
          <PeriodInputs du={state.du} au={state.au} onChange={(next) => go({ ...next, page: 1 })} />
        </div>
        <p className={styles.muted}>{t('admin.stats.tracks.aide')}</p>
      </section>
      {tracks.isPending ? (
        <p role="status" className={styles.muted}>
          {t('admin.stats.chargement')}
        </p>
      ) : tracks.isError ? (
        <QueryError error={tracks.error} />
      ) : 'evenements' in tracks.data ? (
        <Timeline answer={tracks.data} />
      ) : (
        <>
          <Sessions answer={tracks.data} state={state} />
          <nav className={own.presets} aria-label={t('admin.stats.tracks.pagination')}>
            <button
              type="button"
              className={styles.buttonSmall}
              disabled={state.page <= 1}
              onClick={() => go({ page: state.page - 1 })}
            >
              {t('admin.stats.tracks.precedente')}
            </button>
            <span>{t('admin.stats.tracks.page', { page: state.page })}</span>
            <button
              type="button"
              className={styles.buttonSmall}
              disabled={!tracks.data.suivante}
              onClick={() => go({ page: state.page + 1 })}
            >
              {t('admin.stats.tracks.suivante')}
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
