import styles from '../admin.module.css';

/**
 * The box around a table wider than the screen: it scrolls sideways inside itself (never the
 * page), and is a named region that takes the focus, so a keyboard can scroll it and a screen
 * reader names it (axe's scrollable-region-focusable). A `stacked` table becomes cards on a
 * phone (stacked-table.module.css) and has nothing to scroll there.
 */
export const tableRegion = (label: string, layout: 'stacked' | 'wide' = 'wide') => ({
  className: layout === 'stacked' ? `${styles.tableScroll} ${styles.tableScrollStacked}` : styles.tableScroll,
  role: 'region',
  'aria-label': label,
  tabIndex: 0,
});
