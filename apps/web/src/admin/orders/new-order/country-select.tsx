import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { countryName } from '../../../lib/country-name.ts';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { listQueryOptions } from '../../kit/resource-api.ts';
import styles from '../../admin.module.css';

/**
 * The address's country, chosen among the shop's countries (the `pays` table, active ones in their
 * display order) and named in the staff's language; the code stays what the order stores.
 */
export function CountrySelect({ id, field, value }: { id: string; field: UseFormRegisterReturn; value: string }) {
  const tag = useLocaleTag();
  const countries = useQuery(listQueryOptions('pays'));
  const codes = (countries.data?.datas ?? [])
    .filter((country) => country.actif !== false)
    .sort((a, b) => Number(a.ordre ?? 0) - Number(b.ordre ?? 0))
    .map((country) => String(country.code));
  // The value in hand stays choosable while the list loads, or if it left the list.
  if (value && !codes.includes(value)) codes.unshift(value);
  return (
    <select id={id} className={styles.input} {...field}>
      {codes.map((code) => (
        <option key={code} value={code}>
          {countryName(code, tag)}
        </option>
      ))}
    </select>
  );
}
