import { formatEuros, type AuditEntry } from '@boutique/domain';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import kit from './kit.module.css';

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

/**
 * An audited write's changed fields, each as its value before → after (a creation has nothing
 * before, a deletion nothing after). Nothing when no field changed.
 */
export function AuditChanges({
  diff,
  fieldLabels = {},
  euroFields = [],
}: {
  diff: AuditEntry['diff'];
  /** Field → label; a field without one shows its name. */
  fieldLabels?: Record<string, string>;
  /** Fields held in cents, shown as euros. */
  euroFields?: readonly string[];
}) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const words: ValueWords = { yes: t('admin.kit.oui'), no: t('admin.kit.non'), tag };
  const fields = Object.entries(diff);
  if (fields.length === 0) return null;
  return (
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
  );
}
