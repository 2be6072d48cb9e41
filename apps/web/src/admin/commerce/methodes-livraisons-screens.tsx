import { deliveryMethodErrors, formatEuros, methodesLivraisonsResource } from '@boutique/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import type { CustomFieldContext, Option } from '../kit/types.ts';
import { useCarrierOptions, useCountryOptions } from './commerce-options.ts';
import { DeliveryRatesField } from './delivery-rates-field.tsx';
import styles from '../admin.module.css';
import kit from '../kit/kit.module.css';
import * as common from '../kit/common-specs.ts';

const ROUTE = '/methodes-livraisons';

/** The countries a method serves, one checkbox per country of the `pays` table (and any other code it holds). */
function CountriesField({ control, errors, options }: CustomFieldContext & { options: readonly Option[] }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="pays"
      render={({ field }) => {
        const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
        const known = new Set(options.map((option) => option.value));
        const shown = [
          ...options,
          ...chosen.filter((code) => !known.has(code)).map((code) => ({ value: code, label: code })),
        ];
        const toggle = (code: string, on: boolean) =>
          field.onChange(on ? [...chosen, code] : chosen.filter((kept) => kept !== code));
        return (
          <fieldset className={`${kit.checkGroup} ${styles.wide}`}>
            <legend>{t('admin.livraisons.pays')}</legend>
            {shown.length === 0 && <span className={styles.muted}>{t('admin.livraisons.pays_vide')}</span>}
            {shown.map((option) => (
              <label key={option.value}>
                <input
                  type="checkbox"
                  checked={chosen.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />{' '}
                {option.label}
              </label>
            ))}
            {errors && <p className={styles.formError}>{errors.join(' ')}</p>}
          </fieldset>
        );
      }}
    />
  );
}

const delay = (min: unknown, max: unknown) => (min === max ? `${String(min)} j` : `${String(min)}–${String(max)} j`);

/** /:lang/ad/methodes-livraisons: delivery methods, by carrier and country. */
export function MethodesLivraisonsList() {
  const carriers = useCarrierOptions();
  const countries = useCountryOptions();
  return (
    <ListPage
      descriptor={methodesLivraisonsResource}
      route={ROUTE}
      title="admin.menu.methodes_livraisons"
      columns={[
        common.labelColumn,
        {
          field: 'transporteur_id',
          label: 'admin.livraisons.transporteur',
          render: (row) => carriers.find((option) => option.value === String(row.transporteur_id))?.label ?? '—',
        },
        {
          field: 'prix_ttc',
          label: 'admin.livraisons.prix_ttc',
          numeric: true,
          render: (row) => formatEuros(Number(row.prix_ttc)),
          csv: (row) => Number(row.prix_ttc) / 100,
        },
        { field: 'delai_min', label: 'admin.livraisons.delai', render: (row) => delay(row.delai_min, row.delai_max) },
        { field: 'pays', label: 'admin.livraisons.pays', render: (row) => (row.pays as string[]).join(', ') },
        { field: 'point_relais', label: 'admin.livraisons.point_relais' },
        common.activeColumn,
        common.orderColumn,
      ]}
      filters={[
        common.searchFilter,
        { name: 'transporteur', label: 'admin.livraisons.transporteur', kind: 'select', options: carriers },
        { name: 'pays', label: 'admin.livraisons.pays_un', kind: 'select', options: countries },
        common.activeToggle,
      ]}
    />
  );
}

/** /:lang/ad/methodes-livraisons/:id: label per language, price, lead time, countries, rules. */
export function MethodeLivraisonDetail() {
  const carriers = useCarrierOptions();
  const countries = useCountryOptions();
  return (
    <DetailPage
      descriptor={methodesLivraisonsResource}
      route={ROUTE}
      newTitle="admin.nouveau.methode_livraison"
      recordTitle={(row) => String(row.label)}
      defaults={{ actif: true, franco: true, pays: ['FR'], tarifs: [] }}
      check={deliveryMethodErrors}
      fields={[
        common.labelField,
        {
          name: 'transporteur_id',
          label: 'admin.livraisons.transporteur',
          kind: 'select',
          options: carriers,
          numeric: true,
          required: true,
        },
        {
          name: 'prix_ttc',
          label: 'admin.livraisons.prix_ttc',
          kind: 'euros',
          required: true,
          hint: 'admin.livraisons.prix_ttc_aide',
        },
        {
          name: 'tarifs',
          label: 'admin.livraisons.tarifs',
          kind: 'custom',
          wide: true,
          render: (field) => <DeliveryRatesField {...field} options={countries} />,
        },
        { name: 'franco', label: 'admin.livraisons.franco', kind: 'boolean', hint: 'admin.livraisons.franco_aide' },
        { name: 'delai_min', label: 'admin.livraisons.delai_min', kind: 'number', required: true },
        { name: 'delai_max', label: 'admin.livraisons.delai_max', kind: 'number', required: true },
        {
          name: 'pays',
          label: 'admin.livraisons.pays',
          kind: 'custom',
          wide: true,
          render: (field) => <CountriesField {...field} options={countries} />,
        },
        {
          name: 'point_relais',
          label: 'admin.livraisons.point_relais',
          kind: 'boolean',
          hint: 'admin.livraisons.point_relais_aide',
        },
        common.orderField,
        common.activeToggle,
      ]}
    />
  );
}
