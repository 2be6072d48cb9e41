import { articlesResource } from '@boutique/domain';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import * as common from '../kit/common-specs.ts';

/** /:lang/ad/articles: the news articles, newest first. */
export function ArticlesList() {
  const tag = useLocaleTag();
  return (
    <ListPage
      descriptor={articlesResource}
      title="admin.menu.articles"
      columns={[
        { field: 'label', label: 'admin.champs.titre' },
        {
          field: 'publie_le',
          label: 'admin.champs.publie_le',
          render: (row) => new Date(`${String(row.publie_le)}T12:00:00Z`).toLocaleDateString(tag),
        },
        { field: 'online', label: 'admin.champs.en_ligne' },
      ]}
      filters={[common.searchFilter, { name: 'online', label: 'admin.champs.en_ligne', kind: 'boolean' }]}
    />
  );
}

/** /:lang/ad/articles/:id. */
export function ArticleDetail() {
  return (
    <DetailPage
      descriptor={articlesResource}
      newTitle="admin.nouveau.article"
      recordTitle={(row) => String(row.label)}
      // A new article is a draft until put online.
      defaults={{ online: false, publie_le: new Date().toISOString().slice(0, 10) }}
      fields={[
        { name: 'label', label: 'admin.champs.titre', kind: 'text', required: true, wide: true },
        { name: 'slug', label: 'admin.champs.slug', kind: 'text', required: true },
        { name: 'publie_le', label: 'admin.champs.publie_le', kind: 'date', required: true },
        { name: 'online', label: 'admin.champs.en_ligne', kind: 'boolean' },
        { name: 'visuel_id', label: 'admin.champs.visuel', kind: 'number', nullable: true },
        { name: 'accroche', label: 'admin.champs.accroche', kind: 'textarea' },
        { name: 'texte', label: 'admin.champs.texte', kind: 'textarea' },
      ]}
    />
  );
}
