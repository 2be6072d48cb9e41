import { randomInt } from 'node:crypto';

/** Letters and digits read aloud or copied without confusion: no 0/O, 1/I/L. */
const UNAMBIGUOUS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SUFFIX_LENGTH = 4;
const PREFIX_MAX_LENGTH = 12;
/** For a first name with no latin letter or digit left once accents are dropped. */
const FALLBACK_PREFIX = 'ORCAVIAR';

/** The first name as a code prefix: accents dropped, upper-case, letters and digits only. */
export function referralPrefix(prenom: string): string {
  const plain = prenom
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/gu, '')
    .slice(0, PREFIX_MAX_LENGTH);
  return plain === '' ? FALLBACK_PREFIX : plain;
}

/** A referral code: the first name and 4 random unambiguous characters, e.g. "CAMILLE7KQ2". */
export function makeReferralCode(prenom: string, pick: (max: number) => number = randomInt): string {
  let suffix = '';
  for (let index = 0; index < SUFFIX_LENGTH; index += 1) suffix += UNAMBIGUOUS[pick(UNAMBIGUOUS.length)];
  return `${referralPrefix(prenom)}${suffix}`;
}
