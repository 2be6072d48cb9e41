import { conseilsResource } from '@boutique/domain';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import { useProductOptions } from './produits/catalogue-options.ts';
import { useSearchDefaults } from './search-defaults.ts';
import * as common from '../kit/common-specs.ts';

/** /:lang/ad/conseils: usage advice, general or of one product. */
export function ConseilsList() {
  const products = useProductOptions(null);
  return (
    <ListPage
      descriptor={conseilsResource}
      title="admin.menu.conseils"
      columns={[
        { field: 'label', label: 'admin.champs.titre' },
        {
          field: 'produit_id',
          label: 'admin.champs.produit_nom',
          render: (row) => products.find((option) => option.value === String(row.produit_id))?.label ?? '—',
        },
        { field: 'online', label: 'admin.champs.en_ligne' },
        common.orderColumn,
      ]}
      filters={[
        common.searchFilter,
        { name: 'produit', label: 'admin.champs.produit_nom', kind: 'select', options: products },
        { name: 'online', label: 'admin.champs.en_ligne', kind: 'boolean' },
      ]}
    />
  );
}

/** /:lang/ad/conseils/:id (`?produit=` fills the product of a new one). */
export function ConseilDetail() {
  const products = useProductOptions(null);
  const defaults = useSearchDefaults(['produit_id:produit']);
  return (
    <DetailPage
      descriptor={conseilsResource}
      newTitle="admin.nouveau.conseil"
      recordTitle={(row) => String(row.label)}
      defaults={{ online: true, ...defaults }}
      fields={[
        { name: 'label', label: 'admin.champs.titre', kind: 'text', required: true, wide: true },
        { name: 'texte', label: 'admin.champs.texte', kind: 'textarea' },
        {
          name: 'produit_id',
          label: 'admin.champs.produit_nom',
          kind: 'select',
          options: products,
          nullable: true,
          numeric: true,
        },
        common.orderField,
        { name: 'online', label: 'admin.champs.en_ligne', kind: 'boolean' },
      ]}
    />
  );
}
