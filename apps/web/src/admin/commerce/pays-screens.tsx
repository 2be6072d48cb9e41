import { formatPercentBps, paysResource } from '@boutique/domain';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import { HundredthsInput } from './commerce-fields.tsx';
import * as common from '../kit/common-specs.ts';

/** /:lang/ad/pays: the countries the shop sells to, with their standard VAT rate. */
export function PaysList() {
  return (
    <ListPage
      descriptor={paysResource}
      title="admin.menu.pays"
      columns={[
        { field: 'nom', label: 'admin.champs.nom' },
        { field: 'code', label: 'admin.pays.code' },
        {
          field: 'tva_bps',
          label: 'admin.pays.tva',
          numeric: true,
          render: (row) => formatPercentBps(Number(row.tva_bps)),
          csv: (row) => Number(row.tva_bps) / 100,
        },
        { field: 'actif', label: 'admin.pays.actif' },
        common.orderColumn,
      ]}
      filters={[common.searchFilter, { name: 'actif', label: 'admin.pays.actif', kind: 'boolean' }]}
    />
  );
}

/** /:lang/ad/pays/:id: a country's ISO code, name, VAT rate (typed in %, kept in basis points). */
export function PaysDetail() {
  const { t } = useTranslation();
  return (
    <DetailPage
      descriptor={paysResource}
      newTitle="admin.nouveau.pays"
      recordTitle={(row) => `${String(row.nom)} (${String(row.code)})`}
      defaults={{ actif: true }}
      fields={[
        { name: 'nom', label: 'admin.champs.nom', kind: 'text', required: true },
        { name: 'code', label: 'admin.pays.code', kind: 'text', required: true, hint: 'admin.pays.code_aide' },
        {
          name: 'tva_bps',
          label: 'admin.pays.tva',
          kind: 'custom',
          render: ({ control, errors }) => (
            <HundredthsInput
              control={control}
              name="tva_bps"
              label={t('admin.pays.tva')}
              unit="%"
              required
              errors={errors}
            />
          ),
        },
        { name: 'actif', label: 'admin.pays.actif', kind: 'boolean', hint: 'admin.pays.actif_aide' },
        common.orderField,
      ]}
    />
  );
}
