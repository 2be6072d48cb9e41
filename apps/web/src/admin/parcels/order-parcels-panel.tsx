import { colisResource, type AdminOrderDetail } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useCarrierOptions } from '../commerce/commerce-options.ts';
import { QueryError } from '../kit/query-error.tsx';
import { resourceQueryKey } from '../kit/resource-api.ts';
import { Panel } from '../orders/components/order-panels.tsx';
import styles from '../admin.module.css';
import { TrackingLink } from './colis-screens.tsx';
import { createParcel, orderParcelsQueryOptions } from './parcels-api.ts';
import { availableUnits, chosenLines, ParcelLinesEditor, ParcelLinesList } from './parcel-lines.tsx';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** "Préparer un colis": quantities among the units not yet packed (all of them to start with), carrier and number. */
function NewParcelForm({
  order,
  available,
  onDone,
  onCancel,
}: {
  order: AdminOrderDetail;
  available: ReadonlyMap<number, number>;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const carriers = useCarrierOptions();
  const [quantities, setQuantities] = useState<Record<number, number>>(() => Object.fromEntries(available));
  // The carrier of the delivery method the customer chose, until staff pick another.
  const [carrier, setCarrier] = useState(() => String(order.livraison?.transporteur_id ?? ''));
  const [suivi, setSuivi] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lignes = chosenLines(quantities);
    if (lignes.length === 0) return setFailure(t('admin.colis.aucune_quantite'));
    setBusy(true);
    setFailure('');
    try {
      await createParcel({
        commande_hash: order.hash,
        lignes,
        transporteur_id: carrier ? Number(carrier) : null,
        suivi: suivi.trim() || null,
      });
      await onDone();
    } catch (error) {
      setFailure(t('admin.colis.erreur', { message: errorText(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('admin.colis.preparer')}>
      <p className={styles.muted}>{t('admin.colis.preparer_aide')}</p>
      <ParcelLinesEditor lines={order.lignes} available={available} quantities={quantities} onChange={setQuantities} />
      <p>
        <label>
          {t('admin.colis.transporteur')}{' '}
          <select className={styles.input} value={carrier} onChange={(event) => setCarrier(event.target.value)}>
            <option value="">{t('admin.colis.sans_transporteur')}</option>
            {carriers.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          {t('admin.colis.suivi')}{' '}
          <input
            className={styles.input}
            value={suivi}
            maxLength={80}
            onChange={(event) => setSuivi(event.target.value)}
          />
        </label>
      </p>
      <p role="alert" className={styles.announceAlert}>
        {failure}
      </p>
      <div className={styles.rowActions}>
        <button type="submit" className={styles.buttonPrimary} disabled={busy}>
          {t('admin.colis.creer')}
        </button>
        <button type="button" className={styles.buttonSmall} onClick={onCancel}>
          {t('admin.colis.annuler')}
        </button>
      </div>
    </form>
  );
}

/** The order page's parcels: each with its contents, carrier, tracking link and status; a new one from the units left. */
export function OrderParcelsPanel({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const parcels = useQuery(orderParcelsQueryOptions(order.id));
  const [preparing, setPreparing] = useState(false);
  const [done, setDone] = useState('');
  const available = availableUnits(order.lignes, parcels.data ?? []);
  const anyLeft = [...available.values()].some((units) => units > 0);
  const created = async () => {
    setPreparing(false);
    setDone(t('admin.colis.cree_ok'));
    await queryClient.invalidateQueries({ queryKey: resourceQueryKey(colisResource.model) });
  };
  return (
    <Panel title={t('admin.colis.panneau')}>
      {parcels.error ? (
        <QueryError error={parcels.error} />
      ) : !parcels.data ? (
        <p role="status" className={styles.muted}>
          {t('admin.colis.chargement')}
        </p>
      ) : (
        <>
          {parcels.data.length === 0 ? (
            <p className={styles.muted}>{t('admin.colis.panneau_vide')}</p>
          ) : (
            <ul>
              {parcels.data.map((parcel) => (
                <li key={parcel.id}>
                  <Link href={`/colis/${parcel.id}`}>{t('admin.colis.ouvrir', { id: parcel.id })}</Link>
                  {' · '}
                  {t(`admin.colis.statuts.${parcel.statut}`)}
                  {' · '}
                  {parcel.transporteur ?? t('admin.colis.sans_transporteur')}
                  {parcel.suivi && (
                    <>
                      {' · '}
                      <TrackingLink parcel={parcel} />
                    </>
                  )}
                  <ParcelLinesList parcel={parcel} />
                </li>
              ))}
            </ul>
          )}
          <p role="status" className={styles.announceStatus}>
            {done}
          </p>
          {order.statut === 'payee' &&
            (!anyLeft ? (
              <p className={styles.muted}>{t('admin.colis.tout_emballe')}</p>
            ) : preparing ? (
              <NewParcelForm
                order={order}
                available={available}
                onDone={created}
                onCancel={() => setPreparing(false)}
              />
            ) : (
              <button
                type="button"
                className={styles.buttonSmall}
                onClick={() => {
                  setDone('');
                  setPreparing(true);
                }}
              >
                {t('admin.colis.preparer')}
              </button>
            ))}
        </>
      )}
    </Panel>
  );
}
