import { transporteursResource } from '@boutique/domain';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import * as common from '../kit/common-specs.ts';

/** /:lang/ad/transporteurs: the carriers behind delivery methods and relay points. */
export function TransporteursList() {
  return (
    <ListPage
      descriptor={transporteursResource}
      title="admin.menu.transporteurs"
      columns={[{ field: 'label', label: 'admin.champs.nom' }, common.activeColumn]}
      filters={[common.searchFilter, common.activeToggle]}
    />
  );
}

/** /:lang/ad/transporteurs/:id. */
export function TransporteurDetail() {
  return (
    <DetailPage
      descriptor={transporteursResource}
      newTitle="admin.nouveau.transporteur"
      recordTitle={(row) => String(row.label)}
      defaults={{ actif: true }}
      fields={[
        { name: 'label', label: 'admin.champs.nom', kind: 'text', required: true },
        {
          name: 'actif',
          label: 'admin.livraisons.actif',
          kind: 'boolean',
          hint: 'admin.livraisons.transporteur_actif_aide',
        },
        {
          name: 'suivi_url',
          label: 'admin.colis.suivi_url',
          kind: 'text',
          hint: 'admin.colis.suivi_url_aide',
          wide: true,
        },
      ]}
    />
  );
}
