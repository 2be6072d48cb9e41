import { entrepotsResource } from '@boutique/domain';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import * as common from '../kit/common-specs.ts';

/** /:lang/ad/entrepots: the warehouses stock is kept in; sales take from the lowest order first. */
export function EntrepotsList() {
  return (
    <ListPage
      descriptor={entrepotsResource}
      title="admin.menu.entrepots"
      columns={[
        { field: 'label', label: 'admin.champs.nom' },
        { field: 'adresse', label: 'admin.champs.adresse' },
        { field: 'ordre', label: 'admin.champs.ordre_preparation', numeric: true },
      ]}
      filters={[common.searchFilter]}
    />
  );
}

/** /:lang/ad/entrepots/:id. */
export function EntrepotDetail() {
  return (
    <DetailPage
      descriptor={entrepotsResource}
      newTitle="admin.nouveau.entrepot"
      recordTitle={(row) => String(row.label)}
      fields={[
        { name: 'label', label: 'admin.champs.nom', kind: 'text', required: true },
        { name: 'adresse', label: 'admin.champs.adresse', kind: 'textarea' },
        { name: 'ordre', label: 'admin.champs.ordre_preparation', kind: 'number' },
      ]}
    />
  );
}
