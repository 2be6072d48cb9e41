import type { Faq, Locale } from '@boutique/domain';
import { apiRequest, resolveRequestLocale } from '../../../lib/api-client.ts';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';
import { useStoredList } from './stored-query.ts';

/** GET /api/faqs (FaqListSchema); typed, not parsed, to keep zod out of the shopper bundle. */
interface FaqListAnswer {
  code: number;
  datas: Faq[];
}

export async function fetchFaqs(signal?: AbortSignal): Promise<Faq[]> {
  return (await apiRequest<FaqListAnswer>('/faqs', signal ? { signal } : {})).datas;
}

/** Every FAQ entry (global and product sections) in the texts' language. */
export function useFaqs(routeLocale: Locale) {
  return useStoredList<Faq>({
    name: 'faqs',
    storageKey: SESSION_KEYS.faqs,
    locale: resolveRequestLocale(routeLocale),
    fetchList: fetchFaqs,
  });
}
