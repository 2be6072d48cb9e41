import type { CatalogueEntity, TranslateTarget } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { QueryView } from '../kit/query-view.tsx';
import styles from '../admin.module.css';
import { gridRecordsOptions } from './trads-api.ts';
import page from './trads-page.module.css';

/** The records of a type whose texts are missing or outdated in a language, each linking to its editor. */
export function RecordsList({ entite, locale }: { entite: CatalogueEntity; locale: TranslateTarget }) {
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
      <QueryView query={records} isEmpty={(loaded) => loaded.length === 0} empty={t('admin.trads.tout_est_traduit')}>
        {(loaded) => (
          <ul className={page.recordList}>
            {loaded.map((record) => (
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
      </QueryView>
    </section>
  );
}
