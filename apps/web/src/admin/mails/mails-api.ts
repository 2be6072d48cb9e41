import type { Locale, MailPreview, MailTemplate, MailTemplateEntry, MailTemplateKey } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const mailsQueryKey = ['admin-mails'] as const;

export const mailsOptions = () =>
  queryOptions({
    queryKey: mailsQueryKey,
    queryFn: ({ signal }) => apiRequest<{ datas: MailTemplateEntry[] }>('/admin/mails', { signal }),
  });

const path = (cle: MailTemplateKey, langue: Locale) => `/admin/mails/${cle}/${langue}`;

export const saveMail = (cle: MailTemplateKey, langue: Locale, template: MailTemplate) =>
  apiRequest<{ data: MailTemplateEntry }>(path(cle, langue), { method: 'PUT', body: template });

export const restoreMail = (cle: MailTemplateKey, langue: Locale) =>
  apiRequest<{ data: MailTemplateEntry }>(path(cle, langue), { method: 'DELETE' });

export const previewMail = (cle: MailTemplateKey, langue: Locale, template: MailTemplate, signal?: AbortSignal) =>
  apiRequest<{ data: MailPreview }>(`${path(cle, langue)}/apercu`, {
    method: 'POST',
    body: template,
    ...(signal ? { signal } : {}),
  });

export const sendTestMail = (cle: MailTemplateKey, langue: Locale, template: MailTemplate) =>
  apiRequest<{ to: string }>(`${path(cle, langue)}/essai`, { method: 'POST', body: template });
