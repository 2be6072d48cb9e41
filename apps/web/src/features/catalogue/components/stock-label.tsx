import type { StockInfo } from '@boutique/domain';
import { useStockText } from '../lib/use-stock-text.ts';
import styles from './stock-label.module.css';

/** A variant's stock in colour and words (never colour alone): a tinted dot, then the label. */
export function StockLabel({ info }: { info: StockInfo }) {
  const { text, tone } = useStockText(info);
  return (
    <p className={styles.stock} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
