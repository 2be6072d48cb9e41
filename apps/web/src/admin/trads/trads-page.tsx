import {
  CATALOGUE_ENTITIES,
  LOCALES,
  TRANSLATE_TARGETS,
  type CatalogueEntity,
  type Locale,
  type MessageEntry,
  type TranslateTarget,
} from '@boutique/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { QueryError } from '../kit/query-error.tsx';
import {
  gridOptions,
  gridRecordsOptions,
  messagesOptions,
  resetMessage,
  saveMessage,
  suggestTranslations,
  tradsQueryKey,
} from './trads-api.ts';
import { Announcer, useAnnouncer, type Announce } from '../kit/announcer.tsx';
import styles from '../admin.module.css';
import page from './trads-page.module.css';
import { tableRegion } from '../kit/table-region.ts';

type Tab = 'messages' | 'catalogue';
/** Rows shown at once: the search narrows the ~1,500 keys down. */
const SHOWN = 40;

/**
 * /:lang/ad/trads: the interface messages per language (shipped text or the staff's own, edited
 * in place, machine suggestions to review, reset to the shipped text after a confirmation), and
 * the completeness of the catalogue's translations with what is missing or outdated.
 */
export function TradsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.trads.titre'));
  const [tab, setTab] = useState<Tab>('messages');
  const { announcement, ...announce } = useAnnouncer();
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.trads.titre')}</h1>
      <Tabs
        label={t('admin.trads.onglets')}
        activeId={tab}
        onSelect={(id) => setTab(id as Tab)}
        tabs={[
          { id: 'messages', label: t('admin.trads.onglet_messages'), panelId: 'trads-panel' },
          { id: 'catalogue', label: t('admin.trads.onglet_catalogue'), panelId: 'trads-panel' },
        ]}
      />
      <Announcer announcement={announcement} />
      <section id="trads-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className={styles.panel}>
        {tab === 'messages' ? <MessagesTab announce={announce} /> : <CatalogueTab />}
      </section>
    </div>
  );
}

function MessagesTab({ announce }: { announce: Announce }) {
  const { t } = useTranslation();
  const [locale, setLocale] = useState<Locale>('en');
  const [search, setSearch] = useState('');
  const messages = useQuery(messagesOptions());
  const matching = useMemo(() => {
    const words = search.trim().toLocaleLowerCase('fr');
    const all = messages.data ?? [];
    if (!words) return all;
    return all.filter((entry) =>
      [entry.cle, entry.defauts.fr, entry.defauts[locale], entry.surcharges[locale]].some((text) =>
        text?.toLocaleLowerCase('fr').includes(words),
      ),
    );
  }, [messages.data, search, locale]);
  const shown = matching.slice(0, SHOWN);

  return (
    <>
      <div className={page.toolbar}>
        <label className={styles.filterField}>
          {t('admin.trads.recherche')}
          <input
            type="search"
            className={styles.input}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label className={styles.filterField}>
          {t('admin.trads.langue')}
          <select className={styles.input} value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {t(`admin.langues.${code}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {messages.isPending ? (
        <p role="status" className={styles.muted}>
          {t('admin.kit.chargement')}
        </p>
      ) : messages.isError ? (
        <QueryError error={messages.error} />
      ) : matching.length === 0 ? (
        <p className={styles.muted}>{t('admin.trads.aucun')}</p>
      ) : (
        <>
          <p className={styles.muted}>
            {matching.length > SHOWN
              ? t('admin.trads.resultats_limites', { shown: SHOWN, count: matching.length })
              : t('admin.trads.resultats', { count: matching.length })}
          </p>
          <ul className={page.messages}>
            {shown.map((entry) => (
              <MessageRow
                key={`${entry.cle}|${locale}|${entry.surcharges[locale] ?? ''}`}
                entry={entry}
                locale={locale}
                announce={announce}
              />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function MessageRow(props: { entry: MessageEntry; locale: Locale; announce: Announce }) {
  const { entry, locale, announce } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const override = entry.surcharges[locale];
  const shipped = entry.defauts[locale] ?? '';
  const [draft, setDraft] = useState(override ?? shipped);
  const [fieldError, setFieldError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const language = t(`admin.langues.${locale}`);
  const cle = entry.cle;

  const refresh = () => queryClient.invalidateQueries({ queryKey: [...tradsQueryKey, 'messages'] });
  const failed = (error: Error) => {
    const message = error instanceof ApiError ? (error.errors.valeur?.[0] ?? error.message) : error.message;
    setFieldError(message);
    announce.fail(message);
  };
  const save = useMutation({
    mutationFn: () => saveMessage(locale, cle, draft),
    onSuccess: () => {
      announce.say(t('admin.trads.enregistre', { cle }));
      return refresh();
    },
    onError: failed,
  });
  const reset = useMutation({
    mutationFn: () => resetMessage(locale, cle),
    onSuccess: () => {
      announce.say(t('admin.trads.retabli', { cle }));
      return refresh();
    },
    onError: failed,
  });
  const suggest = useMutation({
    mutationFn: () => suggestTranslations([entry.defauts.fr ?? ''], locale as TranslateTarget),
    onSuccess: ([suggestion]) => {
      // Only in the field: nothing is saved until the translator presses "Enregistrer".
      setDraft(suggestion ?? '');
      setFieldError('');
      announce.say(t('admin.trads.suggestion', { cle }));
    },
    onError: announce.fail,
  });
  const busy = save.isPending || reset.isPending || suggest.isPending;
  const unchanged = draft === (override ?? shipped);

  return (
    <li className={page.message}>
      <div className={page.messageHead}>
        <code className={page.key}>{cle}</code>
        <span className={`${page.origin} ${override === undefined ? '' : page.custom}`}>
          {override === undefined ? t('admin.trads.par_defaut') : t('admin.trads.personnalise')}
        </span>
      </div>
      <p className={page.french}>
        <span className={styles.muted}>{t('admin.trads.francais')} </span>
        {entry.defauts.fr}
      </p>
      {override !== undefined && locale !== 'fr' && (
        <p className={styles.muted}>{t('admin.trads.defaut_langue', { texte: shipped })}</p>
      )}
      <form
        className={page.editor}
        onSubmit={(event) => {
          event.preventDefault();
          setFieldError('');
          save.mutate();
        }}
      >
        <label htmlFor={fieldId} className="visually-hidden">
          {t('admin.trads.texte_pour', { langue: language, cle })}
        </label>
        <textarea
          id={fieldId}
          className={`${styles.input} ${page.field}`}
          rows={Math.min(6, Math.max(1, Math.ceil(draft.length / 80)))}
          value={draft}
          maxLength={2_000}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${fieldId}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        {fieldError && (
          <p id={`${fieldId}-error`} className={styles.formError}>
            {fieldError}
          </p>
        )}
        <div className={styles.rowActions}>
          <button type="submit" className={styles.buttonSmall} disabled={busy || unchanged || draft.trim() === ''}>
            {t('admin.trads.enregistrer')}
          </button>
          {locale !== 'fr' && (
            <button
              type="button"
              className={styles.buttonSmall}
              disabled={busy}
              aria-label={t('admin.trads.suggerer_pour', { cle })}
              onClick={() => suggest.mutate()}
            >
              {t('admin.trads.suggerer')}
            </button>
          )}
          {override !== undefined && (
            <button
              type="button"
              className={styles.buttonSmall}
              disabled={busy}
              aria-label={t('admin.trads.retablir_pour', { cle })}
              onClick={() => setConfirming(true)}
            >
              {t('admin.trads.retablir')}
            </button>
          )}
        </div>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('admin.trads.retablir_titre')}
          message={t('admin.trads.retablir_question', { cle, defaut: shipped })}
          confirmLabel={t('admin.trads.retablir')}
          onConfirm={() => reset.mutate()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </li>
  );
}

const percent = (done: number, total: number) => (total === 0 ? 100 : Math.floor((done * 100) / total));

function CatalogueTab() {
  const { t } = useTranslation();
  const grid = useQuery(gridOptions());
  const [open, setOpen] = useState<{ entite: CatalogueEntity; locale: TranslateTarget } | null>(null);
  if (grid.isPending) {
    return (
      <p role="status" className={styles.muted}>
        {t('admin.kit.chargement')}
      </p>
    );
  }
  if (grid.isError) return <QueryError error={grid.error} />;
  return (
    <>
      <p className={styles.muted}>{t('admin.trads.grille_aide')}</p>
      <div {...tableRegion(t('admin.kit.tableau', { titre: t('admin.trads.grille') }))}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('admin.trads.grille')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.trads.entite')}</th>
              {TRANSLATE_TARGETS.map((locale) => (
                <th key={locale} scope="col">
                  {t(`admin.langues.${locale}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CATALOGUE_ENTITIES.map((entite) => {
              const row = grid.data.find((item) => item.entite === entite);
              return (
                <tr key={entite}>
                  <th scope="row">{t(`admin.trads.entites.${entite}`)}</th>
                  {TRANSLATE_TARGETS.map((locale) => {
                    const cell = row?.cellules.find((item) => item.locale === locale);
                    if (!cell || cell.textes === 0) {
                      return (
                        <td key={locale} className={styles.muted}>
                          {t('admin.trads.sans_texte')}
                        </td>
                      );
                    }
                    const values = {
                      entite: t(`admin.trads.entites.${entite}`),
                      langue: t(`admin.langues.${locale}`),
                      pourcent: percent(cell.faits, cell.textes),
                      obsoletes: cell.obsoletes,
                    };
                    const todo = cell.faits < cell.textes || cell.obsoletes > 0;
                    return (
                      <td key={locale}>
                        <button
                          type="button"
                          className={page.cell}
                          aria-label={t('admin.trads.cellule', values)}
                          aria-pressed={open?.entite === entite && open.locale === locale}
                          disabled={!todo}
                          onClick={() => setOpen({ entite, locale })}
                        >
                          <span className={todo ? page.incomplete : page.complete}>
                            {t('admin.trads.complet', values)}
                          </span>
                          {cell.obsoletes > 0 && (
                            <span className={page.outdated}>
                              {t('admin.trads.obsoletes', { count: cell.obsoletes })}
                            </span>
                          )}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {open && <RecordsList entite={open.entite} locale={open.locale} />}
    </>
  );
}

function RecordsList({ entite, locale }: { entite: CatalogueEntity; locale: TranslateTarget }) {
  const { t } = useTranslation();
  const records = useQuery(gridRecordsOptions(entite, locale));
  const fields = (names: string[]) => names.map((name) => t(`admin.trads.champs.${name}`)).join(', ');
  const title = t('admin.trads.a_traduire', {
    entite: t(`admin.trads.entites.${entite}`),
    langue: t(`admin.langues.${locale}`),
  });
  return (
    <section className={page.records} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {records.isPending ? (
        <p role="status" className={styles.muted}>
          {t('admin.kit.chargement')}
        </p>
      ) : records.isError ? (
        <QueryError error={records.error} />
      ) : records.data.length === 0 ? (
        <p className={styles.muted}>{t('admin.trads.tout_est_traduit')}</p>
      ) : (
        <ul className={page.recordList}>
          {records.data.map((record) => (
            <li key={record.id}>
              <Link href={`/${record.lien}`}>{record.label}</Link>
              {record.manquants.length > 0 && (
                <span className={styles.muted}>
                  {' '}
                  — {t('admin.trads.manquants', { champs: fields(record.manquants) })}
                </span>
              )}
              {record.obsoletes.length > 0 && (
                <span className={page.outdated}>
                  {' '}
                  — {t('admin.trads.obsoletes_champs', { champs: fields(record.obsoletes) })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
