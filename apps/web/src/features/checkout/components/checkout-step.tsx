import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from './checkout.module.css';

/** One numbered step of the checkout: a section named by its heading. */
export function CheckoutStep({
  number,
  id,
  title,
  children,
}: {
  number: number;
  id: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.step} aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`} className={styles.stepTitle}>
        <span className={styles.stepNumber} aria-hidden="true">
          {number}
        </span>
        <span className="visually-hidden">{t('checkout.etape', { numero: number })}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}
