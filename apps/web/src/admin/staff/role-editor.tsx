import { PERMISSION_ACTIONS, PERMISSION_AREAS, type CustomRoleInput, type Permission } from '@boutique/domain';
import { useId, useState, type FormEvent } from 'react';
import { buttonClassName } from '../../components/ui/button.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';
import { usePermissionWords } from './permission-words.ts';
import local from './roles.module.css';

interface RoleEditorProps {
  title: string;
  initial: { nom: string; permissions: readonly string[] };
  /** Saves the role; a failure is said by the page. */
  onSave: (input: CustomRoleInput) => Promise<unknown>;
  onCancel: () => void;
  /** The name field's and the save button's words, a role's by default. */
  nameLabel?: string;
  saveLabel?: string;
  /** Whether a box may be ticked (an API key never gets more than its creator); all by default. */
  allowed?: (permission: Permission) => boolean;
}

/**
 * A role of the owner's: its name and a grid of permissions, one row per area and one column per
 * action, each box named for screen readers ("Commandes : lire").
 */
export function RoleEditor({ title, initial, onSave, onCancel, nameLabel, saveLabel, allowed }: RoleEditorProps) {
  const { t } = useTranslation();
  const words = usePermissionWords();
  const titleId = useId();
  const [nom, setNom] = useState(initial.nom);
  const [granted, setGranted] = useState(() => new Set(initial.permissions));
  const [busy, setBusy] = useState(false);

  const toggle = (permission: Permission) =>
    setGranted((previous) => {
      const next = new Set(previous);
      if (next.has(permission)) next.delete(permission);
      else next.add(permission);
      return next;
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSave({ nom: nom.trim(), permissions: [...granted] as Permission[] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.panel} aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <h3 id={titleId} className={styles.panelTitle}>
        {title}
      </h3>
      <FormField label={nameLabel ?? t('admin.roles.nom')} required>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            maxLength={60}
            value={nom}
            onChange={(event) => setNom(event.target.value)}
          />
        )}
      </FormField>
      <div className={styles.tableScroll} role="group" aria-label={t('admin.roles.permissions')} tabIndex={0}>
        <table className={`${styles.table} ${local.grid}`}>
          <caption className="visually-hidden">{t('admin.roles.permissions')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.roles.zone')}</th>
              {PERMISSION_ACTIONS.map((action) => (
                <th key={action} scope="col">
                  {words.action(action)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PERMISSION_AREAS.map((area) => (
              <tr key={area}>
                <th scope="row">{words.area(area)}</th>
                {PERMISSION_ACTIONS.map((action) => {
                  const permission: Permission = `${area}:${action}`;
                  return (
                    <td key={action}>
                      <input
                        type="checkbox"
                        aria-label={words.permission(permission)}
                        checked={granted.has(permission)}
                        disabled={allowed ? !allowed(permission) : false}
                        onChange={() => toggle(permission)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.formFooter}>
        <button type="submit" className={buttonClassName('primary')} disabled={busy || !nom.trim()}>
          {saveLabel ?? t('admin.roles.enregistrer')}
        </button>
        <button type="button" className={buttonClassName('secondary')} onClick={onCancel}>
          {t('admin.roles.annuler')}
        </button>
      </div>
    </form>
  );
}
