import type { AuditEntry, BulkResult } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** A record as the generic routes answer it: its fields plus the optimistic `version`. */
export type ResourceRow = Record<string, unknown> & { version: number };
export type RecordKey = number | string;

export interface ResourcePage {
  datas: ResourceRow[];
  total: number;
  total_exact: boolean;
  page: number;
  limit: number;
}

/** Every query of one resource starts with this key, so a write can drop them all at once. */
export const resourceQueryKey = (model: string) => ['admin-resource', model] as const;

const path = (model: string, key?: RecordKey) =>
  key === undefined ? `/${model}` : `/${model}/${encodeURIComponent(String(key))}`;

/** GET /api/{model}/paginator?page&limit&sort&order&<filters>. */
export function pageQueryOptions(model: string, query: URLSearchParams) {
  return queryOptions({
    queryKey: [...resourceQueryKey(model), 'page', query.toString()],
    queryFn: ({ signal }) => apiRequest<ResourcePage>(`/${model}/paginator?${query}`, { signal }),
    placeholderData: (previous) => previous,
    // A 400 (bad filter) or 403 is an answer to show at once, not a hiccup to retry.
    retry: false,
  });
}

/** GET /api/{model}?<filters>: a short list (options of a select). */
export function listQueryOptions(model: string, filters: Record<string, string> = {}) {
  const query = new URLSearchParams(filters);
  return queryOptions({
    queryKey: [...resourceQueryKey(model), 'list', query.toString()],
    queryFn: ({ signal }) =>
      apiRequest<{ datas: ResourceRow[] }>(`/${model}${query.size ? `?${query}` : ''}`, { signal }),
    staleTime: 60_000,
  });
}

/** GET /api/{model}/{key}. */
export function recordQueryOptions(model: string, key: RecordKey) {
  return queryOptions({
    queryKey: [...resourceQueryKey(model), 'record', String(key)],
    queryFn: ({ signal }) => apiRequest<{ data: ResourceRow }>(path(model, key), { signal }).then((a) => a.data),
    retry: false,
  });
}

/** POST /api/{model} (no key) or PUT /api/{model}/{key} with the version the editor started from. */
export async function saveRecord(
  model: string,
  key: RecordKey | null,
  values: Record<string, unknown>,
  version: number | null,
): Promise<ResourceRow> {
  const answer =
    key === null
      ? await apiRequest<{ data: ResourceRow }>(path(model), { method: 'POST', body: values })
      : await apiRequest<{ data: ResourceRow }>(path(model, key), { method: 'PUT', body: { ...values, version } });
  return answer.data;
}

/** DELETE /api/{model}/{key}. */
export async function removeRecord(model: string, key: RecordKey): Promise<void> {
  await apiRequest(path(model, key), { method: 'DELETE' });
}

/** POST /api/{model}/editall: the same change on every id, one result per row. */
export async function editAll(model: string, ids: RecordKey[], datas: Record<string, unknown>) {
  const answer = await apiRequest<{ results: BulkResult[] }>(`/${model}/editall`, {
    method: 'POST',
    body: { ids, datas },
  });
  return answer.results;
}

/** DELETE /api/{model}/deleteall: one result per row (a frozen row is refused alone). */
export async function deleteAll(model: string, ids: RecordKey[]) {
  const answer = await apiRequest<{ results: BulkResult[] }>(`/${model}/deleteall`, {
    method: 'DELETE',
    body: { ids },
  });
  return answer.results;
}

/** GET /api/audits/{model}/{key}: the record's history, newest first (under the resource's key, so a save refreshes it). */
export function auditsQueryOptions(model: string, key: RecordKey) {
  return queryOptions({
    queryKey: [...resourceQueryKey(model), 'audits', String(key)],
    queryFn: ({ signal }) =>
      apiRequest<{ datas: AuditEntry[] }>(`/audits/${model}/${encodeURIComponent(String(key))}`, { signal }).then(
        (answer) => answer.datas,
      ),
    retry: false,
  });
}
