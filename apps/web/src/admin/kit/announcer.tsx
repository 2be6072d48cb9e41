import { useMemo, useState } from 'react';
import { useErrorText } from './error-text.ts';
import styles from '../admin.module.css';

/** What a screen last said of an action: an outcome (read politely) or a failure (read at once). */
export interface Announcement {
  status: string;
  alert: string;
}

const SILENCE: Announcement = { status: '', alert: '' };

/**
 * A screen's announcements: `say` an outcome, `fail` with an error ("Erreur : …"), `clear` before
 * a new action, and `announcement` for <Announcer>.
 */
export function useAnnouncer() {
  const errorText = useErrorText();
  const [announcement, setAnnouncement] = useState<Announcement>(SILENCE);
  const actions = useMemo(
    () => ({
      say: (status: string) => setAnnouncement({ status, alert: '' }),
      fail: (error: unknown) => setAnnouncement({ status: '', alert: errorText(error) }),
      clear: () => setAnnouncement(SILENCE),
    }),
    [errorText],
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
