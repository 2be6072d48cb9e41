import { principesActifsResource } from '@boutique/domain';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import * as common from '../kit/common-specs.ts';

/** /:lang/ad/principes-actifs: active ingredients, in their display order. */
export function PrincipesActifsList() {
  return (
    <ListPage
      descriptor={principesActifsResource}
      title="admin.menu.principes_actifs"
      columns={[
        { field: 'label', label: 'admin.champs.nom' },
        { field: 'slug', label: 'admin.champs.slug' },
        common.orderColumn,
      ]}
      filters={[common.searchFilter]}
    />
  );
}

/** /:lang/ad/principes-actifs/:id. */
export function PrincipeActifDetail() {
  return (
    <DetailPage
      descriptor={principesActifsResource}
      newTitle="admin.nouveau.principe_actif"
      recordTitle={(row) => String(row.label)}
      fields={[
        { name: 'label', label: 'admin.champs.nom', kind: 'text', required: true },
        { name: 'slug', label: 'admin.champs.slug', kind: 'text', required: true },
        common.orderField,
        { name: 'visuel_id', label: 'admin.champs.visuel', kind: 'number', nullable: true },
        { name: 'accroche', label: 'admin.champs.accroche', kind: 'textarea' },
        { name: 'texte', label: 'admin.champs.texte', kind: 'textarea' },
      ]}
    />
  );
}
