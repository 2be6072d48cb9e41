import { FAQ_SECTION_KINDS, faqsResource } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import { listQueryOptions } from '../kit/resource-api.ts';
import { useSearchDefaults } from './search-defaults.ts';
import * as common from '../kit/common-specs.ts';

const KIND_OPTIONS = FAQ_SECTION_KINDS.map((kind) => ({ value: kind, label: kind }));

/** The FAQ categories as choices. */
function useCategoryOptions() {
  const categories = useQuery(listQueryOptions('faqs-categories'));
  return (categories.data?.datas ?? []).map((row) => ({ value: String(row.id), label: String(row.label) }));
}

/** /:lang/ad/faqs: FAQ entries, global (with a category) or of a product page section. */
export function FaqsList() {
  const categories = useCategoryOptions();
  return (
    <ListPage
      descriptor={faqsResource}
      title="admin.menu.faqs"
      columns={[
        { field: 'question', label: 'admin.champs.question' },
        { field: 'type', label: 'admin.champs.section' },
        common.orderColumn,
      ]}
      filters={[
        common.searchFilter,
        { name: 'categorie', label: 'admin.champs.categorie', kind: 'select', options: categories },
        { name: 'type', label: 'admin.champs.section', kind: 'select', options: KIND_OPTIONS },
      ]}
    />
  );
}

/** /:lang/ad/faqs/:id (`?produit=&type=` fill a new entry of a product page's section). */
export function FaqDetail() {
  const categories = useCategoryOptions();
  const defaults = useSearchDefaults(['produit_id:produit'], ['type']);
  return (
    <DetailPage
      defaults={defaults}
      descriptor={faqsResource}
      newTitle="admin.nouveau.faq"
      recordTitle={(row) => String(row.question)}
      fields={[
        { name: 'question', label: 'admin.champs.question', kind: 'text', required: true, wide: true },
        { name: 'reponse', label: 'admin.champs.reponse', kind: 'textarea', required: true },
        {
          name: 'categorie_id',
          label: 'admin.champs.categorie',
          kind: 'select',
          options: categories,
          nullable: true,
          numeric: true,
        },
        { name: 'produit_id', label: 'admin.champs.produit', kind: 'number', nullable: true },
        { name: 'type', label: 'admin.champs.section', kind: 'select', options: KIND_OPTIONS, nullable: true },
        common.orderField,
      ]}
    />
  );
}
