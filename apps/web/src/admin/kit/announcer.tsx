import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';

/** What a screen last said of an action: an outcome (read politely) or a failure (read at once). */
export interface Announcement {
  status: string;
  alert: string;
}

const SILENCE: Announcement = { status: '', alert: '' };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A screen's announcements: `say` an outcome, `fail` with an error ("Erreur : …"), `clear` before
 * a new action, and `announcement` for <Announcer>.
 */
export function useAnnouncer() {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState<Announcement>(SILENCE);
  const actions = useMemo(
    () => ({
      say: (status: string) => setAnnouncement({ status, alert: '' }),
      fail: (error: unknown) =>
        setAnnouncement({ status: '', alert: t('admin.kit.erreur', { message: errorText(error) }) }),
      clear: () => setAnnouncement(SILENCE),
    }),
    [t],
  );
  return { announcement, ...actions };
}

/** What a part of a screen needs to speak through the screen's announcer. */
export type Announce = Pick<ReturnType<typeof useAnnouncer>, 'say' | 'fail'>;

/** The two live regions, always in the page so screen readers hear what lands in them. */
export function Announcer({ announcement }: { announcement: Announcement }) {
  return (
    <div className={styles.announce}>
      <p role="status" className={styles.announceStatus}>
        {announcement.status}
      </p>
      <p role="alert" className={styles.announceAlert}>
        {announcement.alert}
      </p>
    </div>
  );
}
