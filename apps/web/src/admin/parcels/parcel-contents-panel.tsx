import { colisResource, ParcelLinesInputSchema, type AdminParcelRow, type ParcelLinesInput } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { QueryError } from '../kit/query-error.tsx';
import { resourceQueryKey } from '../kit/resource-api.ts';
import { placeServerErrors, useSchemaForm } from '../kit/schema-form.ts';
import { orderDetailQueryOptions } from '../orders/api/order-detail.ts';
import styles from '../admin.module.css';
import { useParcelDate } from './parcel-dates.ts';
import { availableUnits, chosenLines, ParcelLinesEditor, ParcelLinesList } from './parcel-lines.tsx';
import { ParcelLotChoice } from './parcel-lot-choice.tsx';
import { linesErrorText } from './parcel-lines-errors.ts';
import { orderParcelsQueryOptions, saveParcelLines } from './parcels-api.ts';
import { TrackingLink } from './tracking-link.tsx';
import { Panel } from '../kit/panel.tsx';

/** A quantity per variant, as the editor types them. */
interface ContentsValues {
  lignes: Record<number, number>;
}

/** The parcel's contents: editable while it is prepared (within the units no other parcel holds), then frozen. */
export function ContentsPanel({ parcel }: { parcel: AdminParcelRow }) {
  const { t } = useTranslation();
  const formatDate = useParcelDate();
  const queryClient = useQueryClient();
  const preparing = parcel.statut === 'preparation';
  const order = useQuery({ ...orderDetailQueryOptions(parcel.commande_hash), enabled: preparing });
  const siblings = useQuery({ ...orderParcelsQueryOptions(parcel.commande_id), enabled: preparing });
  const form = useSchemaForm<ContentsValues, ParcelLinesInput>(
    ParcelLinesInputSchema,
    { lignes: Object.fromEntries(parcel.lignes.map((line) => [line.declinaison_id, line.qtt])) },
    { toInput: (values) => ({ lignes: chosenLines(values.lignes) }) },
  );
  const { errors, isSubmitting } = form.formState;
  const [message, setMessage] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const save = form.handleSubmit(async ({ lignes }) => {
    try {
      await saveParcelLines(parcel.id, lignes);
      setMessage({ tone: 'status', text: t('admin.colis.lignes_enregistrees') });
      await queryClient.invalidateQueries({ queryKey: resourceQueryKey(colisResource.model) });
    } catch (error) {
      if (!placeServerErrors(form, error, ['lignes'])) {
        const text = error instanceof Error ? error.message : String(error);
        setMessage({ tone: 'alert', text: t('admin.colis.erreur', { message: text }) });
      }
    }
  });
  const linesError = linesErrorText(errors, t);
  const shown = linesError ? { tone: 'alert' as const, text: linesError } : message;
  return (
    <Panel title={t('admin.colis.lignes')}>
      <p>
        <Link href={`/commandes/${parcel.commande_hash}`}>
          {t('admin.colis.commande_lien', { numero: parcel.numero ?? '—' })}
        </Link>
        {' · '}
        {t(`admin.colis.statuts.${parcel.statut}`)}
        {parcel.expedie && ` · ${t('admin.colis.expedie_le')} ${formatDate(parcel.expedie)}`}
        {parcel.livre && ` · ${t('admin.colis.livre_le')} ${formatDate(parcel.livre)}`}
      </p>
      {parcel.suivi && (
        <p>
          {t('admin.colis.suivi')} : <TrackingLink parcel={parcel} />
        </p>
      )}
      {!preparing ? (
        <>
          <ParcelLinesList parcel={parcel} />
          <p className={styles.muted}>{t('admin.colis.lignes_figees')}</p>
        </>
      ) : order.error ? (
        <QueryError error={order.error} />
      ) : siblings.error ? (
        <QueryError error={siblings.error} />
      ) : !order.data || !siblings.data ? (
        <p role="status" className={styles.muted}>
          {t('admin.colis.chargement')}
        </p>
      ) : (
        <>
          <Controller
            control={form.control}
            name="lignes"
            render={({ field }) => (
              <ParcelLinesEditor
                lines={order.data.lignes}
                available={availableUnits(
                  order.data.lignes,
                  siblings.data.filter((other) => other.id !== parcel.id),
                )}
                quantities={field.value}
                inputRef={field.ref}
                onChange={(quantities) => {
                  form.clearErrors('lignes');
                  field.onChange(quantities);
                }}
              />
            )}
          />
          <button
            type="button"
            className={styles.buttonSmall}
            disabled={isSubmitting}
            onClick={() => {
              setMessage(null);
              void save();
            }}
          >
            {t('admin.colis.enregistrer_lignes')}
          </button>
          <ParcelLotChoice parcel={parcel} />
        </>
      )}
      <p
        role={shown?.tone ?? 'status'}
        className={shown?.tone === 'alert' ? styles.announceAlert : styles.announceStatus}
      >
        {shown?.text ?? ''}
      </p>
    </Panel>
  );
}
