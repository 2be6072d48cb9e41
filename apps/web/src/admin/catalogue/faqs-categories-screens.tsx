import { faqsCategoriesResource } from '@boutique/domain';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import * as common from '../kit/common-specs.ts';

/** /:lang/ad/faqs-categories: the sections of the FAQ page. */
export function FaqsCategoriesList() {
  return (
    <ListPage
      descriptor={faqsCategoriesResource}
      title="admin.menu.faqs_categories"
      columns={[common.labelColumn, { field: 'visible', label: 'admin.champs.visible' }, common.orderColumn]}
      filters={[common.searchFilter, { name: 'visible', label: 'admin.champs.visible', kind: 'boolean' }]}
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
        common.labelField,
        { name: 'slug', label: 'admin.champs.slug', kind: 'text', required: true },
        common.orderField,
        { name: 'visible', label: 'admin.champs.visible', kind: 'boolean' },
      ]}
    />
  );
}
