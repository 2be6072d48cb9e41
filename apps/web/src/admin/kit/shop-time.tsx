import { shopDateTimeFormat } from '@boutique/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import styles from '../admin.module.css';

type Style = 'short' | 'medium' | 'long';

/**
 * The back office's one rule for showing an instant: in the shop's time zone (Paris), never the
 * browser's, so a time reads the same on every screen and for every member of staff.
 * `dateTime` shows day and time, `date` the day alone (the Paris day holding the instant).
 */
export function useShopTime(dateStyle: Style = 'short', timeStyle: Style | null = 'short') {
  const tag = useLocaleTag();
  return useMemo(() => {
    const withTime = shopDateTimeFormat(tag, timeStyle ? { dateStyle, timeStyle } : { dateStyle });
    const dayOnly = shopDateTimeFormat(tag, { dateStyle });
    const instant = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);
    return {
      dateTime: (value: string | Date) => withTime.format(instant(value)),
      date: (value: string | Date) => dayOnly.format(instant(value)),
    };
  }, [tag, dateStyle, timeStyle]);
}

/** Says on screen which clock the page's times follow. */
export function ShopTimeNote() {
  const { t } = useTranslation();
  return <p className={styles.muted}>{t('admin.heure_paris')}</p>;
}
