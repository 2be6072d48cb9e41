import {
  REVIEW_RATING_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  ReviewInputSchema,
  type OwnReview,
  type ReviewInput,
} from '@boutique/domain';
import { useId, type FormEvent } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { FormField, inputClassName, joinMessages, TextField } from '../../../components/ui/form-field.tsx';
import { useFormValues } from '../../../components/ui/use-field-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { describeIssues, pickFieldErrors, type FormIssue } from '../../../lib/form-issues.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useSubmitReview } from '../api/product-reviews.ts';
import styles from './product-reviews.module.css';

const FIELDS = ['note', 'titre', 'texte'] as const;
type Field = (typeof FIELDS)[number];
const RATINGS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

interface ReviewFormProps {
  id: string;
  produitId: number;
  userId: number;
  /** The customer's pending review, which a new submission replaces. */
  pending: OwnReview | null;
  /** Called once the review is taken, with the thanks to announce. */
  onDone: (message: string) => void;
}

/**
 * "Donner mon avis": the rating as five radio buttons drawn as stars, an optional title and the
 * text, checked with the API's own contract; the server's refusals (not bought, already reviewed,
 * too many) are said in the form's alert.
 */
export function ReviewForm({ id, produitId, userId, pending, onDone }: ReviewFormProps) {
  const { t } = useTranslation();
  const ratingId = useId();
  const { values, result, setResult, errors, setErrors, change, bindText, textField } = useFormValues({
    note: pending?.note ?? 0,
    titre: pending?.titre ?? '',
    texte: pending?.texte ?? '',
  });
  const sending = useSubmitReview(produitId, userId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    const payload = {
      produit_id: produitId,
      note: values.note,
      texte: values.texte,
      ...(values.titre.trim() ? { titre: values.titre } : {}),
    };
    const parsed = ReviewInputSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(
        describeIssues<Field>(parsed.error.issues as readonly FormIssue[], payload, t, (field) =>
          field === 'note' ? t('avis.note_requise') : undefined,
        ),
      );
      setResult({ kind: 'warning', text: t('formulaire.a_corriger') });
      return;
    }
    send(parsed.data);
  };

  const send = (review: ReviewInput) => {
    sending.mutate(review, {
      onSuccess: () => onDone(t('avis.merci')),
      onError: (error) => {
        if (!(error instanceof ApiError)) {
          setResult({ kind: 'warning', text: t('formulaire.erreur') });
          return;
        }
        if (error.code === 400) {
          const fieldErrors = pickFieldErrors(error.errors, FIELDS);
          setErrors(fieldErrors);
          setResult({ kind: 'warning', text: t('formulaire.a_corriger') });
          return;
        }
        const known: Record<number, string> = {
          0: t('formulaire.erreur_reseau'),
          403: t('avis.reserve_acheteurs'),
          409: t('avis.deja_donne'),
          429: t('avis.trop_d_avis'),
        };
        setResult({ kind: 'warning', text: known[error.code] ?? t('formulaire.erreur') });
      },
    });
  };

  const ratingErrors = errors.note;
  return (
    <form id={id} className={styles.form} noValidate onSubmit={onSubmit} aria-label={t('avis.formulaire')}>
      <p className={styles.legendNote}>{t('formulaire.obligatoire_legende')}</p>
      <fieldset
        className={styles.ratingInput}
        aria-describedby={ratingErrors ? `${ratingId}-error` : undefined}
        aria-invalid={ratingErrors ? true : undefined}
      >
        <legend className={styles.ratingLegend}>
          {t('avis.votre_note')}
          <span aria-hidden="true">{' *'}</span>
        </legend>
        <div className={styles.ratingChoices}>
          {RATINGS.map((rating) => (
            <label key={rating} className={styles.ratingChoice} data-on={rating <= values.note}>
              <input
                type="radio"
                name="note"
                value={rating}
                checked={values.note === rating}
                required
                onChange={() => change('note', rating)}
                className="visually-hidden"
              />
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
              </svg>
              <span className="visually-hidden">{t('avis.etoiles', { count: rating })}</span>
            </label>
          ))}
        </div>
        {ratingErrors && (
          <p id={`${ratingId}-error`} className={styles.fieldError}>
            {joinMessages(ratingErrors)}
          </p>
        )}
      </fieldset>
      <TextField label={t('avis.titre')} {...textField('titre')} maxLength={REVIEW_TITLE_MAX} />
      <FormField label={t('avis.texte')} required errors={errors.texte} hint={t('avis.texte_aide')}>
        {(control) => (
          <textarea
            {...control}
            {...bindText('texte')}
            className={inputClassName(styles.text)}
            rows={6}
            maxLength={REVIEW_TEXT_MAX}
          />
        )}
      </FormField>
      <div className={styles.actions}>
        <button type="submit" className={buttonClassName('primary')} aria-disabled={sending.isPending}>
          {sending.isPending ? t('formulaire.envoi') : t('avis.envoyer')}
        </button>
      </div>
      {result?.kind === 'warning' && (
        <p className={styles.result} role="alert">
          {result.text}
        </p>
      )}
    </form>
  );
}
