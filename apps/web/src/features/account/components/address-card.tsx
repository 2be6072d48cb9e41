import type { Address } from '@boutique/domain';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { buttonClassName } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { countryName } from '../../../lib/country-name.ts';
import styles from './address-card.module.css';

/** A stored phone (E.164) as people read it: national format at home, international abroad. */
function readablePhone(tel: string, pays: string): string {
  const parsed = parsePhoneNumberFromString(tel);
  if (!parsed) return tel;
  return parsed.country === pays ? parsed.formatNational() : parsed.formatInternational();
}

/** The lines of an address as printed on a parcel. */
export function AddressLines({
  address,
}: {
  address: Omit<Address, 'id' | 'livraison_defaut' | 'facturation_defaut'>;
}) {
  const locale = useLocale();
  const lines = [
    `${address.prenom} ${address.nom}`.trim(),
    address.societe,
    address.ligne1,
    address.ligne2,
    `${address.code_postal} ${address.ville}`.trim(),
    countryName(address.pays, locale),
    address.tel ? readablePhone(address.tel, address.pays) : '',
  ].filter(Boolean);
  return (
    <address className={styles.lines}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

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
