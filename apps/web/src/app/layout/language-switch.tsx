import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { GlobeIcon } from '../../components/ui/header-icons.tsx';
import { useLocale } from '../../lib/locale-context.tsx';
import { LANGUAGE_NAMES } from './language-names.ts';
import headerStyles from './site-header.module.css';
import styles from './language-switch.module.css';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** The modal is fetched on first intent (hover, focus, tap), not with the home page. */
const loadLanguageModal = () => import('./language-modal.tsx');
const LanguageModal = lazy(loadLanguageModal);

/**
 * The header's language button ("FR"); it opens the language modal. Its name holds the code it
 * shows, so a voice user can say what they see (WCAG 2.5.3, Label in Name), and not between
 * parentheses: checkers (axe 4.14) leave a parenthesised part out of the name they compare.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [isOpen, setOpen] = useState(false);
  // Drawn on the server, it shows before its script runs: a click then would be lost.
  const isHydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        className={`${headerStyles.iconButton} ${styles.trigger}`}
        aria-label={t('entete.langue_actuelle', { langue: LANGUAGE_NAMES[locale], code: locale.toUpperCase() })}
        aria-haspopup="dialog"
        disabled={!isHydrated}
        onPointerEnter={() => void loadLanguageModal()}
        onFocus={() => void loadLanguageModal()}
        onClick={() => setOpen(true)}
      >
        <GlobeIcon />
        <span className={styles.code}>{locale}</span>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <LanguageModal onCancel={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
