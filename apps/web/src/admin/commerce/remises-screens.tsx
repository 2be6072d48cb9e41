import {
  discountCodeErrors,
  discountValueText,
  formatEuros,
  remisesResource,
  type DiscountKind,
  type DiscountUse,
} from '@boutique/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { apiRequest } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useGammeOptions, useProductOptions } from '../catalogue/produits/catalogue-options.ts';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import { resourceQueryKey, type ResourceRow } from '../kit/resource-api.ts';
import { ShopTimeNote, useShopTime } from '../kit/shop-time.tsx';
import type { CustomFieldContext, FieldGroup } from '../kit/types.ts';
import { HundredthsInput, InstantInput } from './commerce-fields.tsx';
import styles from '../admin.module.css';
import { QueryView } from '../kit/query-view.tsx';
import { Table } from '../kit/table.tsx';
import { Panel } from '../kit/panel.tsx';

const KINDS: readonly DiscountKind[] = ['pourcentage', 'montant'];

const valueText = (row: ResourceRow) =>
  typeof row.valeur === 'number' && (row.type === 'pourcentage' || row.type === 'montant')
    ? discountValueText({ type: row.type, valeur: row.valeur })
    : '';

function When({ value }: { value: unknown }) {
  const { dateTime } = useShopTime();
  if (typeof value !== 'string') return <>—</>;
  return <>{dateTime(value)}</>;
}

/** /:lang/ad/remises: discount codes (ambassador codes included), filtered by code, state and type. */
export function RemisesList() {
  const { t } = useTranslation();
  const kinds = KINDS.map((kind) => ({ value: kind, label: t(`admin.remises.type_${kind}`) }));
  return (
    <ListPage
      descriptor={remisesResource}
      title="admin.menu.remises"
      columns={[
        { field: 'code', label: 'admin.remises.code' },
        { field: 'type', label: 'admin.remises.type', render: (row) => t(`admin.remises.type_${String(row.type)}`) },
        { field: 'valeur', label: 'admin.remises.valeur', render: valueText, csv: valueText, numeric: true },
        {
          field: 'utilisations',
          label: 'admin.remises.utilisations',
          numeric: true,
          render: (row) =>
            row.limite_totale === null
              ? String(row.utilisations)
              : `${String(row.utilisations)} / ${String(row.limite_totale)}`,
        },
        { field: 'fin', label: 'admin.remises.fin', render: (row) => <When value={row.fin} /> },
        { field: 'actif', label: 'admin.remises.actif' },
      ]}
      filters={[
        { name: 'q', label: 'admin.remises.code', kind: 'search' },
        { name: 'actif', label: 'admin.remises.actif', kind: 'boolean' },
        { name: 'type', label: 'admin.remises.type', kind: 'select', options: kinds },
      ]}
    >
      <ShopTimeNote />
    </ListPage>
  );
}

/** The value's input: a percentage or an amount in euros, after the chosen type. */
function DiscountValue({ control, errors }: CustomFieldContext) {
  const { t } = useTranslation();
  const type = useWatch({ control, name: 'type' });
  const isAmount = type === 'montant';
  return (
    <HundredthsInput
      // A new type starts a new input: 10 % and 10 € are not the same value.
      key={isAmount ? 'montant' : 'pourcentage'}
      control={control}
      name="valeur"
      label={t('admin.remises.valeur')}
      unit={isAmount ? '€' : '%'}
      required
      hint={t(isAmount ? 'admin.remises.valeur_aide_montant' : 'admin.remises.valeur_aide_pourcentage')}
      errors={errors}
    />
  );
}

const usesOptions = (id: string) =>
  queryOptions({
    queryKey: [...resourceQueryKey('remises'), 'utilisations', id],
    queryFn: ({ signal }) =>
      apiRequest<{ datas: DiscountUse[] }>(`/remises/${id}/utilisations`, { signal }).then((answer) => answer.datas),
  });

/** The orders that used the code (reserved or paid), newest first. */
function DiscountUses({ id }: { id: string }) {
  const { t } = useTranslation();
  const { dateTime } = useShopTime();
  const uses = useQuery(usesOptions(id));
  return (
    <Panel title={t('admin.remises.utilisations_titre')}>
      <QueryView query={uses} isEmpty={(loaded) => loaded.length === 0} empty={t('admin.remises.utilisations_vide')}>
        {(loaded) => (
          <Table
            caption={t('admin.remises.utilisations_titre')}
            captionMode="none"
            rows={loaded}
            rowKey={(use) => use.commande}
            columns={[
              {
                key: 'numero',
                header: t('admin.commandes.colonnes.numero'),
                cell: (use) => use.numero ?? t('admin.commandes.sans_numero'),
              },
              {
                key: 'client',
                header: t('admin.commandes.colonnes.client'),
                cell: (use) => (use.client ? `${use.client.prenom} ${use.client.nom} (${use.client.mail})` : '—'),
              },
              {
                key: 'date',
                header: t('admin.commandes.colonnes.date'),
                cell: (use) => <time dateTime={use.created}>{dateTime(use.created)}</time>,
              },
              {
                key: 'statut',
                header: t('admin.commandes.colonnes.statut'),
                cell: (use) => t(`admin.commandes.statuts.${use.statut}`),
              },
              { key: 'remise', header: t('admin.remises.remise_ttc'), cell: (use) => formatEuros(use.remise_ttc) },
            ]}
          />
        )}
      </QueryView>
    </Panel>
  );
}

/** /:lang/ad/remises/:id: a code's terms, its restriction to products or ranges, and its uses. */
export function RemiseDetail() {
  const { t } = useTranslation();
  const products = useProductOptions(null);
  const ranges = useGammeOptions();
  const kinds = KINDS.map((kind) => ({ value: kind, label: t(`admin.remises.type_${kind}`) }));
  const fields: FieldGroup[] = [
    {
      title: 'admin.remises.section_code',
      fields: [
        { name: 'code', label: 'admin.remises.code', kind: 'text', required: true, hint: 'admin.remises.code_aide' },
        { name: 'type', label: 'admin.remises.type', kind: 'select', options: kinds, required: true },
        {
          name: 'valeur',
          label: 'admin.remises.valeur',
          kind: 'custom',
          render: (field) => <DiscountValue {...field} />,
        },
        { name: 'actif', label: 'admin.remises.actif', kind: 'boolean' },
      ],
    },
    {
      title: 'admin.remises.section_conditions',
      fields: [
        {
          name: 'debut',
          label: 'admin.remises.debut',
          kind: 'custom',
          render: ({ control, errors }) => (
            <InstantInput control={control} name="debut" label={t('admin.remises.debut')} errors={errors} />
          ),
        },
        {
          name: 'fin',
          label: 'admin.remises.fin',
          kind: 'custom',
          render: ({ control, errors }) => (
            <InstantInput control={control} name="fin" label={t('admin.remises.fin')} errors={errors} />
          ),
        },
        { name: 'minimum_ttc', label: 'admin.remises.minimum_ttc', kind: 'euros' },
        {
          name: 'limite_totale',
          label: 'admin.remises.limite_totale',
          kind: 'number',
          nullable: true,
          hint: 'admin.remises.limite_aide',
        },
        {
          name: 'limite_client',
          label: 'admin.remises.limite_client',
          kind: 'number',
          nullable: true,
          hint: 'admin.remises.limite_aide',
        },
      ],
    },
    {
      title: 'admin.remises.section_restriction',
      fields: [
        { name: 'produit_ids', label: 'admin.remises.produits', kind: 'multi', options: products },
        { name: 'gamme_ids', label: 'admin.remises.gammes', kind: 'multi', options: ranges },
      ],
    },
  ];
  return (
    <DetailPage
      descriptor={remisesResource}
      newTitle="admin.nouveau.remise"
      recordTitle={(row) => String(row.code)}
      defaults={{ type: 'pourcentage', actif: true, minimum_ttc: 0 }}
      fields={fields}
      check={discountCodeErrors}
      after={(row) => (
        <>
          {row.ambassadeur_id !== null && <p className={styles.muted}>{t('admin.remises.ambassadeur')}</p>}
          <DiscountUses id={String(row.id)} />
        </>
      )}
    />
  );
}
