import { methodesPaiementsResource } from '@boutique/domain';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import * as common from '../kit/common-specs.ts';

const ROUTE = '/methodes-paiements';

/** /:lang/ad/methodes-paiements: ways to pay, online by card or recorded by staff. */
export function MethodesPaiementsList() {
  return (
    <ListPage
      descriptor={methodesPaiementsResource}
      route={ROUTE}
      title="admin.menu.methodes_paiements"
      columns={[
        common.labelColumn,
        { field: 'code', label: 'admin.paiements_methodes.code' },
        { field: 'en_ligne', label: 'admin.paiements_methodes.en_ligne' },
        common.activeColumn,
        common.orderColumn,
      ]}
      filters={[common.searchFilter, common.activeToggle]}
    />
  );
}

/** /:lang/ad/methodes-paiements/:id: label and description per language, online or not, order. */
export function MethodePaiementDetail() {
  return (
    <DetailPage
      descriptor={methodesPaiementsResource}
      route={ROUTE}
      newTitle="admin.nouveau.methode_paiement"
      recordTitle={(row) => String(row.label)}
      defaults={{ actif: true }}
      fields={[
        common.labelField,
        {
          name: 'code',
          label: 'admin.paiements_methodes.code',
          kind: 'text',
          required: true,
          hint: 'admin.paiements_methodes.code_aide',
        },
        { name: 'description', label: 'admin.champs.description', kind: 'textarea' },
        {
          name: 'en_ligne',
          label: 'admin.paiements_methodes.en_ligne',
          kind: 'boolean',
          hint: 'admin.paiements_methodes.en_ligne_aide',
        },
        common.activeToggle,
        common.orderField,
      ]}
    />
  );
}
