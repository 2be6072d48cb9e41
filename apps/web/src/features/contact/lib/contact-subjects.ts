/** What a message is about; the value is sent as `sujet` (ContactSchema: lower-case letters and dashes). */
export const CONTACT_SUBJECTS = ['question', 'commande', 'partenaire', 'presse', 'autre'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

const isContactSubject = (value: unknown): value is ContactSubject =>
  (CONTACT_SUBJECTS as readonly unknown[]).includes(value);

/**
 * The subject a visitor arrives with: `?subject=partenaire` from the home page's partner call,
 * an order from /contact/{commande}, otherwise a general question.
 */
export function initialSubject(search: string, commande: string | undefined): ContactSubject {
  const fromQuery = new URLSearchParams(search).get('subject');
  if (isContactSubject(fromQuery)) return fromQuery;
  return commande ? 'commande' : 'question';
}
