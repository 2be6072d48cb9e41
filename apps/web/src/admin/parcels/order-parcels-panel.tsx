import { colisResource, type AdminOrderDetail } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { QueryError } from '../kit/query-error.tsx';
import { resourceQueryKey } from '../kit/resource-api.ts';
import { Panel } from '../kit/panel.tsx';
import styles from '../admin.module.css';
import { NewParcelForm } from './new-parcel-form.tsx';
import { orderParcelsQueryOptions } from './parcels-api.ts';
import { availableUnits, ParcelLinesList } from './parcel-lines.tsx';
import { SlipButton } from './slip-button.tsx';
import { TrackingLink } from './tracking-link.tsx';

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
                  {' · '}
                  <SlipButton parcelId={parcel.id} />
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
