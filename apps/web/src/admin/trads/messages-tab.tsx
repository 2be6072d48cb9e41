import { LOCALES, type Locale } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import type { Announce } from '../kit/announcer.tsx';
import { QueryView } from '../kit/query-view.tsx';
import styles from '../admin.module.css';
import { MessageRow } from './message-row.tsx';
import { messagesOptions } from './trads-api.ts';
import page from './trads-page.module.css';
import { SearchBox } from '../kit/search-box.tsx';

/** Rows shown at once: the search narrows the ~1,500 keys down. */
const SHOWN = 40;

/** The "Messages" tab: the interface messages of a language, searched on key or text, each edited in place. */
export function MessagesTab({ announce }: { announce: Announce }) {
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
        <SearchBox label={t('admin.trads.recherche')} value={search} onChange={setSearch} />
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
      <QueryView query={messages} isEmpty={() => matching.length === 0} empty={t('admin.trads.aucun')}>
        {() => (
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
      </QueryView>
    </>
  );
}
