import type { Address } from '@boutique/domain';
import { AddressLines } from '../../../components/ui/address-lines.tsx';
import { buttonClassName } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from './address-card.module.css';

/** One saved address with its default badges and the buttons to edit or delete it. */
export function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const name = `${address.ligne1}, ${address.ville}`;
  return (
    <article className={styles.card} aria-label={name}>
      {(address.livraison_defaut || address.facturation_defaut) && (
        <ul className={styles.badges}>
          {address.livraison_defaut && <li className={styles.badge}>{t('compte.adresses.livraison_defaut')}</li>}
          {address.facturation_defaut && <li className={styles.badge}>{t('compte.adresses.facturation_defaut')}</li>}
        </ul>
      )}
      <AddressLines address={address} />
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={onEdit}
          aria-label={t('compte.adresses.modifier_adresse', { adresse: name })}
        >
          {t('compte.adresses.modifier')}
        </button>
        <button
          type="button"
          className={buttonClassName('quiet')}
          onClick={onDelete}
          aria-label={t('compte.adresses.supprimer_adresse', { adresse: name })}
        >
          {t('compte.adresses.supprimer')}
        </button>
      </div>
    </article>
  );
}
