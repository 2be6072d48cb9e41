import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { readString, writeString } from '../../../lib/browser-storage.ts';

/** Local storage key of the referral code a visitor arrived with (the checkout applies it). */
export const REFERRAL_STORAGE_KEY = 'od_parrain';

/** Codes as the shop makes them: letters and digits; anything else in the address is ignored. */
const CODE_PATTERN = /^[A-Z0-9]{2,40}$/u;

/** The referral code of an address's query string (`?parrain=CAMILLE7KQ2`), upper-cased, or null. */
export function referralCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get('parrain')?.trim().toUpperCase() ?? '';
  return CODE_PATTERN.test(code) ? code : null;
}

/** The referral code remembered on this browser, or null. */
export function readReferralCode(): string | null {
  return readString('local', REFERRAL_STORAGE_KEY);
}

/** Remembers `?parrain=CODE` from whichever page a shared link opens; the latest link wins. */
export function useReferralCapture(): void {
  const search = useSearch();
  useEffect(() => {
    const code = referralCodeOf(search);
    if (code) writeString('local', REFERRAL_STORAGE_KEY, code);
  }, [search]);
}
