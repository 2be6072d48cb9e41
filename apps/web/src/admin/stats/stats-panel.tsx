import type { ReactNode } from 'react';
import styles from '../admin.module.css';

/** One section of the report, named by its heading. */
export function StatsPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
