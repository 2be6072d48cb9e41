import { readString } from '../../../lib/browser-storage.ts';

/** Where the shop remembers a referral code met in a ?parrain= link, to offer it at checkout. */
const REFERRAL_KEY = 'od_parrain';

/** The remembered referral code, upper-cased, or '' when there is none. */
export function readReferralCode(): string {
  return (readString('local', REFERRAL_KEY) ?? '').trim().toUpperCase().slice(0, 40);
}
