import type { Locale, ShopInfo } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClassName } from '../../../components/ui/button.ts';
import { useLocale, useLocaleTag } from '../../../lib/locale-context.tsx';
import { WINDOW_EVENTS } from '../../../lib/storage-keys.ts';
import type { LegalBlock, LegalBody, LegalDocument, LegalSection } from '../legal/legal-types.ts';
import { formatIsoDate } from '../lib/format-date.ts';
import { fillPlaceholders } from '../lib/placeholders.ts';
import { IdentityCard } from './identity-card.tsx';
import styles from './legal-document-view.module.css';

/** Opens the cookie settings dialog (the cookie feature listens for this event). */
const openCookieSettings = () => window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.cookiesOpen));

/** A text with its {{field}} placeholders filled; e-mail and phone become links. */
function FilledText({ text, info }: { text: string; info: ShopInfo }) {
  return (
    <>
      {fillPlaceholders(text, info).map((part, index) => {
        if (part.kind === 'text') return part.text;
        if (part.field === 'email' && part.value) {
          return (
            <a key={index} href={`mailto:${part.value}`}>
              {part.value}
            </a>
          );
        }
        if (part.field === 'telephone' && part.value) {
          return (
            <a key={index} href={`tel:${part.value.replace(/[^\d+]/gu, '')}`} className={styles.nowrap}>
              {part.value}
            </a>
          );
        }
        return part.value;
      })}
    </>
  );
}

function Block({ block, info }: { block: LegalBlock; info: ShopInfo }) {
  const { t } = useTranslation();
  if (typeof block === 'string') {
    return (
      <p>
        <FilledText text={block} info={info} />
      </p>
    );
  }
  if ('identity' in block) return <IdentityCard info={info} />;
  if ('cookieSettings' in block) {
    return (
      <p>
        <button type="button" className={buttonClassName('secondary')} onClick={openCookieSettings}>
          {t('pied.cookies')}
        </button>
      </p>
    );
  }
  return (
    <ul>
      {block.list.map((item, index) => (
        <li key={index}>
          <FilledText text={item} info={info} />
        </li>
      ))}
    </ul>
  );
}

/** The section's text in the page's language where a translation exists, else the French one (marked lang="fr"). */
function sectionBlocks(
  section: LegalSection,
  locale: Locale,
  body: LegalBody | null,
): { blocks: LegalBlock[]; isFrench: boolean } {
  const translated = locale === 'fr' ? undefined : body?.[section.id];
  return translated ? { blocks: translated, isFrench: false } : { blocks: section.blocks, isFrench: locale !== 'fr' };
}

interface LegalDocumentViewProps {
  document: LegalDocument;
  /** The text in the page's language (null in French). */
  body: LegalBody | null;
  info: ShopInfo;
}

/** A legal page: title, revision date, the "French prevails" note outside France's language, then its sections. */
export function LegalDocumentView({ document, body, info }: LegalDocumentViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeTag = useLocaleTag();
  const hasFrenchText = locale !== 'fr' && document.sections.some((section) => !body?.[section.id]);
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('conditions.surtitre')}</p>
        <h1 className={styles.title}>{document.title[locale]}</h1>
        <p className={styles.updated}>
          {t('conditions.mise_a_jour', { date: formatIsoDate(document.updated, localeTag) })}
        </p>
      </header>
      {locale !== 'fr' && (
        <p className={styles.note} role="note">
          {t('conditions.version_francaise')} {hasFrenchText && t('conditions.texte_en_francais')}
        </p>
      )}
      {document.sections.map((section) => {
        const { blocks, isFrench } = sectionBlocks(section, locale, body);
        return (
          <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`legal-${section.id}`}>
            <h2 id={`legal-${section.id}`} className={styles.heading}>
              {section.heading[locale]}
            </h2>
            <div className={styles.text} {...(isFrench ? { lang: 'fr' } : {})}>
              {blocks.map((block, index) => (
                <Block key={index} block={block} info={info} />
              ))}
            </div>
          </section>
        );
      })}
    </article>
  );
}
