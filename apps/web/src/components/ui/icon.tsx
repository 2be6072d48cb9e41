/**
 * Line icons drawn for the shop (thin strokes in the text colour, to sit with the serif), inline
 * so they cost no request and follow the theme. Decorative: the control carrying one names itself.
 */
import type { ReactNode } from 'react';

export function Icon({ children, size = 22 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.25"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
