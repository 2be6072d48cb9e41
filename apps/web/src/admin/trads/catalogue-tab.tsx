import { CATALOGUE_ENTITIES, TRANSLATE_TARGETS, type CatalogueEntity, type TranslateTarget } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { QueryError } from '../kit/query-error.tsx';
import { Table, type TableColumn } from '../kit/table.tsx';
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
  const cellOf = (entite: CatalogueEntity, locale: TranslateTarget) => {
    const row = grid.data.find((item) => item.entite === entite);
    const cell = row?.cellules.find((item) => item.locale === locale);
    if (!cell || cell.textes === 0) return <span className={styles.muted}>{t('admin.trads.sans_texte')}</span>;
    const values = {
      entite: t(`admin.trads.entites.${entite}`),
      langue: t(`admin.langues.${locale}`),
      pourcent: percent(cell.faits, cell.textes),
      obsoletes: cell.obsoletes,
    };
    const todo = cell.faits < cell.textes || cell.obsoletes > 0;
    return (
      <button
        type="button"
        className={page.cell}
        aria-label={t('admin.trads.cellule', values)}
        aria-pressed={open?.entite === entite && open.locale === locale}
        disabled={!todo}
        onClick={() => setOpen({ entite, locale })}
      >
        <span className={todo ? page.incomplete : page.complete}>{t('admin.trads.complet', values)}</span>
        {cell.obsoletes > 0 && (
          <span className={page.outdated}>{t('admin.trads.obsoletes', { count: cell.obsoletes })}</span>
        )}
      </button>
    );
  };
  const columns: TableColumn<CatalogueEntity>[] = [
    {
      key: 'entite',
      header: t('admin.trads.entite'),
      isRowHeader: true,
      cell: (entite) => t(`admin.trads.entites.${entite}`),
    },
    ...TRANSLATE_TARGETS.map((locale) => ({
      key: locale,
      header: t(`admin.langues.${locale}`),
      cell: (entite: CatalogueEntity) => cellOf(entite, locale),
    })),
  ];
  return (
    <>
      <p className={styles.muted}>{t('admin.trads.grille_aide')}</p>
      <Table
        caption={t('admin.trads.grille')}
        columns={columns}
        rows={CATALOGUE_ENTITIES}
        rowKey={(entite) => entite}
      />
      {open && <RecordsList entite={open.entite} locale={open.locale} />}
    </>
  );
}
