import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';

/**
 * Keeps unsaved changes from being lost: while `dirty`, closing or reloading the tab asks the
 * browser's question (beforeunload), and an in-app link or the kit's own navigation asks ours.
 * Returns `leave(href)` for the page's buttons and the dialog to render.
 */
export function useUnsavedGuard(dirty: boolean) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    // Links of the admin (navigation, breadcrumbs) are caught before wouter follows them.
    const catchLink = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.download) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (new URL(link.href, window.location.href).origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(`~${link.pathname}${link.search}`);
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', catchLink, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', catchLink, true);
    };
  }, [dirty]);

  const leave = useCallback((href: string) => (dirty ? setPending(href) : navigate(href)), [dirty, navigate]);
  const dialog = pending && (
    <ConfirmDialog
      title={t('admin.kit.quitter_titre')}
      message={t('admin.kit.quitter_question')}
      confirmLabel={t('admin.kit.quitter')}
      onConfirm={() => navigate(pending)}
      onCancel={() => setPending(null)}
    />
  );
  return { leave, dialog };
}
