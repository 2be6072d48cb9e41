import { adressesClientsResource } from '@boutique/domain';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import type { ResourceRow } from '../kit/resource-api.ts';

const clientOf = (row: ResourceRow) => {
  const client = row.client as { prenom: string; nom: string; mail: string } | null;
  return client ? `${client.prenom} ${client.nom} (${client.mail})` : '—';
};

/** /:lang/ad/adresses: customers' addresses (`/api/adresses-clients`), by customer, city or country. */
export function AdressesList() {
  return (
    <ListPage
      descriptor={adressesClientsResource}
      route="/adresses"
      title="admin.menu.adresses"
      canCreate={false}
      canDelete={false}
      columns={[
        { field: 'ligne1', label: 'admin.adresses.ligne1' },
        { field: 'client', label: 'admin.adresses.client', render: clientOf, csv: clientOf },
        { field: 'code_postal', label: 'admin.adresses.code_postal' },
        { field: 'ville', label: 'admin.adresses.ville' },
        { field: 'pays', label: 'admin.adresses.pays' },
      ]}
      filters={[
        { name: 'client', label: 'admin.clients.recherche', kind: 'search' },
        { name: 'ville', label: 'admin.adresses.ville', kind: 'search' },
        { name: 'pays', label: 'admin.adresses.pays_code', kind: 'search' },
      ]}
    />
  );
}

/** /:lang/ad/adresses/:id: staff correct the postal fields; the customer keeps the rest. */
export function AdresseDetail() {
  return (
    <DetailPage
      descriptor={adressesClientsResource}
      route="/adresses"
      newTitle="admin.menu.adresses"
      canDelete={false}
      recordTitle={(row) => `${String(row.ligne1)}, ${String(row.ville)} — ${clientOf(row)}`}
      fields={[
        { name: 'prenom', label: 'admin.clients.prenom', kind: 'text', required: true },
        { name: 'nom', label: 'admin.champs.nom', kind: 'text', required: true },
        { name: 'societe', label: 'admin.adresses.societe', kind: 'text' },
        { name: 'ligne1', label: 'admin.adresses.ligne1', kind: 'text', required: true },
        { name: 'ligne2', label: 'admin.adresses.ligne2', kind: 'text' },
        { name: 'code_postal', label: 'admin.adresses.code_postal', kind: 'text', required: true },
        { name: 'ville', label: 'admin.adresses.ville', kind: 'text', required: true },
        { name: 'pays', label: 'admin.adresses.pays_code', kind: 'text', required: true },
        { name: 'tel', label: 'admin.clients.tel', kind: 'text' },
      ]}
    />
  );
}
