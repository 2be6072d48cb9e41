import { hasScope, SCOPES } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useStoredSessionToken } from '../../lib/session-store.ts';
import { dashboardQueryOptions } from '../dashboard/dashboard-query.ts';
import styles from '../admin.module.css';

/**
 * The server's PUBLIC_URL, read from the dashboard's answer once per app load: the frame shows it
 * on every page, so it must not cost a request per navigation (the dashboard page still refreshes
 * its own figures, and this reading follows them).
 */
const publicUrlQueryOptions = () => ({
  ...dashboardQueryOptions(),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  select: (data: { adresse_publique: string }) => data.adresse_publique,
});

/** The origin of an address, or null when it is not one (a PUBLIC_URL typed without its scheme). */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * Downloads (invoices, parcels' slips) and mails are made with the server's PUBLIC_URL, which
 * defaults to http://localhost:PORT: an owner who opens the back office at another address would
 * get links that lead nowhere. Says so, and what to set, when the address in use differs. Waits
 * for hydration, since the server has no idea of the address the browser used.
 */
export function PublicUrlWarning({ publicUrl }: { publicUrl: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const current = window.location.origin;
  if (originOf(publicUrl) === current) return null;
  return (
    <div role="alert" className={styles.announceAlert}>
      <p>{t('admin.adresse_publique.differente', { publique: publicUrl, actuelle: current })}</p>
      <p>{t('admin.adresse_publique.a_faire', { actuelle: current })}</p>
    </div>
  );
}

/** The warning above every back-office page, for admins (only they can read the dashboard). */
export function FramePublicUrlWarning({ className }: { className?: string }) {
  const session = useStoredSessionToken();
  const isAdmin = hasScope(session?.scopes ?? [], SCOPES.admin);
  const publicUrl = useQuery({ ...publicUrlQueryOptions(), enabled: isAdmin });
  if (publicUrl.data === undefined) return null;
  return (
    <div className={className}>
      <PublicUrlWarning publicUrl={publicUrl.data} />
    </div>
  );
}
