import { useHydrated } from '../../lib/use-hydrated.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';

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
