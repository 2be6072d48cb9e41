import { SettingsTopicSchema, type SettingsByTopic, type SettingsTopic } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ApresVenteFields } from './after-sale-topic.tsx';
import { AccueilFields } from './home-topic.tsx';
import { RelancesFields } from './reminders-topic.tsx';
import { SecuriteFields } from './security-topic.tsx';
import { settingsQueryOptions } from './settings-api.ts';
import { AmbassadeursFields, LivraisonFields, SocieteFields } from './simple-topics.tsx';
import { TopicForm, type TopicFormApi } from './topic-form.tsx';
import { TvaFields } from './vat-topic.tsx';
import styles from '../admin.module.css';
import local from './settings.module.css';
import { QueryView } from '../kit/query-view.tsx';

/** Each topic's name, introduction and fields (message keys written out for the key extractor). */
const TOPICS: Record<SettingsTopic, { title: string; intro: string; fields: (form: TopicFormApi) => ReactNode }> = {
  societe: {
    title: 'admin.reglages.themes.societe',
    intro: 'admin.reglages.intro.societe',
    fields: (form) => <SocieteFields form={form} />,
  },
  livraison: {
    title: 'admin.reglages.themes.livraison',
    intro: 'admin.reglages.intro.livraison',
    fields: (form) => <LivraisonFields form={form} />,
  },
  ambassadeurs: {
    title: 'admin.reglages.themes.ambassadeurs',
    intro: 'admin.reglages.intro.ambassadeurs',
    fields: (form) => <AmbassadeursFields form={form} />,
  },
  accueil: {
    title: 'admin.reglages.themes.accueil',
    intro: 'admin.reglages.intro.accueil',
    fields: (form) => <AccueilFields form={form} />,
  },
  tva: {
    title: 'admin.reglages.themes.tva',
    intro: 'admin.reglages.intro.tva',
    fields: (form) => <TvaFields form={form} />,
  },
  apres_vente: {
    title: 'admin.reglages.themes.apres_vente',
    intro: 'admin.reglages.intro.apres_vente',
    fields: (form) => <ApresVenteFields form={form} />,
  },
  securite: {
    title: 'admin.reglages.themes.securite',
    intro: 'admin.reglages.intro.securite',
    fields: (form) => <SecuriteFields form={form} />,
  },
  relances: {
    title: 'admin.reglages.themes.relances',
    intro: 'admin.reglages.intro.relances',
    fields: (form) => <RelancesFields form={form} />,
  },
};
const ORDER = SettingsTopicSchema.options;

/**
 * /:lang/ad/configurations[/:topic]: the shop's settings, one form per topic (company identity,
 * delivery, ambassadors, home page), in the units people use. Internal keys never appear here.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const params = useParams<{ topic?: string }>();
  const parsed = SettingsTopicSchema.safeParse(params.topic ?? 'societe');
  useDocumentTitle(t('admin.reglages.titre'));
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.reglages.titre')}</h1>
      <nav aria-label={t('admin.reglages.themes_label')}>
        <ul className={local.topics}>
          {ORDER.map((topic) => (
            <li key={topic}>
              <Link
                href={`/configurations/${topic}`}
                className={local.topic}
                aria-current={parsed.success && parsed.data === topic ? 'page' : undefined}
              >
                {t(TOPICS[topic].title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {parsed.success ? (
        <TopicScreen key={parsed.data} topic={parsed.data} />
      ) : (
        <p className={styles.muted}>{t('admin.kit.introuvable')}</p>
      )}
    </div>
  );
}

function TopicScreen<T extends SettingsTopic>({ topic }: { topic: T }) {
  const { t } = useTranslation();
  const query = useQuery(settingsQueryOptions(topic));
  const spec = TOPICS[topic];
  return (
    <section aria-labelledby={`reglages-${topic}`}>
      <h2 id={`reglages-${topic}`} className={styles.panelTitle}>
        {t(spec.title)}
      </h2>
      <p className={local.intro}>{t(spec.intro)}</p>
      <QueryView query={query}>
        {(loaded) => (
          <TopicForm topic={topic} values={loaded as SettingsByTopic[T]}>
            {spec.fields}
          </TopicForm>
        )}
      </QueryView>
    </section>
  );
}
