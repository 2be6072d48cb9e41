import { randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  ApiKeyInputSchema,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyInput,
  type Permission,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { digestToken } from '../../plugins/authentication.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { contactsOf } from '../auth/users.service.ts';
import { insertApiKey, revokeApiKey, selectApiKeys, type ApiKeyRow } from './api-keys.queries.ts';
import { isoOrNull } from '../../lib/iso-date.ts';

/**
 * API keys for the shop's other software: created with some of the creator's permissions (never
 * more), shown once (256 random bits after `cle_`), kept as a digest, revoked for good; each
 * creation and revocation audited. The authentication plugin reads them.
 */
export function createApiKeysService(db: Database) {
  async function present(rows: readonly ApiKeyRow[]): Promise<ApiKey[]> {
    const creators = new Map(
      (await contactsOf(db, [...new Set(rows.map((row) => row.cree_par))])).map((c) => [c.id, c]),
    );
    return rows.map((row) => ({
      id: row.id,
      nom: row.nom,
      prefixe: row.prefixe,
      permissions: row.permissions,
      cree_par: creators.get(row.cree_par) ?? null,
      created: row.created.toISOString(),
      derniere_utilisation: isoOrNull(row.derniere_utilisation),
      revoquee: isoOrNull(row.revoquee),
    }));
  }

  return {
    list: async () => present(await selectApiKeys(db)),

    async create(by: { id: number; permissions: readonly Permission[] }, input: ApiKeyInput): Promise<ApiKeyCreated> {
      const { nom, permissions } = ApiKeyInputSchema.parse(input);
      const beyond = permissions.filter((permission) => !by.permissions.includes(permission));
      if (beyond.length > 0) {
        throw new AppError(
          403,
          'Une clé ne peut pas avoir plus de permissions que vous.',
          {},
          'api_key_permission_exceeds',
          undefined,
          { permission: beyond[0]! },
        );
      }
      const cle = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await db.transaction(async (tx) => {
        const created = await insertApiKey(tx, {
          nom,
          prefixe: cle.slice(0, API_KEY_PREFIX.length + 6),
          digest: digestToken(cle),
          permissions,
          cree_par: by.id,
        });
        await recordAudit(tx, {
          userId: by.id,
          resource: 'cles-api',
          recordId: created.id,
          before: null,
          after: { nom, permissions },
        });
        return created;
      });
      return { data: (await present([row]))[0]!, cle };
    },

    async revoke(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const revoked = await revokeApiKey(tx, id);
        if (!revoked) throw notFound('Cette clé n’existe pas ou est déjà révoquée.', 'api_key_not_found');
        await recordAudit(tx, {
          userId,
          resource: 'cles-api',
          recordId: id,
          before: { revoquee: null },
          after: { revoquee: revoked.revoquee!.toISOString() },
        });
      });
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
