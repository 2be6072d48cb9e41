import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  BUILT_IN_ROLES,
  CustomRoleInputSchema,
  permissionsOf,
  resourcePermission,
  roleOf,
} from './permissions.ts';

describe('staff permissions', () => {
  it('gives a member of staff without a role everything, as before roles', () => {
    expect(permissionsOf({ scopes: ['user', 'admin'], role: null, customPermissions: null })).toBe(ALL_PERMISSIONS);
    expect(roleOf({ scopes: ['user', 'admin'], role: null })).toBe('administrateur');
  });

  it('lets logistics ship and receive, never refund nor export customers', () => {
    const logistics = permissionsOf({ scopes: ['admin'], role: 'logistique', customPermissions: null });
    expect(logistics).toContain('expeditions:ecrire');
    expect(logistics).not.toContain('remboursements:ecrire');
    expect(logistics).not.toContain('clients:exporter');
  });

  it('reads an owner’s role from its stored permissions, dropping unknown ones', () => {
    expect(
      permissionsOf({ scopes: ['admin'], role: 'conseil', customPermissions: ['clients:lire', 'caisse:vider'] }),
    ).toEqual(['clients:lire']);
    expect(permissionsOf({ scopes: ['admin'], role: 'disparu', customPermissions: null })).toEqual([]);
  });

  it('makes an ambassador a role of their own and a customer nothing', () => {
    expect(permissionsOf({ scopes: ['user', 'ambassadeur'], role: null, customPermissions: null })).toBe(
      BUILT_IN_ROLES.ambassadeur,
    );
    expect(roleOf({ scopes: ['user', 'ambassadeur'], role: null })).toBe('ambassadeur');
    expect(permissionsOf({ scopes: ['user'], role: 'logistique', customPermissions: null })).toEqual([]);
    expect(roleOf({ scopes: ['user'], role: null })).toBeNull();
  });

  it('maps a resource route’s method to an action', () => {
    expect(resourcePermission('catalogue', 'GET')).toBe('catalogue:lire');
    expect(resourcePermission('catalogue', 'PUT')).toBe('catalogue:ecrire');
    expect(resourcePermission('catalogue', 'DELETE')).toBe('catalogue:supprimer');
  });

  it('refuses a role with an unknown permission and keeps each one once', () => {
    expect(CustomRoleInputSchema.safeParse({ nom: 'Caisse', permissions: ['caisse:vider'] }).success).toBe(false);
    expect(CustomRoleInputSchema.parse({ nom: ' Conseil ', permissions: ['clients:lire', 'clients:lire'] })).toEqual({
      nom: 'Conseil',
      permissions: ['clients:lire'],
    });
  });
});
