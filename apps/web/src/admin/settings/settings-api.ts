import type { SettingsByTopic, SettingsTopic } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const settingsQueryKey = (topic: SettingsTopic) => ['admin-settings', topic] as const;

/** GET /api/admin/reglages/{topic}: the topic's values in stored units (cents, basis points, ids). */
export const settingsQueryOptions = <T extends SettingsTopic>(topic: T) =>
  queryOptions({
    queryKey: settingsQueryKey(topic),
    queryFn: ({ signal }) =>
      apiRequest<{ data: SettingsByTopic[T] }>(`/admin/reglages/${topic}`, { signal }).then((answer) => answer.data),
    retry: false,
  });

/** PUT /api/admin/reglages/{topic}: the whole topic; answers the values as stored. */
export const saveSettings = <T extends SettingsTopic>(topic: T, values: SettingsByTopic[T]) =>
  apiRequest<{ data: SettingsByTopic[T] }>(`/admin/reglages/${topic}`, { method: 'PUT', body: values }).then(
    (answer) => answer.data,
  );
