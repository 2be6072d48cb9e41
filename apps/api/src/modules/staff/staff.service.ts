import {
  BUILT_IN_ROLE_CODES,
  BUILT_IN_ROLES,
  CustomRoleInputSchema,
  isBuiltInRole,
  roleOf,
  slugify,
  type CustomRoleInput,
  type Role,
  type StaffMember,
} from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { setAmbassador } from '../ambassador/ambassador-status.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { byMail, lockAdministrators, setStaffRole, staffAccounts } from '../auth/users.service.ts';
import { deleteRole, insertRole, lockRole, selectRoles, updateRole, type RoleRow } from './roles.queries.ts';

const refused = (status: 400 | 404 | 409, message: string, reason: ConstructorParameters<typeof AppError>[3]) =>
  new AppError(status, message, {}, reason);
const unknownRole = () => refused(404, 'Ce rôle n’existe pas.', 'role_unknown');
const builtIn = () => refused(409, 'Les rôles intégrés ne se modifient pas : créez-en un.', 'role_built_in');

const present = (row: RoleRow, membres: number): Role => ({
  code: row.code,
  nom: row.nom,
  permissions: row.permissions,
  integre: false,
  membres,
});

/**
 * The team and its roles (`ad/roles`): the built-in roles (packages/domain) and the owner's, who
 * holds which, and the changes, each audited in its own transaction and asked of a recently proven
 * second factor by the routes. A member of staff cannot change their own role, and the shop always
 * keeps one administrator.
 */
export function createStaffService(db: Database) {
  async function countsByRole(): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const account of await staffAccounts(db)) {
      const role = roleOf(account);
      if (role) counts.set(role, (counts.get(role) ?? 0) + 1);
    }
    return counts;
  }

  async function listRoles(): Promise<Role[]> {
    const [custom, counts] = await Promise.all([selectRoles(db), countsByRole()]);
    const builtIns = BUILT_IN_ROLE_CODES.map((code): Role => ({
      code,
      nom: '',
      permissions: [...BUILT_IN_ROLES[code]],
      integre: true,
      membres: counts.get(code) ?? 0,
    }));
    return [...builtIns, ...custom.map((row) => present(row, counts.get(row.code) ?? 0))];
  }

  async function createRole(userId: number, input: CustomRoleInput): Promise<Role> {
    const { nom, permissions } = CustomRoleInputSchema.parse(input);
    const code = slugify(nom);
    const taken = () => refused(409, 'Un rôle porte déjà ce nom.', 'role_name_taken');
    if (isBuiltInRole(code) || code === '') throw taken();
    return db.transaction(async (tx) => {
      const row = await insertRole(tx, { code, nom, permissions });
      if (!row) throw taken();
      await recordAudit(tx, { userId, resource: 'roles', recordId: code, before: null, after: { nom, permissions } });
      return present(row, 0);
    });
  }

  async function editRole(userId: number, code: string, input: CustomRoleInput): Promise<Role> {
    if (isBuiltInRole(code)) throw builtIn();
    const { nom, permissions } = CustomRoleInputSchema.parse(input);
    const role = await db.transaction(async (tx) => {
      const before = await lockRole(tx, code, 'update');
      if (!before) throw unknownRole();
      const after = (await updateRole(tx, code, { nom, permissions }))!;
      await recordAudit(tx, {
        userId,
        resource: 'roles',
        recordId: code,
        before: { nom: before.nom, permissions: before.permissions },
        after: { nom, permissions },
      });
      return after;
    });
    return present(role, (await countsByRole()).get(code) ?? 0);
  }

  async function removeRole(userId: number, code: string): Promise<void> {
    if (isBuiltInRole(code)) throw builtIn();
    await db.transaction(async (tx) => {
      // Locked first: an assignment of this role (which locks it to share) waits, or is refused after.
      const before = await lockRole(tx, code, 'update');
      if (!before) throw unknownRole();
      if ((await staffAccounts(tx)).some((account) => roleOf(account) === code)) {
        throw refused(409, 'Des membres de l’équipe ont ce rôle : donnez-leur-en un autre d’abord.', 'role_in_use');
      }
      await deleteRole(tx, code);
      await recordAudit(tx, {
        userId,
        resource: 'roles',
        recordId: code,
        before: { nom: before.nom, permissions: before.permissions },
        after: null,
      });
    });
  }

  async function listTeam(): Promise<StaffMember[]> {
    return (await staffAccounts(db)).flatMap((account) => {
      const role = roleOf(account);
      return role ? [{ id: account.id, prenom: account.prenom, nom: account.nom, mail: account.mail, role }] : [];
    });
  }

  /** Gives the account with this address a role, or (null) takes staff access away. */
  async function changeRole(userId: number, change: { mail: string; role: string | null }): Promise<StaffMember[]> {
    const account = await byMail(db, change.mail);
    if (!account)
      throw refused(
        404,
        'Aucun compte n’utilise cette adresse : la personne doit d’abord en créer un.',
        'account_not_found',
      );
    if (account.id === userId) throw refused(409, 'Vous ne pouvez pas changer votre propre rôle.', 'role_own_account');
    await db.transaction(async (tx) => {
      const administrators = await lockAdministrators(tx);
      if (change.role !== null && !isBuiltInRole(change.role) && !(await lockRole(tx, change.role, 'share'))) {
        throw unknownRole();
      }
      const before = roleOf(account);
      const demoted = administrators.includes(account.id) && change.role !== 'administrateur';
      if (demoted && administrators.length <= 1) {
        throw refused(409, 'La boutique doit garder au moins un administrateur.', 'role_last_administrator');
      }
      await applyRole(tx, account.id, change.role);
      await recordAudit(tx, {
        userId,
        resource: 'equipe',
        recordId: account.id,
        before: { role: before },
        after: { role: change.role },
      });
    });
    return listTeam();
  }

  return { listRoles, createRole, editRole, removeRole, listTeam, changeRole };
}

/** An ambassador is not an admin: the role is the ambassador flag; every other role is the admin scope's. */
async function applyRole(tx: Transaction, accountId: number, role: string | null) {
  await setAmbassador(tx, accountId, role === 'ambassadeur');
  await setStaffRole(tx, accountId, role === 'ambassadeur' ? null : role);
}

export type StaffService = ReturnType<typeof createStaffService>;
