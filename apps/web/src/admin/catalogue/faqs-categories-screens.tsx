import { faqsCategoriesResource } from '@boutique/domain';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';

/** /:lang/ad/faqs-categories: the sections of the FAQ page. */
export function FaqsCategoriesList() {
  return (
    <ListPage
      descriptor={faqsCategoriesResource}
      title="admin.menu.faqs_categories"
      columns={[
        { field: 'label', label: 'admin.champs.label' },
        { field: 'visible', label: 'admin.champs.visible' },
        { field: 'ordre', label: 'admin.champs.ordre', numeric: true },
      ]}
      filters={[
        { name: 'q', label: 'admin.champs.recherche', kind: 'search' },
        { name: 'visible', label: 'admin.champs.visible', kind: 'boolean' },
      ]}
    />
  );
}

/** /:lang/ad/faqs-categories/:id. */
export function FaqCategorieDetail() {
  return (
    <DetailPage
      descriptor={faqsCategoriesResource}
      newTitle="admin.nouveau.faq_categorie"
      recordTitle={(row) => String(row.label)}
      fields={[
        { name: 'label', label: 'admin.champs.label', kind: 'text', required: true },
        { name: 'slug', label: 'admin.champs.slug', kind: 'text', required: true },
        { name: 'ordre', label: 'admin.champs.ordre', kind: 'number' },
        { name: 'visible', label: 'admin.champs.visible', kind: 'boolean' },
      ]}
    />
  );
}
