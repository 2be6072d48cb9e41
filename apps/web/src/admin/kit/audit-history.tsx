import { formatEuros, type AuditEntry } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Collapsible } from '../../components/ui/collapsible.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { auditsQueryOptions, type RecordKey } from './resource-api.ts';
import styles from '../admin.module.css';
import kit from './kit.module.css';
import { useShopTime } from './shop-time.tsx';

/** Long texts are cut in the history: the record itself holds the whole text. */
const SHOWN_LENGTH = 140;

/** How a value of the diff reads: words for yes and no, the page's locale for amounts. */
interface ValueWords {
  yes: string;
  no: string;
  tag: string;
}

/** A value of the diff as a reader takes it: "—" for none, Oui/Non, euros, lists and objects as JSON. */
function shownValue(value: unknown, isEuros: boolean, { yes, no, tag }: ValueWords): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? yes : no;
  if (isEuros && typeof value === 'number') return formatEuros(value, tag);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}…` : text;
}

interface AuditHistoryProps {
  model: string;
  recordKey: RecordKey;
  /** Field → French label (the descriptor's); a field without one shows its name. */
  fieldLabels: Record<string, string>;
  /** Fields held in cents, shown as euros. */
  euroFields?: readonly string[];
}

/**
 * A record's history (issue 12): who changed it, when, how (creation, change, deletion) and each
 * changed field's value before → after. Closed at first; the history loads when opened.
 */
export function AuditHistory({ model, recordKey, fieldLabels, euroFields = [] }: AuditHistoryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const history = useQuery({ ...auditsQueryOptions(model, recordKey), enabled: open });
  return (
    <section className={styles.panel} aria-label={t('admin.historique.titre')}>
      <Collapsible title={t('admin.historique.titre')} headingLevel={2} open={open} onOpenChange={setOpen}>
        {history.isPending ? (
          <p role="status" className={styles.muted}>
            {t('admin.kit.chargement')}
          </p>
        ) : history.isError ? (
          <p role="alert" className={styles.announceAlert}>
            {t('admin.kit.erreur', { message: history.error.message })}
          </p>
        ) : history.data.length === 0 ? (
          <p className={styles.muted}>{t('admin.historique.vide')}</p>
        ) : (
          <ol className={kit.history}>
            {history.data.map((entry) => (
              <AuditItem key={entry.id} entry={entry} fieldLabels={fieldLabels} euroFields={euroFields} />
            ))}
          </ol>
        )}
      </Collapsible>
    </section>
  );
}

function AuditItem({
  entry,
  fieldLabels,
  euroFields,
}: { entry: AuditEntry } & Required<Pick<AuditHistoryProps, 'fieldLabels' | 'euroFields'>>) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const when = useShopTime('medium').dateTime(entry.created);
  const words: ValueWords = { yes: t('admin.kit.oui'), no: t('admin.kit.non'), tag };
  const fields = Object.entries(entry.diff);
  return (
    <li>
      <p className={kit.historyHead}>
        <strong>{t(`admin.historique.action_${entry.action}`)}</strong>
        {' · '}
        <time dateTime={entry.created}>{when}</time>
        {' · '}
        {entry.user_mail ?? t('admin.historique.compte_supprime')}
      </p>
      {entry.action === 'update' && fields.length > 0 && (
        <dl className={kit.historyDiff}>
          {fields.map(([field, { before, after }]) => (
            <div key={field}>
              <dt>{fieldLabels[field] ?? field}</dt>
              <dd>
                {shownValue(before, euroFields.includes(field), words)}{' '}
                <span aria-label={t('admin.historique.devient')}>→</span>{' '}
                {shownValue(after, euroFields.includes(field), words)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
