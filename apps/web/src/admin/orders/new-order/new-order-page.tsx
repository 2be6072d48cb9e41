import { formatEuros, type StaffOrderInput, type StaffVariant } from '@boutique/domain';
import { useState } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { createStaffOrder, type CustomerHit } from './new-order-api.ts';
import { OrderLinesEditor } from './order-lines-editor.tsx';
import { PaymentSection } from './payment-section.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import { useOrderQuote } from './use-order-quote.ts';
import { useNameMirror, useStaffOrderForm } from './use-staff-order-form.ts';
import styles from '../../admin.module.css';

type Values = StaffOrderInput;

/**
 * /:lang/ad/nouveau-commande: staff place an order for a customer (found, or created on the spot):
 * variants with their live stock, the address, the delivery, the server's totals; then a payment
 * link bound to the order (sent by mail or SMS) or a payment received offline, after confirmation.
 */
export function NewOrderPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.nouvelle_commande.titre'));
  const tag = useLocaleTag();
  const [, navigate] = useLocation();
  const [customer, setCustomer] = useState<CustomerHit | null>(null);
  const [known, setKnown] = useState<Record<number, StaffVariant>>({});
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const form = useStaffOrderForm(known);
  const values = useWatch({ control: form.control }) as Values;
  const isNewCustomer = values.client?.type === 'nouveau';
  const resetNameMirror = useNameMirror(form);
  const quote = useOrderQuote(values, isNewCustomer || customer !== null);
  const euros = (cents: number) => formatEuros(cents, tag);

  const send = async (input: Values) => {
    setFormError(null);
    try {
      const created = await createStaffOrder(input);
      navigate(`/commandes/${created.hash}`);
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? (failure.errors ?? {}) : {};
      for (const [field, messages] of Object.entries(fieldErrors)) {
        form.setError(field as FieldPath<Values>, { type: 'server', message: messages[0] });
      }
      setFormError(
        failure instanceof ApiError && failure.code !== 0
          ? failure.message
          : t('admin.nouvelle_commande.erreur_reseau'),
      );
    }
  };

  const total = quote.data ? euros(quote.data.totaux.total_ttc) : '';
  return (
    <div className={styles.page}>
      <p>
        <Link href="/commandes">{t('admin.nouvelle_commande.retour')}</Link>
      </p>
      <h1 className={styles.pageTitle}>{t('admin.nouvelle_commande.titre')}</h1>
      <form noValidate onSubmit={(event) => void form.handleSubmit((input) => setConfirming(input))(event)}>
        <CustomerPicker
          form={form}
          customer={customer}
          onCustomer={setCustomer}
          isNewCustomer={isNewCustomer}
          onNewCustomer={resetNameMirror}
        />
        <OrderLinesEditor
          form={form}
          known={known}
          onVariantSeen={(variant) => setKnown((current) => ({ ...current, [variant.declinaison_id]: variant }))}
          euros={euros}
        />
        <DeliverySection form={form} values={values} customer={customer} quote={quote} euros={euros} />
        <QuoteSummary quote={quote} euros={euros} />
        <PaymentSection form={form} values={values} formError={formError} />
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('admin.nouvelle_commande.confirmer_titre')}
          message={
            confirming.paiement.mode === 'lien'
              ? t('admin.nouvelle_commande.confirmer_lien', { total })
              : t('admin.nouvelle_commande.confirmer_hors_ligne', { total })
          }
          confirmLabel={
            confirming.paiement.mode === 'lien'
              ? t('admin.nouvelle_commande.envoyer_lien')
              : t('admin.nouvelle_commande.enregistrer')
          }
          onConfirm={() => void send(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
