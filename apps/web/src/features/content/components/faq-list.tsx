import { Collapsible } from '../../../components/ui/collapsible.tsx';
import type { FaqGroup } from '../lib/faq-groups.ts';
import { TextParagraphs } from './text-paragraphs.tsx';
import styles from './faq-list.module.css';

/** FAQ groups: one section per category, each question a collapsible answer. */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className={styles.groups}>
      {groups.map(({ categorie, faqs }) => (
        <section
          key={categorie.id}
          id={categorie.slug}
          className={styles.group}
          aria-labelledby={`faq-${categorie.slug}`}
        >
          <h2 id={`faq-${categorie.slug}`} className={styles.heading}>
            {categorie.label}
          </h2>
          <div className={styles.items}>
            {faqs.map((faq) => (
              <Collapsible key={faq.id} title={faq.question} headingLevel={3}>
                <TextParagraphs text={faq.reponse} className={styles.answer} />
              </Collapsible>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
