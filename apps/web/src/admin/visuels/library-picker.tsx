import { imageUrl } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../components/ui/modal.tsx';
import { useModalClose } from '../../components/ui/modal-context.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { libraryQueryOptions } from './product-visuals-api.ts';
import styles from '../admin.module.css';
import own from './visuels.module.css';
import { SearchBox } from '../kit/search-box.tsx';

interface LibraryPickerProps {
  /** Pictures already on the product: shown, but not offered again. */
  attachedIds: ReadonlySet<number>;
  onPick: (visuelId: number) => void;
  onCancel: () => void;
}

function PickerBody({ attachedIds, onPick }: Omit<LibraryPickerProps, 'onCancel'>) {
  const { t } = useTranslation();
  const close = useModalClose();
  const [search, setSearch] = useState('');
  const library = useQuery(libraryQueryOptions(search));
  const rows = library.data?.datas ?? [];
  return (
    <div className={styles.page}>
      <SearchBox label={t('admin.champs.recherche')} value={search} onChange={setSearch} />
      {library.isPending && <p role="status">{t('admin.kit.chargement')}</p>}
      {library.isError && <p role="alert">{t('admin.kit.erreur', { message: library.error.message })}</p>}
      {library.isSuccess && rows.length === 0 && <p className={styles.muted}>{t('admin.visuels.bibliotheque_vide')}</p>}
      <ul className={own.picker}>
        {rows.map((row) => {
          const id = Number(row.id);
          const attached = attachedIds.has(id);
          const alt = String(row.alt ?? '');
          return (
            <li key={id}>
              <button
                type="button"
                disabled={attached}
                onClick={() => {
                  onPick(id);
                  close();
                }}
              >
                <img src={imageUrl('visuel', id, 160)} alt="" width={112} height={112} loading="lazy" />
                <span>{alt || t('admin.visuels.sans_alt', { id })}</span>
                {attached && <span className={styles.muted}>{t('admin.visuels.deja_attache')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** "Attach from library": the library's pictures, newest first, searchable by alt text. */
export function LibraryPicker({ onCancel, ...props }: LibraryPickerProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('admin.visuels.choisir_titre')} placement="side" onCancel={onCancel}>
      <PickerBody {...props} />
    </Modal>
  );
}
