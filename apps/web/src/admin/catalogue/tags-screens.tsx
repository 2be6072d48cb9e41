import { tagsResource } from '@boutique/domain';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import * as common from '../kit/common-specs.ts';

/** /:lang/ad/tags: product tags (type 'tag' shows on product pages, 'gamme' names a range). */
export function TagsList() {
  return (
    <ListPage
      descriptor={tagsResource}
      title="admin.menu.tags"
      columns={[
        common.labelColumn,
        { field: 'type', label: 'admin.champs.type' },
        { field: 'id', label: 'admin.champs.id', numeric: true },
      ]}
      filters={[common.searchFilter, { name: 'type', label: 'admin.champs.type', kind: 'search' }]}
    />
  );
}

/** /:lang/ad/tags/:id. */
export function TagDetail() {
  return (
    <DetailPage
      descriptor={tagsResource}
      newTitle="admin.nouveau.tag"
      recordTitle={(row) => String(row.label)}
      fields={[common.labelField, { name: 'type', label: 'admin.champs.type', kind: 'text' }]}
    />
  );
}
