import type { AddressSnapshot } from '@boutique/domain';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { countryName } from '../../lib/country-name.ts';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import styles from './address-lines.module.css';

/** A stored phone (E.164) as people read it: national format at home, international abroad. */
function readablePhone(tel: string, pays: string): string {
  const parsed = parsePhoneNumberFromString(tel);
  if (!parsed) return tel;
  return parsed.country === pays ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * An address as printed on a parcel, a line each: name, company, street, town, country, phone.
 * `as="span"` where an <address> may not stand (inside a radio card's label).
 */
export function AddressLines({
  address,
  as: Wrapper = 'address',
}: {
  address: AddressSnapshot;
  as?: 'address' | 'span';
}) {
  const tag = useLocaleTag();
  const lines = [
    `${address.prenom} ${address.nom}`.trim(),
    address.societe,
    address.ligne1,
    address.ligne2,
    `${address.code_postal} ${address.ville}`.trim(),
    countryName(address.pays, tag),
    address.tel ? readablePhone(address.tel, address.pays) : '',
  ].filter((line) => line.trim() !== '');
  return (
    <Wrapper className={styles.lines}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </Wrapper>
  );
}
