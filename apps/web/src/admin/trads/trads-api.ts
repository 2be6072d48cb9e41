import type {
  CatalogueEntity,
  CatalogueGrid,
  GridRecord,
  Locale,
  MessageEntry,
  MessageList,
  TranslateAnswer,
  TranslateTarget,
} from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const tradsQueryKey = ['admin-trads'] as const;

/** GET /api/admin/traductions: every interface message with its shipped texts and overrides. */
export const messagesOptions = () =>
  queryOptions({
    queryKey: [...tradsQueryKey, 'messages'],
    queryFn: ({ signal }) => apiRequest<MessageList>('/admin/traductions', { signal }).then((answer) => answer.datas),
    retry: false,
  });

/** GET /api/admin/traductions/catalogue: per entity type and language, texts translated and outdated. */
export const gridOptions = () =>
  queryOptions({
    queryKey: [...tradsQueryKey, 'catalogue'],
    queryFn: ({ signal }) =>
      apiRequest<CatalogueGrid>('/admin/traductions/catalogue', { signal }).then((answer) => answer.datas),
    retry: false,
  });

/** The records of a type with texts missing or outdated in a language. */
export const gridRecordsOptions = (entite: CatalogueEntity, locale: TranslateTarget) =>
  queryOptions({
    queryKey: [...tradsQueryKey, 'catalogue', entite, locale],
    queryFn: ({ signal }) =>
      apiRequest<{ datas: GridRecord[] }>(`/admin/traductions/catalogue/${entite}?locale=${locale}`, { signal }).then(
        (answer) => answer.datas,
      ),
    retry: false,
  });

const messagePath = (locale: Locale, cle: string) => `/admin/traductions/${locale}/${encodeURIComponent(cle)}`;

/** PUT: the text of a message in a language, served by the shop at once. */
export const saveMessage = (locale: Locale, cle: string, valeur: string) =>
  apiRequest<{ data: MessageEntry }>(messagePath(locale, cle), { method: 'PUT', body: { valeur } }).then(
    (answer) => answer.data,
  );

/** DELETE: back to the text shipped with the shop. */
export const resetMessage = (locale: Locale, cle: string) =>
  apiRequest<{ data: MessageEntry }>(messagePath(locale, cle), { method: 'DELETE' }).then((answer) => answer.data);

/** POST /api/admin/translate: machine suggestions of French texts, to review (nothing is saved). */
export const suggestTranslations = (texts: string[], target: TranslateTarget) =>
  apiRequest<TranslateAnswer>('/admin/translate', { method: 'POST', body: { texts, source: 'fr', target } }).then(
    (answer) => answer.datas,
  );
