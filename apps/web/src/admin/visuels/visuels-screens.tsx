import { imageUrl, visuelsResource } from '@boutique/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import { resourceQueryKey } from '../kit/resource-api.ts';
import { VisualUploader } from './visual-uploader.tsx';
import * as common from '../kit/common-specs.ts';

/** /:lang/ad/visuels: the image library, newest uploads found by their alt text; upload here. */
export function VisuelsList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ListPage
      descriptor={visuelsResource}
      title="admin.menu.visuels"
      create={
        <VisualUploader
          onUploaded={() => queryClient.invalidateQueries({ queryKey: resourceQueryKey(visuelsResource.model) })}
        />
      }
      columns={[
        {
          field: 'id',
          label: 'admin.champs.visuel',
          // The picture is the link to its record: its alt names it ("Visuel 12").
          render: (row) => (
            <img
              src={imageUrl('visuel', Number(row.id), 160)}
              alt={`${t('admin.champs.visuel')} ${row.id}`}
              width={64}
              height={64}
            />
          ),
        },
        { field: 'alt', label: 'admin.champs.alt' },
        { field: 'largeur', label: 'admin.champs.dimensions', render: (row) => `${row.largeur} × ${row.hauteur}` },
      ]}
      filters={[common.searchFilter]}
    />
  );
}

/** /:lang/ad/visuels/:id: the picture, its alt texts per language, its deletion. */
export function VisuelDetail() {
  return (
    <DetailPage
      descriptor={visuelsResource}
      newTitle="admin.menu.visuels"
      recordTitle={(row) => String(row.alt || `#${row.id}`)}
      after={(row) => <img src={imageUrl('visuel', Number(row.id), 640)} alt="" width={320} />}
      fields={[{ name: 'alt', label: 'admin.champs.alt', kind: 'text', wide: true }]}
    />
  );
}
