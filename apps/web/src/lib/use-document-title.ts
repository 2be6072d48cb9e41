import { useEffect } from 'react';
import { BRAND_NAME } from './brand.ts';

/** Sets the tab title as "Page – Maison Orcaviar" (the brand alone when the page has no title yet). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} – ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}
