import { RETURN_KINDS, StaffReturnSchema, type AdminOrderDetail, type ReturnKind } from '@boutique/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import fieldStyles from '../../components/ui/form-field.module.css';
import { Modal } from '../../components/ui/modal.tsx';
import { returnRefusalKey } from './return-refusal-text.ts';
import { createReturn } from './returns-api.ts';
import styles from '../admin.module.css';
import own from './new-return-dialog.module.css';
import { SubmitButton } from '../kit/submit-button.tsx';

const inputClass = `${fieldStyles.input} ${styles.input}`;

/**
 * A return staff record for a customer of this order (a defect, a wrong item, a withdrawal told
 * by phone): the kind, the units per line, the customer's words. It then opens on its own page,
 * where it is received, refused or refunded like any other.
 */
function NewReturnForm({ order }: { order: Pick<AdminOrderDetail, 'numero' | 'lignes'> }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const [type, setType] = useState<ReturnKind>('defaut');
  const [units, setUnits] = useState<Record<number, number>>({});
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const record = useMutation({
    mutationFn: createReturn,
    onSuccess: (created) => {
      void client.invalidateQueries({ queryKey: ['retours'] });
      navigate(`/retours/${created.id}`);
    },
    onError: (error) => {
      const key = returnRefusalKey(error);
      setFailure(key ? t(key) : error instanceof Error ? error.message : String(error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lignes = order.lignes
      .map((line) => ({ declinaison: line.declinaison_id, qtt: units[line.declinaison_id] ?? 0 }))
      .filter((line) => line.qtt > 0);
    if (lignes.length === 0) {
      setFailure(t('admin.retours.nouveau_vide'));
      return;
    }
    const request = StaffReturnSchema.safeParse({ numero: order.numero, type, lignes, message });
    if (!request.success) {
      setFailure(request.error.issues[0]?.message ?? t('admin.retours.nouveau_vide'));
      return;
    }
    setFailure(null);
    record.mutate(request.data);
  };

  return (
    <form onSubmit={submit} noValidate className={own.form}>
      <FormField label={t('admin.retours.type')}>
        {(control) => (
          <select
            {...control}
            className={inputClass}
            value={type}
            onChange={(event) => setType(event.target.value as ReturnKind)}
            data-autofocus=""
          >
            {RETURN_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.retours.types.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset className={own.lines}>
        <legend>{t('admin.retours.articles')}</legend>
        {order.lignes.map((line) => (
          <FormField
            key={line.declinaison_id}
            label={t('admin.retours.unites_de', { article: `${line.produit_label} — ${line.label}` })}
          >
            {(control) => (
              <select
                {...control}
                className={inputClass}
                value={units[line.declinaison_id] ?? 0}
                onChange={(event) =>
                  setUnits((current) => ({ ...current, [line.declinaison_id]: Number(event.target.value) }))
                }
              >
                {Array.from({ length: line.qtt + 1 }, (_, count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ))}
      </fieldset>
      <FormField label={t('admin.retours.message')}>
        {(control) => (
          <textarea
            {...control}
            className={inputClass}
            rows={3}
            maxLength={2000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </FormField>
      <p role="alert" className={styles.formError}>
        {failure ?? ''}
      </p>
      <div className={styles.formFooter}>
        <SubmitButton isBusy={record.isPending} busyLabel={t('admin.retours.nouveau_en_cours')}>
          {t('admin.retours.nouveau_enregistrer')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** "Enregistrer un retour" on an order's page. */
export function NewReturnDialog({
  order,
  onCancel,
}: {
  order: Pick<AdminOrderDetail, 'numero' | 'lignes'>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('admin.retours.nouveau_titre', { numero: order.numero ?? '' })} onCancel={onCancel}>
      <NewReturnForm order={order} />
    </Modal>
  );
}
