import type { AdminParcelRow } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import fieldStyles from '../../components/ui/form-field.module.css';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { resourceQueryKey } from '../kit/resource-api.ts';
import { variantLotsQueryOptions } from '../lots/lots-api.ts';
import { lotRefusalKey } from '../stock/components/lot-refusals.ts';
import { lotChoiceLabel } from './parcel-lines.tsx';
import { saveParcelLines } from './parcels-api.ts';
import styles from '../admin.module.css';

type Line = AdminParcelRow['lignes'][number];

/**
 * Staff change the lot a parcel line's units come from (by default the first-expiring lots its
 * order took): the API swaps the units on the shelf, and refuses a lot with too few units left.
 */
function LineLotChoice({ parcel, line }: { parcel: AdminParcelRow; line: Line }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const lots = useQuery(variantLotsQueryOptions(line.declinaison_id));
  const current = line.lots.length === 1 ? String(line.lots[0]!.lot_id) : '';
  const [chosen, setChosen] = useState(current);
  const [message, setMessage] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const save = async () => {
    setMessage(null);
    try {
      await saveParcelLines(
        parcel.id,
        parcel.lignes.map((other) =>
          other.declinaison_id === line.declinaison_id
            ? {
                declinaison_id: other.declinaison_id,
                qtt: other.qtt,
                lots: [{ lot_id: Number(chosen), qtt: other.qtt }],
              }
            : { declinaison_id: other.declinaison_id, qtt: other.qtt },
        ),
      );
      await queryClient.invalidateQueries({ queryKey: resourceQueryKey('colis') });
      setMessage({ tone: 'status', text: t('admin.colis.lot_change') });
    } catch (error) {
      const key = lotRefusalKey(error);
      setMessage({ tone: 'alert', text: key ? t(key) : error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <div className={styles.filter}>
      <label className={styles.filterField} htmlFor={`${id}-lot`}>
        <span>{t('admin.colis.lot_de', { produit: `${line.produit_label} – ${line.label}` })}</span>
        <select
          id={`${id}-lot`}
          className={`${fieldStyles.input} ${styles.input}`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">—</option>
          {(lots.data?.datas ?? []).map((lot) => (
            <option key={lot.id} value={lot.id}>
              {lotChoiceLabel(lot)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={styles.buttonSmall}
        disabled={!chosen || chosen === current}
        onClick={() => void save()}
      >
        {t('admin.colis.changer_lot')}
      </button>
      <p
        role={message?.tone ?? 'status'}
        className={message?.tone === 'alert' ? styles.announceAlert : styles.announceStatus}
      >
        {message?.text}
      </p>
    </div>
  );
}

/** Each line's lot, changeable while the parcel is prepared. */
export function ParcelLotChoice({ parcel }: { parcel: AdminParcelRow }) {
  return (
    <>
      {parcel.lignes.map((line) => (
        <LineLotChoice key={line.declinaison_id} parcel={parcel} line={line} />
      ))}
    </>
  );
}
