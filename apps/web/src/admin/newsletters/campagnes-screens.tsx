import { campagnesResource } from '@boutique/domain';
import { useParams } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { DetailPage, NEW_RECORD } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import { CampaignSendPanel } from './campaign-send-panel.tsx';
import { useShopTime } from '../kit/shop-time.tsx';
import * as common from '../kit/common-specs.ts';

// The API names campaigns `campagnes` (`/api/newsletters` is the public sign-up); the screen keeps the spec's name.
const ROUTE = '/newsletters';

function SentDate({ value }: { value: unknown }) {
  const { dateTime } = useShopTime();
  const { t } = useTranslation();
  if (typeof value !== 'string') return <>{t('admin.campagnes.brouillon')}</>;
  return <>{dateTime(value)}</>;
}

/** /:lang/ad/newsletters: the campaigns, drafts and sent. */
export function CampagnesList() {
  return (
    <ListPage
      descriptor={campagnesResource}
      route={ROUTE}
      title="admin.menu.newsletters"
      columns={[
        { field: 'titre', label: 'admin.campagnes.titre' },
        { field: 'sujet', label: 'admin.campagnes.sujet' },
        { field: 'envoyee', label: 'admin.campagnes.envoyee_le', render: (row) => <SentDate value={row.envoyee} /> },
        { field: 'destinataires', label: 'admin.campagnes.destinataires', numeric: true },
      ]}
      filters={[common.searchFilter]}
    />
  );
}

/** /:lang/ad/newsletters/:id: write the campaign, preview it per language, send it once. */
export function CampagneDetail() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <>
      <DetailPage
        descriptor={campagnesResource}
        route={ROUTE}
        newTitle="admin.nouveau.campagne"
        recordTitle={(row) => String(row.titre)}
        fields={[
          {
            name: 'titre',
            label: 'admin.campagnes.titre',
            kind: 'text',
            required: true,
            hint: 'admin.campagnes.titre_aide',
          },
          { name: 'sujet', label: 'admin.campagnes.sujet', kind: 'text', required: true },
          { name: 'contenu', label: 'admin.campagnes.contenu', kind: 'textarea', required: true, wide: true },
        ]}
      />
      {id !== NEW_RECORD && <CampaignSendPanel id={id} />}
    </>
  );
}
