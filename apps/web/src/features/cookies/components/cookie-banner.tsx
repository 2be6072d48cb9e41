import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/ui/button.ts';
import { saveConsent } from '../../../lib/consent.ts';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import styles from './cookie-banner.module.css';

interface CookieBannerProps {
  onChosen: () => void;
  onCustomize: () => void;
}

/**
 * The first-visit banner: a labelled region, not a modal (the page stays usable). Refusing takes
 * one click, like accepting, with a button of the same look and size beside it (CNIL).
 */
export function CookieBanner({ onChosen, onCustomize }: CookieBannerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const choose = (isAccepted: boolean) => {
    saveConsent({ analytic: isAccepted, marketing: isAccepted });
    onChosen();
  };
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('cookies.titre')}
      </h2>
      <p className={styles.text}>
        {t('cookies.texte')}{' '}
        <Link href={`~${localePath(locale, 'conditions/cookies')}`} className={styles.more}>
          {t('cookies.en_savoir_plus')}
        </Link>
      </p>
      <div className={styles.choices}>
        <button type="button" className={buttonClassName('secondary', styles.choice)} onClick={() => choose(false)}>
          {t('cookies.tout_refuser')}
        </button>
        <button type="button" className={buttonClassName('secondary', styles.choice)} onClick={() => choose(true)}>
          {t('cookies.tout_accepter')}
        </button>
      </div>
      <button type="button" className={buttonClassName('quiet', styles.customize)} onClick={onCustomize}>
        {t('cookies.personnaliser')}
      </button>
    </section>
  );
}
