import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import stackedTable from '../../components/ui/stacked-table.module.css';
import styles from '../admin.module.css';
import { tableRegion } from './table-region.ts';

/** One column of a read-only table: its header and what each row shows under it. */
export interface TableColumn<Row> {
  key: string | number;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** More classes on the column's body cells, e.g. `nowrap`. */
  className?: string;
  /** The cell names its row (`th scope="row"`), as a screen reader announces it. */
  isRowHeader?: boolean;
  /**
   * What leads the cell on a phone in a stacked table (data-label): the header when it is text,
   * none for `false` (an actions cell that speaks for itself) or when the header is not text.
   */
  stackLabel?: string | false;
}

interface TableProps<Row> {
  /** What the table lists: its caption, and the name of its scrolling group. */
  caption: string;
  /**
   * `hidden` (default): for screen readers, the section's title says it on screen; `shown`: a grid
   * explained in words; `none`: a table its panel's heading already names.
   */
  captionMode?: 'hidden' | 'shown' | 'none';
  /** The scrolling group's title when it differs from the caption. */
  groupTitle?: string;
  /** `stacked`: cards on a phone, each cell led by its column's name (stacked-table.module.css). */
  layout?: 'stacked' | 'wide';
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A row's data-* attributes (states the page's styles colour). */
  rowData?: (row: Row) => Record<`data-${string}`, string | boolean | undefined>;
  /** Rows under the body (totals), as `<tr>` elements. */
  footer?: ReactNode;
  className?: string;
}

const cellClass = (column: { numeric?: boolean; className?: string }) =>
  [column.numeric ? styles.numeric : '', column.className ?? ''].filter(Boolean).join(' ') || undefined;

/**
 * The back office's read-only table: a caption, column headers, a row per item, in its
 * scrolling group (table-region.ts); stacked on a phone when asked. Lists with a selection,
 * sorting and a detail link per row use DataTable.
 */
export function Table<Row>(props: TableProps<Row>) {
  const { t } = useTranslation();
  const { caption, columns, layout = 'wide' } = props;
  const isStacked = layout === 'stacked';
  const tableClass = [styles.table, isStacked ? stackedTable.stacked : '', props.className ?? '']
    .filter(Boolean)
    .join(' ');
  const stackLabel = (column: TableColumn<Row>) => {
    if (!isStacked || column.stackLabel === false) return undefined;
    return column.stackLabel ?? (typeof column.header === 'string' ? column.header : undefined);
  };
  return (
    <div {...tableRegion(t('admin.kit.tableau', { titre: props.groupTitle ?? caption }), layout)}>
      <table className={tableClass}>
        {props.captionMode === 'none' ? null : (
          <caption className={props.captionMode === 'shown' ? undefined : 'visually-hidden'}>{caption}</caption>
        )}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)} {...props.rowData?.(row)}>
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th key={column.key} scope="row" className={cellClass(column)} data-label={stackLabel(column)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={cellClass(column)} data-label={stackLabel(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {props.footer ? <tfoot>{props.footer}</tfoot> : null}
      </table>
    </div>
  );
}
