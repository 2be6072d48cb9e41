import { readConsent } from '../../../lib/consent.ts';
import type { CookieConsentMode } from '../cookie-consent-host.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { CookieSettingsDialog } from './cookie-settings-dialog.tsx';

interface CookieConsentProps {
  mode: Exclude<CookieConsentMode, 'hidden'>;
  onModeChange: (mode: CookieConsentMode) => void;
}

/**
 * The banner or the settings, never both: opening the settings hides the banner, and closing
 * them without any saved choice brings the banner back.
 */
export default function CookieConsent({ mode, onModeChange }: CookieConsentProps) {
  if (mode === 'settings') {
    return <CookieSettingsDialog onClosed={() => onModeChange(readConsent() ? 'hidden' : 'banner')} />;
  }
  return <CookieBanner onChosen={() => onModeChange('hidden')} onCustomize={() => onModeChange('settings')} />;
}
