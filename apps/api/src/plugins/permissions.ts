import { isPermission, type Permission } from '@boutique/domain';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../access-table.ts';
import { requirePermission } from './authentication.ts';

/**
 * Puts the access table's permission before each staff route: a call whose role lacks it is
 * refused (401 anonymous, 403 `permission_missing` naming it) before the route's own hooks, so
 * the table says, in one place, what each role may call. Registered after the session is read.
 */
export function registerPermissions(app: FastifyInstance, table: Readonly<Record<string, Access>>) {
  const permissions = new Map<string, Permission>();
  for (const [route, access] of Object.entries(table)) if (isPermission(access)) permissions.set(route, access);
  app.addHook('onRequest', (request, _reply, done) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const permission = permissions.get(`${method} ${request.routeOptions.url}`);
    if (permission === undefined) return done();
    try {
      requirePermission(request, permission);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
