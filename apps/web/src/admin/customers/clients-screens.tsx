import { clientsResource, LOCALES, PRICE_MODES } from '@boutique/domain';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import { CustomerPanels } from './customer-panels.tsx';

const day = (value: unknown) => String(value ?? '').slice(0, 10);

/** /:lang/ad/users: customer accounts, found by the start of the mail or name (`/api/clients`). */
export function ClientsList() {
  const { t } = useTranslation();
  return (
    <ListPage
      descriptor={clientsResource}
      route="/users"
      title="admin.menu.clients"
      canCreate={false}
      canDelete={false}
      columns={[
        { field: 'mail', label: 'admin.clients.mail' },
        { field: 'prenom', label: 'admin.clients.prenom' },
        { field: 'nom', label: 'admin.champs.nom' },
        { field: 'created', label: 'admin.clients.inscrit_le', render: (row) => day(row.created) },
        { field: 'newsletters', label: 'admin.clients.newsletter' },
        { field: 'ambassadeur', label: 'admin.clients.ambassadeur' },
      ]}
      filters={[
        { name: 'q', label: 'admin.clients.recherche', kind: 'search' },
        {
          name: 'scope',
          label: 'admin.clients.role',
          kind: 'select',
          options: [
            { value: 'admin', label: t('admin.clients.role_admin') },
            { value: 'ambassadeur', label: t('admin.clients.role_ambassadeur') },
          ],
        },
        { name: 'newsletters', label: 'admin.clients.newsletter', kind: 'boolean' },
        { name: 'du', label: 'admin.clients.inscrit_du', kind: 'date' },
        { name: 'au', label: 'admin.clients.inscrit_au', kind: 'date', notBefore: 'du' },
      ]}
    />
  );
}

/** /:lang/ad/users/:id: a customer's profile, price mode, language and ambassador flag. */
export function ClientDetail() {
  const { t } = useTranslation();
  return (
    <DetailPage
      descriptor={clientsResource}
      route="/users"
      newTitle="admin.menu.clients"
      canDelete={false}
      after={(row) => <CustomerPanels id={Number(row.id)} mail={String(row.mail)} />}
      recordTitle={(row) => `${String(row.prenom)} ${String(row.nom)} (${String(row.mail)})`.trim()}
      fields={[
        { name: 'prenom', label: 'admin.clients.prenom', kind: 'text', required: true },
        { name: 'nom', label: 'admin.champs.nom', kind: 'text', required: true },
        { name: 'tel', label: 'admin.clients.tel', kind: 'text' },
        {
          name: 'langue',
          label: 'admin.clients.langue',
          kind: 'select',
          options: LOCALES.map((locale) => ({ value: locale, label: t(`admin.langues.${locale}`) })),
        },
        {
          name: 'montant',
          label: 'admin.clients.montant',
          kind: 'select',
          options: PRICE_MODES.map((mode) => ({ value: mode, label: t(`admin.clients.montant_${mode}`) })),
        },
        {
          name: 'ambassadeur',
          label: 'admin.clients.ambassadeur',
          kind: 'boolean',
          hint: 'admin.clients.ambassadeur_aide',
        },
      ]}
    />
  );
}
