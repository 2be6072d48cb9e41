import { configurationsResource } from '@boutique/domain';
import { useParams } from 'wouter';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';

/** /:lang/ad/configurations: the shop's settings as key/value pairs. */
export function ConfigurationsList() {
  return (
    <ListPage
      descriptor={configurationsResource}
      title="admin.menu.configurations"
      columns={[
        { field: 'cle', label: 'admin.champs.cle' },
        { field: 'valeur', label: 'admin.champs.valeur' },
      ]}
      filters={[{ name: 'q', label: 'admin.champs.recherche', kind: 'search' }]}
    />
  );
}

/** /:lang/ad/configurations/:cle. */
export function ConfigurationDetail() {
  const { cle = '' } = useParams<{ cle: string }>();
  return (
    <DetailPage
      descriptor={configurationsResource}
      recordKey={cle}
      newTitle="admin.nouveau.configuration"
      recordTitle={(row) => String(row.cle)}
      fields={[
        { name: 'cle', label: 'admin.champs.cle', kind: 'text', required: true },
        { name: 'valeur', label: 'admin.champs.valeur', kind: 'textarea' },
      ]}
    />
  );
}
