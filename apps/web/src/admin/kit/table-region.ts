import styles from '../admin.module.css';

/**
 * The box around a table wider than the screen: it scrolls sideways inside itself (never the
 * page), and is a named group that takes the focus, so a keyboard can scroll it and a screen
 * reader names it (axe's scrollable-region-focusable). A group, not a region: a named region is a
 * landmark, and a landmark per table would crowd the page's own (and double its section's name). A `stacked` table becomes cards on a
 * phone (stacked-table.module.css) and has nothing to scroll there.
 */
export const tableRegion = (label: string, layout: 'stacked' | 'wide' = 'wide') => ({
  className: layout === 'stacked' ? `${styles.tableScroll} ${styles.tableScrollStacked}` : styles.tableScroll,
  role: 'group',
  'aria-label': label,
  tabIndex: 0,
});
