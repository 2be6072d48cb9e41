import type { AdminOrderLine, AdminParcelRow } from '@boutique/domain';
import type { Ref } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';
import { Table } from '../kit/table.tsx';

/** Units of each variant that no other parcel holds: what this parcel may take. */
export function availableUnits(lines: readonly AdminOrderLine[], others: readonly AdminParcelRow[]) {
  const packed = new Map<number, number>();
  for (const parcel of others)
    for (const line of parcel.lignes)
      packed.set(line.declinaison_id, (packed.get(line.declinaison_id) ?? 0) + line.qtt);
  return new Map(
    lines.map((line) => [line.declinaison_id, Math.max(0, line.qtt - (packed.get(line.declinaison_id) ?? 0))]),
  );
}

/** The quantities typed, as parcel lines (zeros left out). */
export const chosenLines = (quantities: Readonly<Record<number, number>>) =>
  Object.entries(quantities)
    .map(([declinaison_id, qtt]) => ({ declinaison_id: Number(declinaison_id), qtt }))
    .filter((line) => line.qtt > 0);

/**
 * A quantity per order line, between 0 and the units no other parcel holds: the form of a new
 * parcel and of a parcel's contents while it is prepared.
 */
export function ParcelLinesEditor({
  lines,
  available,
  quantities,
  onChange,
  inputRef,
}: {
  lines: readonly AdminOrderLine[];
  available: ReadonlyMap<number, number>;
  quantities: Readonly<Record<number, number>>;
  onChange: (quantities: Record<number, number>) => void;
  /** The first quantity that can be typed: where the focus goes when the lines are refused. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const firstOpen = lines.find((line) => (available.get(line.declinaison_id) ?? 0) > 0)?.declinaison_id;
  return (
    <Table
      caption={t('admin.colis.lignes')}
      rows={lines.map((line) => ({
        line,
        article: `${line.produit_label} – ${line.label}`,
        max: available.get(line.declinaison_id) ?? 0,
      }))}
      rowKey={({ line }) => line.declinaison_id}
      columns={[
        {
          key: 'article',
          header: t('admin.colis.article'),
          isRowHeader: true,
          cell: ({ line, article, max }) => (
            <>
              {article}
              <br />
              <span className={styles.muted}>{t('admin.colis.disponible', { restant: max, total: line.qtt })}</span>
            </>
          ),
        },
        {
          key: 'quantite',
          header: t('admin.colis.quantite'),
          cell: ({ line, article, max }) => (
            <input
              ref={line.declinaison_id === firstOpen ? inputRef : undefined}
              className={`${styles.input} ${styles.amountInput}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              step={1}
              value={quantities[line.declinaison_id] ?? 0}
              disabled={max === 0}
              aria-label={t('admin.colis.quantite_de', { article })}
              onChange={(event) => {
                const typed = Math.trunc(Number(event.target.value));
                const qtt = Number.isFinite(typed) ? Math.min(max, Math.max(0, typed)) : 0;
                onChange({ ...quantities, [line.declinaison_id]: qtt });
              }}
            />
          ),
        },
      ]}
    />
  );
}

/** A parcel's contents, read-only. */
export function ParcelLinesList({ parcel }: { parcel: AdminParcelRow }) {
  const { t } = useTranslation();
  if (parcel.lignes.length === 0) return <p className={styles.muted}>{t('admin.colis.lignes_vide')}</p>;
  return (
    <ul>
      {parcel.lignes.map((line) => (
        <li key={line.declinaison_id}>
          {line.qtt} × {line.produit_label} – {line.label}
          {line.lots.length > 0 &&
            ` (${t('admin.colis.lots')} ${line.lots.map((lot) => `${lot.numero} × ${lot.qtt}`).join(', ')})`}
        </li>
      ))}
    </ul>
  );
}
