import { LOCALES, type Locale } from '@boutique/domain';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocation, useSearch } from 'wouter';
import { CheckIcon } from '../../components/ui/action-icons.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useModalClose } from '../../components/ui/modal-context.ts';
import { useLocale } from '../../lib/locale-context.tsx';
import { LANGUAGE_NAMES } from './language-names.ts';
import { pathInLanguage, useChangeLanguage } from './use-change-language.ts';
import styles from './language-modal.module.css';

/** The list inside the modal: real links (they work without script and in a new tab), handled in place. */
function LanguageList() {
  const current = useLocale();
  const [path] = useLocation();
  const search = useSearch();
  const changeLanguage = useChangeLanguage();
  const close = useModalClose();

  const choose = async (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (locale !== current) await changeLanguage(locale);
    close();
  };

  return (
    <ul className={styles.list}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <a
            className={styles.option}
            href={pathInLanguage(locale, path, search)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            data-autofocus={locale === current ? '' : undefined}
            onClick={(event) => void choose(event, locale)}
          >
            <span>{LANGUAGE_NAMES[locale]}</span>
            {locale === current && <CheckIcon />}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The centred modal titled with the shop-language label, listing every language, the current one marked. */
export default function LanguageModal({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('langue')} onCancel={onCancel}>
      <LanguageList />
    </Modal>
  );
}
