import type { StockAdjustmentInput, StockTransferInput, VariantStock } from '@boutique/domain';
import { Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import ownStyles from '../stocks.module.css';
import { AdjustForm } from './adjust-form.tsx';
import { MovementsList } from './movements-list.tsx';
import { variantName } from './stocks-table.tsx';
import { TransferForm } from './transfer-form.tsx';

/** One variant's stock: its counts, the adjustment and transfer forms, and its ledger. */
export function VariantStockDialog({
  variant,
  warehouses,
  onAdjust,
  onTransfer,
  onCancel,
}: {
  variant: VariantStock;
  warehouses: readonly { id: number; label: string }[];
  onAdjust: (input: StockAdjustmentInput) => Promise<unknown>;
  onTransfer: (input: StockTransferInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const title = t('admin.stocks.dialogue_titre', { produit: variant.produit_label, declinaison: variantName(variant) });
  return (
    <Modal title={title} onCancel={onCancel} placement="side">
      <div className={ownStyles.forms}>
        <dl className={ownStyles.counts}>
          <div>
            <dt>{t('admin.stocks.colonnes.en_vente')}</dt>
            <dd>{variant.total === null ? t('admin.stocks.non_suivi') : variant.total}</dd>
          </div>
          <div>
            <dt>{t('admin.stocks.colonnes.reserve')}</dt>
            <dd>{variant.reserve}</dd>
          </div>
          {warehouses.map((warehouse) => (
            <div key={warehouse.id}>
              <dt>{warehouse.label}</dt>
              <dd>{variant.entrepots.find((row) => row.entrepot_id === warehouse.id)?.quantite ?? 0}</dd>
            </div>
          ))}
        </dl>
        <AdjustForm variant={variant} warehouses={warehouses} onAdjust={onAdjust} />
        <TransferForm warehouses={warehouses} onTransfer={onTransfer} />
        <MovementsList declinaisonId={variant.declinaison_id} />
      </div>
    </Modal>
  );
}
