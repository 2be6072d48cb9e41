import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { HomeHero } from '../components/home-hero.tsx';

/**
 * /:lang/accueil: the first screen (the house's words and its bottles, whose zones open the
 * products). What lies below it comes from the app (`children`), loaded on its own so the home
 * route's entry stays within its budget.
 */
export function HomePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('accueil.titre_page'));
  return (
    <>
      <HomeHero />
      {children}
    </>
  );
}
