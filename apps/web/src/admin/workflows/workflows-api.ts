import {
  statutsResource,
  workflowsEtapesResource,
  workflowsResource,
  type OrderStep,
  type StatusRow,
  type WorkflowStepRow,
  type WorkflowTeam,
} from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { resourceQueryKey, type ResourcePage } from '../kit/resource-api.ts';

/**
 * Every status with its label and colour: read once per session (staff rarely change them; a save
 * from the statuses' screens drops it with the resource's other queries).
 */
export const statusesQueryOptions = () =>
  queryOptions({
    queryKey: [...resourceQueryKey(statutsResource.model), 'all'],
    queryFn: ({ signal }) =>
      apiRequest<ResourcePage>('/statuts/paginator?sort=ordre&limit=200', { signal }).then(
        (page) => page.datas as unknown as StatusRow[],
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Every workflow step, for the order list's column and filter; cached like the statuses. */
export const stepsQueryOptions = () =>
  queryOptions({
    queryKey: [...resourceQueryKey(workflowsEtapesResource.model), 'all'],
    queryFn: ({ signal }) =>
      apiRequest<ResourcePage>('/workflows-etapes/paginator?sort=ordre&limit=200', { signal }).then(
        (page) => page.datas as unknown as WorkflowStepRow[],
      ),
    staleTime: 5 * 60_000,
  });

/** The workflows (active or not), for the order page's choice. */
export const workflowsQueryOptions = () =>
  queryOptions({
    queryKey: [...resourceQueryKey(workflowsResource.model), 'all'],
    queryFn: ({ signal }) =>
      apiRequest<ResourcePage>('/workflows/paginator?sort=label&limit=200', { signal }).then(
        (page) => page.datas as unknown as { id: number; label: string; actif: boolean }[],
      ),
    staleTime: 60_000,
  });

/** The workflow's staff and its steps in order, each with its staff. */
export const teamQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...resourceQueryKey(workflowsResource.model), 'team', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: WorkflowTeam }>(`/workflows/${id}/equipe`, { signal }).then((answer) => answer.data),
    retry: false,
  });

/** The accounts holding the admin scope: the only ones a workflow may take. */
export const adminsQueryOptions = () =>
  queryOptions({
    queryKey: [...resourceQueryKey('clients'), 'admins'],
    queryFn: ({ signal }) =>
      apiRequest<ResourcePage>('/clients/paginator?scope=admin&sort=nom&limit=200', { signal }).then(
        (page) => page.datas as unknown as { id: number; prenom: string; nom: string; mail: string }[],
      ),
    staleTime: 60_000,
  });

const put = <T>(path: string, body: unknown) =>
  apiRequest<{ data: T }>(path, { method: 'PUT', body }).then((answer) => answer.data);

export const saveWorkflowUsers = (id: number, userIds: number[]) =>
  put<WorkflowTeam>(`/workflows/${id}/users`, { user_ids: userIds });
export const saveStepUsers = (id: number, etapes: { etape_id: number; user_ids: number[] }[]) =>
  put<WorkflowTeam>(`/workflows/${id}/users-etapes`, { etapes });
export const saveStepOrder = (id: number, stepIds: number[]) =>
  put<WorkflowTeam>(`/workflows/${id}/etapes-ordre`, { etape_ids: stepIds });

const stepPath = (hash: string) => `/admin/commandes/${encodeURIComponent(hash)}/etape`;

/** Where an order is in its workflow (null: in none); under the orders' key, refreshed with them. */
export const orderStepQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: [...resourceQueryKey('commandes'), 'etape', hash],
    queryFn: ({ signal }) =>
      apiRequest<{ data: OrderStep | null }>(stepPath(hash), { signal }).then((answer) => answer.data),
    retry: false,
  });

/** The order's next step; an order in no workflow starts the one named at its first step. */
export const moveOrderStep = (hash: string, workflowId?: number) =>
  apiRequest<{ data: OrderStep | null }>(stepPath(hash), {
    method: 'POST',
    body: workflowId === undefined ? {} : { workflow_id: workflowId },
  }).then((answer) => answer.data);
