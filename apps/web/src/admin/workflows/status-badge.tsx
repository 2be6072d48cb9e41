import { textColourOn, type OrderStatus, type StatusRow } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocale } from '../../lib/locale-context.tsx';
import { statusesQueryOptions } from './workflows-api.ts';
import styles from './workflows.module.css';

/** A status's label in the page's language (French, the source, when the translation is missing). */
export function statusLabel(status: StatusRow, locale: string) {
  const translated = locale === 'fr' ? '' : status.traductions[locale as 'en' | 'es' | 'de']?.label?.trim();
  return translated || status.label;
}

/**
 * The configured statuses by code, read once and cached; an empty map until they arrive (and if
 * the read fails: the badge then falls back on the interface's own words).
 */
export function useStatuses(): ReadonlyMap<string, StatusRow> {
  const { data } = useQuery(statusesQueryOptions());
  return new Map((data ?? []).map((status) => [status.code, status]));
}

/** An order status in its configured label and colour, the text colour picked for contrast. */
export function StatusBadge({ code, statuses }: { code: OrderStatus; statuses: ReadonlyMap<string, StatusRow> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = statuses.get(code);
  if (!status) return <span className={styles.badge}>{t(`admin.commandes.statuts.${code}`)}</span>;
  return (
    <span
      className={styles.badge}
      data-status={code}
      style={{ backgroundColor: status.couleur, color: textColourOn(status.couleur), borderColor: status.couleur }}
    >
      {statusLabel(status, locale)}
    </span>
  );
}
