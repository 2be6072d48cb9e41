import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useSearch } from 'wouter';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ContactDetails } from '../components/contact-details.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { initialSubject } from '../lib/contact-subjects.ts';
import styles from './contact-page.module.css';

interface ContactPageProps {
  params: { commande?: string | undefined };
}

/**
 * /:lang/contact and /:lang/contact/{commande}: the form beside the shop's details. The home
 * page's partner call arrives with ?subject=partenaire, which changes the heading and subject.
 */
export function ContactPage({ params }: ContactPageProps) {
  const { t } = useTranslation();
  const search = useSearch();
  const commande = params.commande ? decodeURIComponent(params.commande) : undefined;
  const subject = initialSubject(search, commande);
  const isPartner = subject === 'partenaire';
  const title = t(isPartner ? 'contact.titre_partenaire' : 'contact.titre');
  useDocumentTitle(isPartner ? title : t('contact.titre_page'));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t(isPartner ? 'contact.surtitre_partenaire' : 'contact.surtitre')}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{t(isPartner ? 'contact.introduction_partenaire' : 'contact.introduction')}</p>
      </header>
      <div className={styles.layout}>
        {/* A new subject or order (a link followed from this page) starts a fresh form. */}
        <ContactForm key={`${subject}:${commande ?? ''}`} subject={subject} commande={commande} />
        <ContactDetails />
      </div>
    </div>
  );
}
