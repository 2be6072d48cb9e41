import type { AddressSnapshot } from '@boutique/domain';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { countryName } from '../../../lib/country-name.ts';

/** An address as lines: name, company, street, town, country, phone. */
export function AddressLines({ address }: { address: AddressSnapshot }) {
  const tag = useLocaleTag();
  const lines = [
    `${address.prenom} ${address.nom}`.trim(),
    address.societe,
    address.ligne1,
    address.ligne2,
    `${address.code_postal} ${address.ville}`.trim(),
    countryName(address.pays, tag),
    address.tel,
  ].filter((line) => line && line.trim() !== '');
  return (
    <>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          {index < lines.length - 1 && <br />}
        </span>
      ))}
    </>
  );
}
