import { useId, useState, type ReactNode } from 'react';
import styles from './collapsible.module.css';

/** A short vibration on collapsible toggles, where the device can (and wants to). */
export function vibrateBriefly(): void {
  try {
    if (typeof navigator !== 'undefined') navigator.vibrate?.(100);
  } catch (error) {
    // Unsupported vibration is only logged.
    console.info('vibration unavailable', error);
  }
}

export interface CollapsibleProps {
  /** What the toggle button says (a question, a section title). */
  title: ReactNode;
  children: ReactNode;
  /** The heading level wrapping the button, so the outline of the page stays right. */
  headingLevel?: 2 | 3 | 4;
  /** Uncontrolled start state. */
  defaultOpen?: boolean;
  /** Controlled state, with onOpenChange. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A disclosure (WAI-ARIA pattern): a heading holding a button with aria-expanded and
 * aria-controls, and the panel it shows. The height animates in CSS (grid rows 0fr → 1fr,
 * 250 ms, off under prefers-reduced-motion); a closed panel is visibility:hidden, so its
 * content is neither read nor focusable. The panel is a plain div without aria-labelledby (not
 * allowed on a div without a role); a region role per panel would crowd a long FAQ's landmarks.
 */
export function Collapsible({
  title,
  children,
  headingLevel = 3,
  defaultOpen = false,
  open,
  onOpenChange,
  className,
}: CollapsibleProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const Heading = `h${headingLevel}` as const;

  const toggle = () => {
    vibrateBriefly();
    if (open === undefined) setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };

  return (
    <div className={`${styles.collapsible} ${className ?? ''}`} data-open={isOpen}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={toggle}
        >
          <span className={styles.title}>{title}</span>
          <span className={styles.mark} aria-hidden="true" />
        </button>
      </Heading>
      <div id={panelId} className={styles.panel} data-open={isOpen}>
        <div className={styles.clip}>
          <div className={styles.content}>{children}</div>
        </div>
      </div>
    </div>
  );
}
