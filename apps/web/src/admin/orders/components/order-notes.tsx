import { OrderNoteInputSchema, type OrderNote, type OrderNoteInput } from '@boutique/domain';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { addOrderNote } from '../api/order-detail.ts';
import styles from '../../admin.module.css';
import own from '../orders.module.css';
import { messagesOf, placeServerErrors, useSchemaForm } from '../../kit/schema-form.ts';
import { useShopTime } from '../../kit/shop-time.tsx';
import { Panel } from '../../kit/panel.tsx';
import { SubmitButton } from '../../kit/submit-button.tsx';

/** The longest note the API keeps (OrderNoteInputSchema). */
const NOTE_MAX_LENGTH = 2_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function NoteItem({ note }: { note: OrderNote }) {
  const { t } = useTranslation();
  const date = useShopTime('medium').dateTime(note.created);
  const author = note.auteur
    ? [note.auteur.prenom, note.auteur.nom].filter(Boolean).join(' ') || note.auteur.mail
    : t('admin.historique.compte_supprime');
  return (
    <li className={own.note}>
      <p className={own.noteText}>{note.texte}</p>
      <p className={styles.muted}>
        {author}
        {' · '}
        <time dateTime={note.created}>{date}</time>
      </p>
    </li>
  );
}

/**
 * The order's internal notes (oldest first) and the form adding one: checked with the API's own
 * schema before sending, the server's field errors shown under the field, the outcome announced.
 */
export function OrderNotes({
  hash,
  notes,
  onAdded,
}: {
  hash: string;
  notes: readonly OrderNote[];
  onAdded: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm<OrderNoteInput>(OrderNoteInputSchema, { texte: '' });
  const { errors, isSubmitting } = form.formState;
  const [outcome, setOutcome] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);

  const submit = form.handleSubmit(async (input) => {
    try {
      await addOrderNote(hash, input);
      form.reset({ texte: '' });
      setOutcome({ tone: 'status', text: t('admin.commande.note_ajoutee') });
      await onAdded();
    } catch (error) {
      if (!placeServerErrors(form, error, ['texte'])) {
        setOutcome({ tone: 'alert', text: t('admin.commandes.erreur', { message: errorText(error) }) });
      }
    }
  });

  return (
    <Panel title={t('admin.commande.notes')}>
      <p className={styles.muted}>{t('admin.commande.notes_aide')}</p>
      {notes.length === 0 ? (
        <p className={styles.muted}>{t('admin.commande.notes_vide')}</p>
      ) : (
        <ol className={own.notes}>
          {notes.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ol>
      )}
      <form
        className={own.noteForm}
        onSubmit={(event) => {
          setOutcome(null);
          void submit(event);
        }}
        noValidate
      >
        <FormField label={t('admin.commande.note_nouvelle')} errors={messagesOf(errors.texte)}>
          {(control) => (
            <textarea
              {...control}
              className={`${fieldStyles.input} ${styles.input}`}
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              {...form.register('texte')}
            />
          )}
        </FormField>
        <div className={styles.formFooter}>
          <p role="status" className={styles.announceStatus}>
            {outcome?.tone === 'status' ? outcome.text : ''}
          </p>
          <p role="alert" className={styles.formError}>
            {outcome?.tone === 'alert' ? outcome.text : ''}
          </p>
          <SubmitButton isBusy={isSubmitting} busyLabel={t('admin.commande.note_ajout_en_cours')}>
            {t('admin.commande.note_ajouter')}
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}
