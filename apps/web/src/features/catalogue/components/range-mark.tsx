import styles from './range-mark.module.css';

/**
 * A small pearl in the range's colour. Drawn as an SVG fill attribute rather than a style so the
 * strict CSP (style-src 'self') holds; a colour that is not plain hex falls back to caviar gold.
 */
export function RangeMark({ colour }: { colour: string | null | undefined }) {
  const fill = colour && /^#[0-9a-f]{3,8}$/iu.test(colour) ? colour : '#a8824a';
  return (
    <svg className={styles.mark} aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 14 14">
      <circle className={styles.pearl} cx="7" cy="7" r="6" fill={fill} />
      <circle cx="5" cy="5" r="1.6" fill="#ffffff" fillOpacity="0.45" />
    </svg>
  );
}
