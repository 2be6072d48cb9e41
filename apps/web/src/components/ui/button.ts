import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

/** Class names of the three button styles (design.md), for <button> and for links that look like buttons. */
export function buttonClassName(variant: ButtonVariant, extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}
