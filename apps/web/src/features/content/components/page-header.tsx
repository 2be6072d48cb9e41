import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  /** Centred on editorial pages (FAQ), flush left beside a navigation (legal pages). */
  align?: 'centre' | 'start';
}

/** The head of a content page: a small-caps eyebrow, the serif title and an optional introduction. */
export function PageHeader({ eyebrow, title, children, align = 'centre' }: PageHeaderProps) {
  return (
    <header className={styles.header} data-align={align}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      {children && <div className={styles.intro}>{children}</div>}
    </header>
  );
}
