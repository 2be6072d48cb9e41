import type { StockInfo } from '@boutique/domain';
import { useStockText } from '../../lib/use-stock-text.ts';
import styles from './stock-label.module.css';

/**
 * A variant's stock in colour and words (never colour alone): a tinted dot, then the label.
 * `requested` is the quantity the shopper is about to hold (1 by default).
 */
export function StockLabel({ info, requested = 1 }: { info: StockInfo; requested?: number }) {
  const { text, tone } = useStockText(info, requested);
  return (
    <p className={styles.stock} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
