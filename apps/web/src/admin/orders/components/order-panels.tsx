import { formatEuros, type AdminOrderDetail } from '@boutique/domain';
import { Link } from 'wouter';
import { AddressLines } from '../../../components/ui/address-lines.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { OrderTrackingNumbers } from '../../parcels/order-tracking-numbers.tsx';
import styles from '../../admin.module.css';
import own from '../orders.module.css';
import { useShopTime } from '../../kit/shop-time.tsx';
import { Panel } from '../../kit/panel.tsx';

/** Who ordered: name, mail (a mail link), account number and their other orders. */
export function CustomerPanel({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { client } = order;
  const name = client ? [client.prenom, client.nom].filter(Boolean).join(' ') : '';
  return (
    <Panel title={t('admin.commande.client')}>
      {client ? (
        <div className={own.facts}>
          {name && <p className={styles.customerName}>{name}</p>}
          <p>
            <a href={`mailto:${client.mail}`}>{client.mail}</a>
          </p>
          <p className={styles.muted}>{t('admin.commande.client_numero', { id: client.id })}</p>
          <p>
            <Link href={`/commandes?${new URLSearchParams({ q: client.mail })}`}>
              {t('admin.commande.client_commandes')}
            </Link>
          </p>
        </div>
      ) : (
        <p className={styles.muted}>{t('admin.commande.client_supprime')}</p>
      )}
    </Panel>
  );
}

/** How it travels: method, relay point, tracking number, delivery and billing addresses. */
export function DeliveryPanel({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const relay = order.point_relais;
  return (
    <Panel title={t('admin.commande.livraison')}>
      <dl className={own.facts}>
        <div>
          <dt>{t('admin.commande.mode')}</dt>
          <dd>{order.livraison?.label ?? t('admin.commande.aucun_mode')}</dd>
        </div>
        {relay && (
          <div>
            <dt>{t('admin.commande.point_relais')}</dt>
            <dd>
              <address className={own.address}>
                <span>{relay.nom}</span>
                <span>{relay.ligne1}</span>
                <span>{`${relay.code_postal} ${relay.ville}`}</span>
              </address>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('admin.commande.suivi')}</dt>
          <dd>
            <OrderTrackingNumbers order={order} />
          </dd>
        </div>
        <div>
          <dt>{t('admin.commande.adresse_livraison')}</dt>
          <dd>
            {order.adresse_livraison ? (
              <AddressLines address={order.adresse_livraison} />
            ) : (
              t('admin.commande.aucune_adresse')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('admin.commande.adresse_facturation')}</dt>
          <dd>
            {order.adresse_facturation ? (
              <AddressLines address={order.adresse_facturation} />
            ) : (
              t('admin.commande.aucune_adresse')
            )}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}

/** The money: payment, refund, provider references, test mode and the shop's own remark. */
export function PaymentPanel({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const date = useShopTime('medium').dateTime;
  const { paiement, remboursement } = order;
  return (
    <Panel title={t('admin.commande.paiement')}>
      <div className={own.facts}>
        {paiement ? (
          <>
            <p>
              {t('admin.commande.paiement_recu', {
                montant: formatEuros(paiement.montant, tag),
                date: date(paiement.date),
              })}
            </p>
            {paiement.methode && <p>{t('admin.nouvelle_commande.regle_par', { methode: paiement.methode })}</p>}
            {paiement.reference && (
              <p className={styles.muted}>{t('admin.commande.reference', { reference: paiement.reference })}</p>
            )}
          </>
        ) : (
          <p>{t('admin.commande.paiement_attente')}</p>
        )}
        {order.lien_paiement && (
          <p>
            {t('admin.commande.lien_paiement')} <a href={order.lien_paiement.url}>{order.lien_paiement.url}</a>{' '}
            {order.lien_paiement.paye
              ? t('admin.commande.lien_paiement_paye', { date: date(order.lien_paiement.paye) })
              : t('admin.commande.lien_paiement_attente')}
          </p>
        )}
        {order.test && <p className={styles.test}>{t('admin.commande.test')}</p>}
        {remboursement && (
          <>
            <p>
              {remboursement.date
                ? t('admin.commande.remboursement_fait', {
                    montant: formatEuros(remboursement.montant, tag),
                    date: date(remboursement.date),
                  })
                : t('admin.commande.remboursement_demande', { montant: formatEuros(remboursement.montant, tag) })}
            </p>
            {remboursement.reference && (
              <p className={styles.muted}>{t('admin.commande.reference', { reference: remboursement.reference })}</p>
            )}
          </>
        )}
        {order.note && <p className={own.systemNote}>{t('admin.commande.note_systeme', { note: order.note })}</p>}
      </div>
    </Panel>
  );
}
