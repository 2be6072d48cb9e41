import { avisResource, REVIEW_RATING_MAX, REVIEW_STATUSES, type AdminReviewRow } from '@boutique/domain';
import { useParams } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useProductOptions } from '../catalogue/produits/catalogue-options.ts';
import { DetailPage, NEW_RECORD } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import type { ResourceRow } from '../kit/resource-api.ts';
import type { BulkActionSpec, Option } from '../kit/types.ts';
import styles from '../admin.module.css';
import reviews from './avis-screens.module.css';
import { useShopTime } from '../kit/shop-time.tsx';
import { Panel } from '../kit/panel.tsx';

/** Moderation from the list: the same status on every selected review. */
const BULK_ACTIONS: readonly BulkActionSpec[] = [
  { label: 'admin.avis.bulk_publier', datas: { statut: 'publie' } },
  { label: 'admin.avis.bulk_refuser', datas: { statut: 'refuse' } },
  { label: 'admin.avis.bulk_attente', datas: { statut: 'en_attente' } },
];

const RATINGS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => String(REVIEW_RATING_MAX - index));
/** A review as the API sends it (its times as ISO text). */
type ReviewWire = Omit<AdminReviewRow, 'created' | 'modere'> & { created: string; modere: string | null };
const asReview = (row: ResourceRow) => row as unknown as ReviewWire;

function useStatusOptions(): Option[] {
  const { t } = useTranslation();
  return REVIEW_STATUSES.map((statut) => ({ value: statut, label: t(`admin.avis.statuts.${statut}`) }));
}

function useFormatDate() {
  const { dateTime } = useShopTime();
  return (value: string | null) => (value ? dateTime(value) : '—');
}

/** The title, else the start of the text. */
const headline = (review: ReviewWire) =>
  review.titre || (review.texte.length > 80 ? `${review.texte.slice(0, 79)}…` : review.texte);

/** /:lang/ad/avis: the reviews, newest first, to publish or refuse (one by one or selected together). */
export function AvisList() {
  const { t } = useTranslation();
  const products = useProductOptions(null);
  const statuses = useStatusOptions();
  const formatDate = useFormatDate();
  const productName = (id: number) => products.find((option) => option.value === String(id))?.label ?? `#${id}`;
  return (
    <ListPage
      descriptor={avisResource}
      title="admin.menu.avis"
      canCreate={false}
      bulkActions={BULK_ACTIONS}
      texts={{ loading: 'admin.avis.chargement', empty: 'admin.avis.vide' }}
      columns={[
        {
          field: 'created',
          label: 'admin.avis.recu_le',
          render: (row) => formatDate(asReview(row).created),
        },
        {
          field: 'note',
          label: 'admin.avis.note',
          numeric: true,
          render: (row) => t('admin.avis.note_valeur', { note: asReview(row).note }),
        },
        { field: 'produit_id', label: 'admin.avis.produit', render: (row) => productName(asReview(row).produit_id) },
        { field: 'titre', label: 'admin.avis.titre', render: (row) => headline(asReview(row)) },
        { field: 'auteur', label: 'admin.avis.auteur', render: (row) => asReview(row).auteur || '—' },
        {
          field: 'statut',
          label: 'admin.avis.statut',
          render: (row) => t(`admin.avis.statuts.${asReview(row).statut}`),
        },
      ]}
      filters={[
        { name: 'statut', label: 'admin.avis.statut', kind: 'select', options: statuses },
        { name: 'produit', label: 'admin.avis.produit', kind: 'select', options: products },
        {
          name: 'note',
          label: 'admin.avis.note',
          kind: 'select',
          options: RATINGS.map((note) => ({ value: note, label: t('admin.avis.note_valeur', { note }) })),
        },
        { name: 'q', label: 'admin.avis.recherche', kind: 'search' },
      ]}
    />
  );
}

/** The customer's words, read-only: staff moderate a review, they do not rewrite it. */
function ReviewPanel({ row }: { row: ResourceRow }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const products = useProductOptions(null);
  const review = asReview(row);
  const product =
    products.find((option) => option.value === String(review.produit_id))?.label ?? `#${review.produit_id}`;
  return (
    <Panel title={t('admin.avis.avis_client')}>
      <dl className={reviews.facts}>
        <dt>{t('admin.avis.produit')}</dt>
        <dd>{product}</dd>
        <dt>{t('admin.avis.note')}</dt>
        <dd>{t('admin.avis.note_valeur', { note: review.note })}</dd>
        <dt>{t('admin.avis.auteur')}</dt>
        <dd>{review.auteur || t('admin.avis.sans_auteur')}</dd>
        <dt>{t('admin.avis.langue')}</dt>
        <dd>{review.langue}</dd>
        <dt>{t('admin.avis.recu_le')}</dt>
        <dd>{formatDate(review.created)}</dd>
        <dt>{t('admin.avis.modere_le')}</dt>
        <dd>{formatDate(review.modere)}</dd>
      </dl>
      <h3 className={reviews.reviewTitle} lang={review.langue}>
        {review.titre || t('admin.avis.sans_titre')}
      </h3>
      <p className={reviews.text} lang={review.langue}>
        {review.texte}
      </p>
    </Panel>
  );
}

/** /:lang/ad/avis/:id: the review as written, and its status (publish, refuse, back to pending). */
export function AvisDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation();
  const statuses = useStatusOptions();
  // Customers write reviews from the shop: there is no blank one to fill in here.
  if (id === NEW_RECORD) return <p className={styles.muted}>{t('admin.kit.introuvable')}</p>;
  return (
    <DetailPage
      descriptor={avisResource}
      newTitle="admin.menu.avis"
      recordTitle={(row) => t('admin.avis.detail_titre', { id: String(row.id) })}
      before={(row) => <ReviewPanel row={row} />}
      fields={[
        {
          name: 'statut',
          label: 'admin.avis.statut',
          kind: 'select',
          options: statuses,
          required: true,
          hint: 'admin.avis.statut_aide',
        },
      ]}
    />
  );
}
