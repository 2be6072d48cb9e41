import {
  calculateRefund,
  formatEuros,
  refundedSoFar,
  hundredthsText,
  RefundRequestSchema,
  type AdminOrderDetail,
  type RefundRequest,
} from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { Modal } from '../../../components/ui/modal.tsx';
import { useModalClose } from '../../../components/ui/modal-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { messagesOf, placeServerErrors, useSchemaForm } from '../../kit/schema-form.ts';
import { warehousesQueryOptions } from '../../stock/api/stocks-api.ts';
import styles from '../../admin.module.css';
import own from '../orders.module.css';
import {
  emptyRefund,
  freeAmountCents,
  toRefundAsk,
  toRefundRequest,
  unitsLeft,
  type RefundTyped,
} from './refund-form-values.ts';
import { RefundLinesFields } from './refund-lines-fields.tsx';
import { amountLeft, toRefundableOrder } from './refund-rule.ts';
import { refusalKey, refusalText } from './refusal-text.ts';
import { SubmitButton } from '../../kit/submit-button.tsx';

const clientName = (order: AdminOrderDetail) =>
  order.client ? [order.client.prenom, order.client.nom].filter(Boolean).join(' ') || order.client.mail : '';

function RefundForm({
  order,
  warehouses,
  onRefund,
}: {
  order: AdminOrderDetail;
  warehouses: readonly { id: number; label: string }[];
  onRefund: (request: RefundRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const close = useModalClose();
  const refundable = useMemo(() => toRefundableOrder(order), [order]);
  const already = useMemo(() => refundedSoFar(order.remboursements ?? []), [order]);
  const form = useSchemaForm<RefundTyped, RefundRequest>(
    RefundRequestSchema,
    emptyRefund(order, String(warehouses[0]?.id ?? '')),
    {
      toInput: toRefundRequest,
    },
  );
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control }) as RefundTyped;
  const [failure, setFailure] = useState('');
  const [linesError, setLinesError] = useState('');
  const [toConfirm, setToConfirm] = useState<{ request: RefundRequest; total: number } | null>(null);
  const [isSending, setSending] = useState(false);

  // The server's very rule, so the total shown is the one it takes.
  const outcome = calculateRefund(refundable, already, toRefundAsk(typed));
  const liveKey = outcome.ok || outcome.reason === 'refund_empty' ? null : refusalKey(outcome.reason);

  const fillAll = () => {
    order.lignes.forEach((line, index) => form.setValue(`lignes.${index}.qtt`, String(unitsLeft(line, already))));
    form.setValue('livraison', !already.livraison && order.totaux.livraison_ttc > 0);
    const goods = calculateRefund(refundable, already, { ...toRefundAsk(form.getValues()), montant_libre: 0 });
    const rest = amountLeft(order, already) - (goods.ok ? goods.refund.total_ttc : 0);
    form.setValue('montant_libre', rest > 0 ? hundredthsText(rest) : '');
  };

  // A second click before React draws the busy state must not ask a second refund.
  const sending = useRef(false);
  const send = async (request: RefundRequest) => {
    if (sending.current) return;
    sending.current = true;
    setSending(true);
    try {
      await onRefund(request);
      close();
    } catch (error) {
      const lines = error instanceof ApiError ? (error.errors.lignes ?? []) : [];
      setLinesError(lines.join(' '));
      const placed = placeServerErrors(form, error, ['motif', 'montant_libre', 'livraison']);
      if (!placed && lines.length === 0) setFailure(refusalText(error, t));
      // Refused or failed: staff may correct and send again. A refund made closes the dialog for good.
      sending.current = false;
    } finally {
      setSending(false);
    }
  };

  // The schema has checked the request; what it cannot see is the text as typed and the reason asked.
  const submit = form.handleSubmit((request) => {
    const values = form.getValues();
    let valid = true;
    if (freeAmountCents(values.montant_libre) === null) {
      form.setError(
        'montant_libre',
        { type: 'format', message: t('admin.remboursements.montant_invalide') },
        { shouldFocus: true },
      );
      valid = false;
    }
    if (values.motif.trim() === '') {
      form.setError(
        'motif',
        { type: 'required', message: t('admin.remboursements.motif_requis') },
        { shouldFocus: valid },
      );
      valid = false;
    }
    if (!valid) return;
    if (!outcome.ok) {
      setFailure(t(refusalKey(outcome.reason) ?? 'admin.remboursements.refus.refund_empty'));
      return;
    }
    setToConfirm({ request, total: outcome.refund.total_ttc });
  });

  return (
    <form
      className={own.refundForm}
      onSubmit={(event) => {
        setFailure('');
        setLinesError('');
        void submit(event);
      }}
      noValidate
    >
      <p className={styles.muted}>
        {t('admin.remboursements.reste', { montant: formatEuros(amountLeft(order, already), tag) })}{' '}
        <button type="button" className={styles.buttonSmall} onClick={fillAll} data-autofocus="">
          {t('admin.remboursements.tout')}
        </button>
      </p>
      <RefundLinesFields order={order} already={already} form={form} warehouses={warehouses} error={linesError} />
      <label className={own.refundCheck}>
        <input
          type="checkbox"
          disabled={already.livraison || order.totaux.livraison_ttc === 0}
          {...form.register('livraison')}
        />
        {t('admin.remboursements.livraison', { montant: formatEuros(order.totaux.livraison_ttc, tag) })}
      </label>
      <FormField
        label={t('admin.remboursements.montant_libre')}
        hint={t('admin.remboursements.montant_libre_aide')}
        errors={messagesOf(errors.montant_libre)}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={`${fieldStyles.input} ${styles.input}`}
            {...form.register('montant_libre')}
          />
        )}
      </FormField>
      <FormField label={t('admin.remboursements.motif')} required errors={messagesOf(errors.motif)}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={2000}
            className={`${fieldStyles.input} ${styles.input}`}
            {...form.register('motif')}
          />
        )}
      </FormField>
      <p className={own.refundTotal} aria-live="polite">
        {liveKey
          ? t(liveKey)
          : t('admin.remboursements.total', { montant: formatEuros(outcome.ok ? outcome.refund.total_ttc : 0, tag) })}
      </p>
      <p role="alert" className={styles.formError}>
        {failure}
      </p>
      <div className={styles.formFooter}>
        <SubmitButton isBusy={isSending} busyLabel={t('admin.remboursements.envoi')}>
          {t('admin.commandes.rembourser')}
        </SubmitButton>
      </div>
      {toConfirm && (
        <ConfirmDialog
          title={t('admin.remboursements.confirmer_titre')}
          message={t('admin.remboursements.confirmer', {
            montant: formatEuros(toConfirm.total, tag),
            client: clientName(order),
          })}
          confirmLabel={t('admin.commandes.rembourser')}
          onConfirm={() => void send(toConfirm.request)}
          onCancel={() => setToConfirm(null)}
        />
      )}
    </form>
  );
}

/** "Rembourser": some units (back in stock or not), the delivery, a free amount, with a reason; confirmed before sending. */
export function RefundDialog({
  order,
  onRefund,
  onCancel,
}: {
  order: AdminOrderDetail;
  onRefund: (request: RefundRequest) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const warehouses = useQuery(warehousesQueryOptions());
  return (
    <Modal title={t('admin.remboursements.titre_dialogue', { numero: order.numero ?? '' })} onCancel={onCancel}>
      {warehouses.data ? (
        <RefundForm order={order} warehouses={warehouses.data} onRefund={onRefund} />
      ) : warehouses.isError ? (
        <p role="alert" className={styles.formError}>
          {refusalText(warehouses.error, t)}
        </p>
      ) : (
        <p role="status" className={styles.muted}>
          {t('admin.remboursements.chargement')}
        </p>
      )}
    </Modal>
  );
}
