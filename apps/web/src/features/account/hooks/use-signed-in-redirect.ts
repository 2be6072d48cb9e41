import { useState } from 'react';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { readSession } from '../../../lib/session-store.ts';

/**
 * A signed-in user entering the sign pages goes to the account. Read once on entry, so a
 * sign-in completing on this very page goes to its return address rather than being caught here.
 */
export function useSignedInRedirect(): string | null {
  const locale = useLocale();
  const [isSignedInOnEntry] = useState(() => readSession() !== null);
  return isSignedInOnEntry ? `~${localePath(locale, 'mon-compte')}` : null;
}
