import type { StockInfo } from '@boutique/domain';
import { useStockText } from '../../lib/use-stock-text.ts';
import styles from './stock-label.module.css';

/**
 * A variant's stock in colour and words (never colour alone): a tinted dot, then the label.
 * `requested` is the quantity the shopper is about to hold (1 by default); `id` lets a disabled
 * add button point at the label that says why.
 */
export function StockLabel({ info, requested = 1, id }: { info: StockInfo; requested?: number; id?: string }) {
  const { text, tone } = useStockText(info, requested);
  return (
    <p className={styles.stock} data-tone={tone} id={id}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
