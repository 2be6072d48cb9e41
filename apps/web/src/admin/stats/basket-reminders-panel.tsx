import { formatEuros, type BasketReminderStats } from '@boutique/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { QueryView } from '../kit/query-view.tsx';
import styles from '../admin.module.css';
import type { Period } from './stats-period.ts';
import own from './stats.module.css';
import { Panel } from '../kit/panel.tsx';

/** GET /api/admin/relances-panier?du=&au=: the basket reminders of a period and what they brought back. */
const remindersQueryOptions = ({ du, au }: Period) =>
  queryOptions({
    queryKey: ['admin', 'relances-panier', du, au] as const,
    queryFn: ({ signal }) =>
      apiRequest<BasketReminderStats>(`/admin/relances-panier?${new URLSearchParams({ du, au })}`, { signal }),
    retry: false,
  });

/** The period's basket reminders: sent, baskets paid after theirs, and that revenue. */
export function BasketRemindersPanel({ period }: { period: Period }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const stats = useQuery(remindersQueryOptions(period));
  return (
    <Panel title={t('admin.stats.relances.titre')}>
      <p className={styles.muted}>{t('admin.stats.relances.aide')}</p>
      <QueryView query={stats}>
        {(loaded) => (
          <dl className={own.reminders}>
            <div>
              <dt>{t('admin.stats.relances.envoyees')}</dt>
              <dd className={own.figure}>{loaded.envoyees.toLocaleString(tag)}</dd>
            </div>
            <div>
              <dt>{t('admin.stats.relances.recuperes')}</dt>
              <dd className={own.figure}>{loaded.recuperes.toLocaleString(tag)}</dd>
            </div>
            <div>
              <dt>{t('admin.stats.relances.ca')}</dt>
              <dd className={own.figure}>{formatEuros(loaded.chiffre_affaires, tag)}</dd>
            </div>
          </dl>
        )}
      </QueryView>
    </Panel>
  );
}
