import type { Address } from '@boutique/domain';
import { useRef, useState } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AddressCard } from '../components/address-card.tsx';
import { AddressForm } from '../components/address-form.tsx';
import { FormMessage } from '../components/form-message.tsx';
import { useAddresses, useDeleteAddress } from '../hooks/use-addresses.ts';
import { LoadFailure } from '../components/load-failure.tsx';
import styles from './account-area.module.css';

/** What the form is open for: a new address, or the id of the one being edited. */
type Editing = 'new' | number | null;

/**
 * /:lang/mon-compte/adresses: the customer's addresses as cards, each editable in place and
 * deletable after a confirmation, and a form to add one.
 */
export function AddressesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('compte.adresses.titre'));
  const addresses = useAddresses();
  const removal = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'danger' } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const closeForm = () => {
    setEditing(null);
    // Back to where the visitor started, so the keyboard does not land at the top of the page.
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const openForm = (target: Exclude<Editing, null>) => {
    setNotice(null);
    setEditing(target);
  };

  const confirmDelete = async (address: Address) => {
    try {
      await removal.mutateAsync(address.id);
      setNotice({ text: t('compte.adresses.supprimee'), tone: 'success' });
    } catch {
      setNotice({ text: t('compte.adresses.suppression_echec'), tone: 'danger' });
    }
  };

  const list = addresses.data ?? [];
  const form = (address?: Address) => (
    <AddressForm
      {...(address ? { address } : {})}
      onSaved={() => {
        setNotice({ text: t('compte.adresses.enregistree'), tone: 'success' });
        closeForm();
      }}
      onCancel={closeForm}
    />
  );

  return (
    <section className={styles.page} aria-labelledby="addresses-title">
      <div className={styles.heading}>
        <h1 id="addresses-title" className={styles.title}>
          {t('compte.adresses.titre')}
        </h1>
        <p className={styles.intro}>{t('compte.adresses.intro')}</p>
      </div>
      <FormMessage message={notice?.text ?? null} tone={notice?.tone ?? 'success'} />

      {editing === 'new' ? (
        <section className={styles.panel} aria-labelledby="address-new-title">
          <h2 id="address-new-title" className={styles.subtitle}>
            {t('compte.adresses.nouvelle')}
          </h2>
          {form()}
        </section>
      ) : (
        <p>
          <button
            ref={addButton}
            type="button"
            className={buttonClassName('primary')}
            onClick={() => openForm('new')}
            disabled={addresses.isPending}
          >
            {t('compte.adresses.ajouter')}
          </button>
        </p>
      )}

      {addresses.isPending ? (
        <p className={styles.muted} role="status">
          {t('commun.chargement')}
        </p>
      ) : addresses.isError ? (
        <LoadFailure onRetry={() => void addresses.refetch()} />
      ) : list.length === 0 ? (
        editing !== 'new' && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t('compte.adresses.vide')}</p>
            <p className={styles.muted}>{t('compte.adresses.vide_texte')}</p>
          </div>
        )
      ) : (
        <ul className={styles.cards}>
          {list.map((address) =>
            editing === address.id ? (
              <li key={address.id} className={styles.wide}>
                <section className={styles.panel} aria-labelledby={`address-edit-${address.id}`}>
                  <h2 id={`address-edit-${address.id}`} className={styles.subtitle}>
                    {t('compte.adresses.modifier_titre')}
                  </h2>
                  {form(address)}
                </section>
              </li>
            ) : (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  onEdit={() => openForm(address.id)}
                  onDelete={() => setToDelete(address)}
                />
              </li>
            ),
          )}
        </ul>
      )}

      {toDelete && (
        <ConfirmDialog
          title={t('compte.adresses.supprimer_titre')}
          message={t('compte.adresses.supprimer_question', { adresse: `${toDelete.ligne1}, ${toDelete.ville}` })}
          confirmLabel={t('compte.adresses.supprimer')}
          onConfirm={() => void confirmDelete(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </section>
  );
}
