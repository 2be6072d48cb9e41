import { formatEuros, produitsResource } from '@boutique/domain';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { ListPage } from '../kit/list-page.tsx';
import { useGammeOptions } from './produits/catalogue-options.ts';
import * as common from '../kit/common-specs.ts';

/** /:lang/ad/produits: products, searchable, by range and online state; bulk offline/online. */
export function ProduitsList() {
  const tag = useLocaleTag();
  const gammes = useGammeOptions();
  return (
    <ListPage
      descriptor={produitsResource}
      title="admin.menu.produits"
      columns={[
        { field: 'label', label: 'admin.champs.nom' },
        {
          field: 'prix_ht',
          label: 'admin.champs.prix_ht',
          numeric: true,
          render: (row) => formatEuros(Number(row.prix_ht), tag),
          csv: (row) => (Number(row.prix_ht) / 100).toFixed(2),
        },
        { field: 'offline', label: 'admin.champs.offline' },
        common.orderColumn,
      ]}
      filters={[
        common.searchFilter,
        { name: 'gamme', label: 'admin.champs.gamme', kind: 'select', options: gammes },
        { name: 'offline', label: 'admin.champs.offline', kind: 'boolean' },
        { name: 'stock_bas', label: 'admin.champs.stock_bas', kind: 'boolean' },
      ]}
      bulkActions={[
        { label: 'admin.produits_actions.hors_ligne', datas: { offline: true } },
        { label: 'admin.produits_actions.en_ligne', datas: { offline: false } },
      ]}
    />
  );
}

export { ProduitDetail } from './produits/produit-detail.tsx';
