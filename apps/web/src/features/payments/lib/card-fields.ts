/** Card field rules of the test-mode form: light checks so the payer gets a clear message first. */

/** Digits only, grouped by four as cards print them: "4242 4242 4242 4242". */
export function formatCardNumber(text: string): string {
  return text
    .replace(/\D/gu, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/gu, '$1 ');
}

/** "0428" or "04/28" typed → "04/28". */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/gu, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const isCardNumberComplete = (text: string) => /^\d{12,19}$/u.test(text.replace(/\s/gu, ''));

/** A month 01–12 and a year, not before the current month. */
export function isExpiryValid(text: string, now = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/u.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

export const isCvcValid = (text: string) => /^\d{3,4}$/u.test(text);

/** The test cards the simulated provider knows (they mirror Stripe's test mode). */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0025 0000 3155', outcome: 'authentication' },
] as const;
