import type { PublicReview, ReviewSummary } from '@boutique/domain';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale, useLocaleTag } from '../../../lib/locale-context.tsx';
import { useStoredSessionToken } from '../../../lib/session-store.ts';
import { useOwnReview, useProductReviews } from '../api/product-reviews.ts';
import { RatingStars } from './rating-stars.tsx';
import { ReviewForm } from './review-form.tsx';
import styles from './product-reviews.module.css';

export interface ProductReviewsProps {
  produitId: number;
  /** Remembers the page before the sign-in link is followed, so the customer comes back here. */
  onSignIn?: () => void;
}

/** "4,6" in French, "4.6" in English: one decimal in the page's language. */
function useRatingFormat() {
  const tag = useLocaleTag();
  return (value: number) =>
    new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** The average as stars with its words ("Note moyenne 4,6 sur 5, 12 avis"). */
export function ReviewSummaryLine({ resume }: { resume: ReviewSummary }) {
  const { t } = useTranslation();
  const format = useRatingFormat();
  if (resume.moyenne === null || resume.total === 0) return <p className={styles.muted}>{t('avis.aucun')}</p>;
  const note = format(resume.moyenne);
  return (
    <p className={styles.summary}>
      <RatingStars value={resume.moyenne} size="large" />
      <span>{t('avis.moyenne', { note, count: resume.total })}</span>
    </p>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(review.created));
  return (
    <li className={styles.review}>
      <article aria-label={review.auteur ? t('avis.avis_de', { auteur: review.auteur }) : t('avis.avis_anonyme')}>
        <RatingStars value={review.note} label={t('avis.note_sur_5', { note: review.note })} />
        {review.titre && (
          <h3 className={styles.reviewTitle} lang={review.langue}>
            {review.titre}
          </h3>
        )}
        <p className={styles.reviewText} lang={review.langue}>
          {review.texte}
        </p>
        <p className={styles.reviewMeta}>
          {review.auteur || t('avis.client')} · <time dateTime={review.created}>{date}</time> ·{' '}
          {t('avis.achat_verifie')}
        </p>
      </article>
    </li>
  );
}

/** What the signed-in customer may do: write, change a pending review, or read why not. */
function OwnReviewArea({ produitId, userId }: { produitId: number; userId: number }) {
  const { t } = useTranslation();
  const own = useOwnReview(produitId, userId);
  const [isOpen, setIsOpen] = useState(false);
  const [thanks, setThanks] = useState('');
  const formId = useId();
  const status = (
    <p role="status" className={styles.thanks}>
      {thanks}
    </p>
  );
  if (own.isPending) return status;
  if (own.isError) return <p className={styles.muted}>{t('avis.etat_indisponible')}</p>;
  const { achete, peut_donner_avis: canReview, avis } = own.data;
  if (!achete) return <p className={styles.muted}>{t('avis.reserve_acheteurs')}</p>;
  if (!canReview) {
    return <p className={styles.muted}>{t(avis?.statut === 'publie' ? 'avis.deja_publie' : 'avis.deja_donne')}</p>;
  }
  const pending = avis?.statut === 'en_attente' ? avis : null;
  return (
    <div className={styles.own}>
      {status}
      {pending && !isOpen && !thanks && <p className={styles.muted}>{t('avis.en_relecture')}</p>}
      <button
        type="button"
        className={buttonClassName('secondary')}
        aria-expanded={isOpen}
        aria-controls={formId}
        onClick={() => {
          setThanks('');
          setIsOpen((open) => !open);
        }}
      >
        {t(pending ? 'avis.modifier' : 'avis.donner')}
      </button>
      {isOpen && (
        <ReviewForm
          id={formId}
          produitId={produitId}
          userId={userId}
          pending={pending}
          onDone={(message) => {
            setIsOpen(false);
            setThanks(message);
          }}
        />
      )}
    </div>
  );
}

/**
 * The product page's customer reviews, below the fold: the published average and reviews (newest
 * first, five at a time) and the "Donner mon avis" form for a signed-in customer who bought the
 * product; others read why they cannot.
 */
export function ProductReviews({ produitId, onSignIn }: ProductReviewsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useStoredSessionToken();
  const reviews = useProductReviews(produitId);
  const pages = reviews.data?.pages ?? [];
  const resume = pages[0]?.resume;
  // A review published between two pages shifts the next one: each is listed once.
  const items = [...new Map(pages.flatMap((page) => page.datas).map((review) => [review.id, review])).values()];

  return (
    <section className={styles.section} aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title" className={styles.heading}>
        {t('avis.titre_section')}
      </h2>
      {reviews.isPending && (
        <p role="status" className={styles.muted}>
          {t('avis.chargement')}
        </p>
      )}
      {reviews.isError && !reviews.data && (
        <p role="alert" className={styles.muted}>
          {t('avis.erreur')}{' '}
          <button type="button" className={buttonClassName('quiet')} onClick={() => void reviews.refetch()}>
            {t('commun.reessayer')}
          </button>
        </p>
      )}
      {resume && <ReviewSummaryLine resume={resume} />}
      {items.length > 0 && (
        <ol className={styles.list}>
          {items.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ol>
      )}
      {reviews.hasNextPage && (
        <button
          type="button"
          className={buttonClassName('quiet')}
          onClick={() => void reviews.fetchNextPage()}
          aria-disabled={reviews.isFetchingNextPage}
        >
          {reviews.isFetchingNextPage ? t('avis.chargement') : t('avis.voir_plus')}
        </button>
      )}
      <div className={styles.give}>
        <h3 className={styles.giveTitle}>{t('avis.votre_avis')}</h3>
        {session ? (
          <OwnReviewArea produitId={produitId} userId={session.user.id} />
        ) : (
          <p className={styles.muted}>
            {t('avis.connexion_requise')}{' '}
            <Link href={`~${localePath(locale, 'sign')}`} onClick={onSignIn} className={styles.link}>
              {t('avis.se_connecter')}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
