import { useState } from 'react';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import styles from '../admin.module.css';
import { CatalogueTab } from './catalogue-tab.tsx';
import { MessagesTab } from './messages-tab.tsx';

type Tab = 'messages' | 'catalogue';

/**
 * /:lang/ad/trads: the interface messages per language (shipped text or the staff's own, edited
 * in place, machine suggestions to review, reset to the shipped text after a confirmation), and
 * the completeness of the catalogue's translations with what is missing or outdated.
 */
export function TradsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.trads.titre'));
  const [tab, setTab] = useState<Tab>('messages');
  const { announcement, ...announce } = useAnnouncer();
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.trads.titre')}</h1>
      <Tabs
        label={t('admin.trads.onglets')}
        activeId={tab}
        onSelect={(id) => setTab(id as Tab)}
        tabs={[
          { id: 'messages', label: t('admin.trads.onglet_messages'), panelId: 'trads-panel' },
          { id: 'catalogue', label: t('admin.trads.onglet_catalogue'), panelId: 'trads-panel' },
        ]}
      />
      <Announcer announcement={announcement} />
      <section id="trads-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className={styles.panel}>
        {tab === 'messages' ? <MessagesTab announce={announce} /> : <CatalogueTab />}
      </section>
    </div>
  );
}
