import type { AuditEntry } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Collapsible } from '../../components/ui/collapsible.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { auditsQueryOptions, type RecordKey } from './resource-api.ts';
import styles from '../admin.module.css';
import kit from './kit.module.css';
import { useShopTime } from './shop-time.tsx';
import { QueryView } from './query-view.tsx';
import { AuditChanges } from './audit-changes.tsx';

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
        <QueryView query={history} isEmpty={(loaded) => loaded.length === 0} empty={t('admin.historique.vide')}>
          {(loaded) => (
            <ol className={kit.history}>
              {loaded.map((entry) => (
                <AuditItem key={entry.id} entry={entry} fieldLabels={fieldLabels} euroFields={euroFields} />
              ))}
            </ol>
          )}
        </QueryView>
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
  const when = useShopTime('medium').dateTime(entry.created);
  return (
    <li>
      <p className={kit.historyHead}>
        <strong>{t(`admin.historique.action_${entry.action}`)}</strong>
        {' · '}
        <time dateTime={entry.created}>{when}</time>
        {' · '}
        {entry.user_mail ?? t('admin.historique.compte_supprime')}
      </p>
      {entry.action === 'update' && (
        <AuditChanges diff={entry.diff} fieldLabels={fieldLabels} euroFields={euroFields} />
      )}
    </li>
  );
}
