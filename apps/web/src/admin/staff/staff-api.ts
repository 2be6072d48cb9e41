import type {
  ApiKey,
  ApiKeyCreated,
  ApiKeyInput,
  CustomRoleInput,
  Permission,
  Role,
  StaffAccess,
  StaffMember,
  StaffRoleChange,
} from '@boutique/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { useStoredSessionToken } from '../../lib/session-store.ts';

export const rolesQueryKey = ['admin-roles'] as const;
export const teamQueryKey = ['admin-equipe'] as const;

/**
 * What the signed-in member of staff may do, read once per session. `can` is false only once the
 * answer says so: until then, or when it cannot be read, actions stay offered, since the API checks
 * every call anyway (the menu waits for the answer instead, `isPending`, rather than shrink).
 */
export function useStaffAccess() {
  const session = useStoredSessionToken();
  const access = useQuery({
    queryKey: ['equipe-moi', session?.access_token],
    queryFn: ({ signal }) => apiRequest<StaffAccess>('/equipe/moi', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const can = (permission: Permission) => access.data?.permissions.includes(permission) ?? true;
  return { role: access.data?.role ?? null, can, isPending: access.isPending };
}

export const rolesOptions = () =>
  queryOptions({
    queryKey: rolesQueryKey,
    queryFn: ({ signal }) => apiRequest<{ datas: Role[] }>('/roles', { signal }),
  });

export const teamOptions = () =>
  queryOptions({
    queryKey: teamQueryKey,
    queryFn: ({ signal }) => apiRequest<{ datas: StaffMember[] }>('/equipe', { signal }),
  });

export const createRole = (input: CustomRoleInput) =>
  apiRequest<{ data: Role }>('/roles', { method: 'POST', body: input });

export const editRole = (code: string, input: CustomRoleInput) =>
  apiRequest<{ data: Role }>(`/roles/${encodeURIComponent(code)}`, { method: 'PUT', body: input });

export const deleteRole = (code: string) =>
  apiRequest<{ code: 200 }>(`/roles/${encodeURIComponent(code)}`, { method: 'DELETE' });

export const changeStaffRole = (change: StaffRoleChange) =>
  apiRequest<{ datas: StaffMember[] }>('/equipe', { method: 'PUT', body: change });

export const apiKeysQueryKey = ['admin-cles-api'] as const;

export const apiKeysOptions = () =>
  queryOptions({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) => apiRequest<{ datas: ApiKey[] }>('/cles-api', { signal }),
  });

export const createApiKey = (input: ApiKeyInput) =>
  apiRequest<ApiKeyCreated>('/cles-api', { method: 'POST', body: input });

export const revokeApiKey = (id: number) => apiRequest<{ code: 200 }>(`/cles-api/${id}`, { method: 'DELETE' });
