import { useEffect } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';
import { writeString } from '../../../lib/browser-storage.ts';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';

/**
 * Entering the checkout stores its full path as the return address, so signing in or up
 * from here (inline or on the sign pages) comes back to it.
 */
export function useCheckoutReturnAddress(): void {
  const { base } = useRouter();
  const [path] = useLocation();
  const search = useSearch();
  const fullPath = `${base}${path}${search ? `?${search}` : ''}`;
  useEffect(() => {
    if (fullPath.startsWith('/') && !fullPath.startsWith('//')) writeString('session', SESSION_KEYS.returnTo, fullPath);
  }, [fullPath]);
}
