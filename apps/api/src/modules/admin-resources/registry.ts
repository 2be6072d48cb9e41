import { RESOURCE_AREAS, resourcePermission } from '@boutique/domain';
import type { Access } from '../../access-table.ts';
import type { OmittableRoute, ResourceDefinition } from './define-resource.ts';

/** The routes each resource generates, as the access table lists them. */
export function resourceRouteAccess(resources: readonly ResourceDefinition[]): Record<string, Access> {
  const entries: [string, Access][] = [];
  for (const { descriptor, omit } of resources) {
    const area = RESOURCE_AREAS[descriptor.model];
    if (!area) throw new Error(`Resource ${descriptor.model}: no permission area (RESOURCE_AREAS, packages/domain)`);
    const base = `/api/${descriptor.model}`;
    const unless = (route: OmittableRoute, ...paths: string[]) => (omit?.includes(route) ? [] : paths);
    const routes = [
      `GET ${base}/paginator`,
      ...unless('list', `GET ${base}`),
      ...unless('get', `GET ${base}/:id`),
      ...unless('create', `POST ${base}`, `POST ${base}/adds`),
      `PUT ${base}/:id`,
      `POST ${base}/editall`,
      ...unless('delete', `DELETE ${base}/deleteall`, `DELETE ${base}/:id`),
      `GET /api/audits/${descriptor.model}/:id`,
    ];
    for (const route of routes) entries.push([route, resourcePermission(area, route.split(' ')[0]!)]);
  }
  return Object.fromEntries(entries);
}
