import { CATALOGUE_ENTITIES, TRANSLATE_TARGETS, type CatalogueEntity, type TranslateTarget } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { QueryError } from '../kit/query-error.tsx';
import { tableRegion } from '../kit/table-region.ts';
import styles from '../admin.module.css';
import { RecordsList } from './records-list.tsx';
import { gridOptions } from './trads-api.ts';
import page from './trads-page.module.css';

const percent = (done: number, total: number) => (total === 0 ? 100 : Math.floor((done * 100) / total));

/** The "Catalogue" tab: entity × language, what is translated and what to review; a cell opens its records. */
export function CatalogueTab() {
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
