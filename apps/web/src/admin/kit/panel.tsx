import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styles from '../admin.module.css';

type PanelProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  title: ReactNode;
  /** Buttons or links shown across from the title. */
  actions?: ReactNode;
};

/** A titled panel of a back-office page; its heading names the region for screen readers. */
export function Panel({ title, actions, className, children, ...section }: PanelProps) {
  const id = useId();
  const heading = (
    <h2 id={id} className={styles.panelTitle}>
      {title}
    </h2>
  );
  return (
    <section {...section} className={className ? `${styles.panel} ${className}` : styles.panel} aria-labelledby={id}>
      {actions ? (
        <div className={styles.panelHead}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
