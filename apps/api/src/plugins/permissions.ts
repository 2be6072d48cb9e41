import { isPermission, type Permission } from '@boutique/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../access-table.ts';
import { AppError } from '../lib/errors.ts';
import { requirePermission } from './authentication.ts';

/**
 * Puts the access table's permission before each staff route: a call whose role lacks it is
 * refused (401 anonymous, 403 `permission_missing` naming it) before the route's own hooks, so
 * the table says, in one place, what each role may call. An API key reaches those routes only
 * (and the public ones): never a session's own routes (its sessions, its second factor).
 * Registered after the session is read.
 */
export function registerPermissions(app: FastifyInstance, table: Readonly<Record<string, Access>>) {
  const check = (request: FastifyRequest) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const access = table[`${method} ${request.routeOptions.url}`];
    if (access !== undefined && isPermission(access)) return requirePermission(request, access as Permission);
    if (request.user?.apiKeyId !== undefined && access !== undefined && access !== 'public') {
      throw new AppError(403, 'Une clé d’API n’ouvre que les routes de l’administration.', {}, 'api_key_route_refused');
    }
  };
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      check(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
