import type { AdminOrderLine, AdminParcelRow, ParcelCreateInput } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';
import { Table } from '../kit/table.tsx';
import { variantLotsQueryOptions } from '../lots/lots-api.ts';

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

/** The lot chosen for each variant's units, by lot id; blank: the first-expiring ones. */
export type ChosenLots = Readonly<Record<number, string>>;

/** The quantities typed, as parcel lines (zeros left out), each from the lot chosen for it, if any. */
export const chosenLines = (
  quantities: Readonly<Record<number, number>>,
  lots: ChosenLots = {},
): ParcelCreateInput['lignes'] =>
  Object.entries(quantities)
    .map(([declinaison_id, qtt]) => {
      const lot = lots[Number(declinaison_id)];
      return { declinaison_id: Number(declinaison_id), qtt, ...(lot ? { lots: [{ lot_id: Number(lot), qtt }] } : {}) };
    })
    .filter((line) => line.qtt > 0);

/** A lot as a choice reads: its number, its date if any, the units left. */
export const lotChoiceLabel = (lot: { numero: string; dluo: string | null; quantite: number }) =>
  `${lot.numero}${lot.dluo ? ` (${lot.dluo})` : ''} · ${lot.quantite}`;

/** A variant's lots on the shelves, its first-expiring ones by default. */
function LotSelect({
  declinaisonId,
  article,
  value,
  disabled,
  onChange,
}: {
  declinaisonId: number;
  article: string;
  value: string;
  disabled: boolean;
  onChange: (lotId: string) => void;
}) {
  const { t } = useTranslation();
  const lots = useQuery({ ...variantLotsQueryOptions(declinaisonId), enabled: !disabled });
  return (
    <select
      className={styles.input}
      value={value}
      disabled={disabled}
      aria-label={t('admin.colis.lot_de', { produit: article })}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('admin.colis.lot_automatique')}</option>
      {(lots.data?.datas ?? []).map((lot) => (
        <option key={lot.id} value={lot.id}>
          {lotChoiceLabel(lot)}
        </option>
      ))}
    </select>
  );
}

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
  lots,
}: {
  lines: readonly AdminOrderLine[];
  available: ReadonlyMap<number, number>;
  quantities: Readonly<Record<number, number>>;
  onChange: (quantities: Record<number, number>) => void;
  /** The first quantity that can be typed: where the focus goes when the lines are refused. */
  inputRef?: Ref<HTMLInputElement>;
  /** Where given, a lot to choose per line (a new parcel); else the lines' own lots stay. */
  lots?: { chosen: ChosenLots; onChoose: (declinaisonId: number, lotId: string) => void };
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
        ...(lots
          ? [
              {
                key: 'lot',
                header: t('admin.colis.lot'),
                cell: ({ line, article, max }: { line: AdminOrderLine; article: string; max: number }) => (
                  <LotSelect
                    declinaisonId={line.declinaison_id}
                    article={article}
                    value={lots.chosen[line.declinaison_id] ?? ''}
                    disabled={max === 0}
                    onChange={(lotId) => lots.onChoose(line.declinaison_id, lotId)}
                  />
                ),
              },
            ]
          : []),
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
