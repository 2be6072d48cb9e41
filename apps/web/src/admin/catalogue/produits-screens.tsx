import { formatEuros, produitsResource } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import { listQueryOptions } from '../kit/resource-api.ts';

/** The ranges (tags of type 'gamme') as choices. */
function useGammeOptions() {
  const gammes = useQuery(listQueryOptions('tags', { type: 'gamme' }));
  return (gammes.data?.datas ?? []).map((row) => ({ value: String(row.id), label: String(row.label) }));
}

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
        { field: 'ordre', label: 'admin.champs.ordre', numeric: true },
      ]}
      filters={[
        { name: 'q', label: 'admin.champs.recherche', kind: 'search' },
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

/** /:lang/ad/produits/:id: the product's main fields (variants, pictures and links come later). */
export function ProduitDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const gammes = useGammeOptions();
  return (
    <DetailPage
      descriptor={produitsResource}
      recordKey={id}
      newTitle="admin.nouveau.produit"
      recordTitle={(row) => String(row.label)}
      fields={[
        { name: 'label', label: 'admin.champs.nom', kind: 'text', required: true },
        { name: 'slug', label: 'admin.champs.slug', kind: 'text', required: true },
        { name: 'prix_ht', label: 'admin.champs.prix_ht', kind: 'euros' },
        {
          name: 'gamme_id',
          label: 'admin.champs.gamme',
          kind: 'select',
          options: gammes,
          nullable: true,
          numeric: true,
        },
        { name: 'poids', label: 'admin.champs.poids', kind: 'number' },
        { name: 'seuil', label: 'admin.champs.seuil', kind: 'number' },
        { name: 'ordre', label: 'admin.champs.ordre', kind: 'number' },
        { name: 'offline', label: 'admin.champs.offline', kind: 'boolean' },
        { name: 'reassort_date', label: 'admin.champs.reassort_date', kind: 'date' },
        { name: 'reassort_mouvement', label: 'admin.champs.reassort_mouvement', kind: 'number', nullable: true },
        { name: 'accroche', label: 'admin.champs.accroche', kind: 'textarea' },
        { name: 'description', label: 'admin.champs.description', kind: 'textarea' },
        { name: 'meta_description', label: 'admin.champs.meta_description', kind: 'textarea' },
        { name: 'meta_keywords', label: 'admin.champs.meta_keywords', kind: 'text' },
      ]}
    />
  );
}
