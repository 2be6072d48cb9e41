import {
  isInternalConfigurationKey,
  SETTINGS_SCHEMAS,
  settingsKeysOf,
  settingsToStored,
  type AccueilSettings,
  type FieldErrors,
  type SettingsByTopic,
  type SettingsTopic,
} from '@boutique/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest, INVALID_FIELDS } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { readConfigurationValues, readSettings } from '../shop-info/shop-info.service.ts';
import { selectExistingProduits, selectExistingVisuels, upsertConfigurationValues } from './settings.queries.ts';

/** The audit log's resource for settings; each topic is one record. */
export const SETTINGS_AUDIT_RESOURCE = 'reglages';

/**
 * A zod failure as field → messages. A key the topic does not own is named on its own, as the
 * server's (internal keys) or as foreign to the topic, rather than as a failure of the whole body.
 */
function topicErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        errors[key] = [
          isInternalConfigurationKey(key)
            ? 'Cette clé est réservée au serveur.'
            : 'Ce champ ne fait pas partie de ce réglage.',
        ];
      }
      continue;
    }
    (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  }
  return errors;
}

/** The home page's ids must name a product or picture that exists. */
async function missingReferences(db: Database, values: AccueilSettings): Promise<FieldErrors> {
  const produitIds = [
    ...values.hero_zones.map((zone) => zone.produit_id),
    ...values.rituels.flatMap((rituel) => rituel.produit_ids),
  ];
  const visuelIds = [values.hero_visuel_id, values.video_poster_id].filter((id) => id !== null);
  const [produits, visuels] = await Promise.all([
    selectExistingProduits(db, produitIds),
    selectExistingVisuels(db, visuelIds),
  ]);
  const errors: FieldErrors = {};
  values.hero_zones.forEach((zone, index) => {
    if (!produits.has(zone.produit_id)) errors[`hero_zones.${index}.produit_id`] = ['Produit introuvable.'];
  });
  values.rituels.forEach((rituel, index) => {
    if (rituel.produit_ids.some((id) => !produits.has(id))) {
      errors[`rituels.${index}.produit_ids`] = ['Produit introuvable.'];
    }
  });
  for (const field of ['hero_visuel_id', 'video_poster_id'] as const) {
    const id = values[field];
    if (id !== null && !visuels.has(id)) errors[field] = ['Visuel introuvable.'];
  }
  return errors;
}

/**
 * The back office's settings, one topic at a time: read as typed values, written whole after the
 * topic's schema (and, for the home page, the existence of the products and pictures it names),
 * with one audit entry listing the keys that changed.
 */
export function createSettingsService(options: { db: Database; onChange: () => void }) {
  const { db } = options;
  const read = <T extends SettingsTopic>(topic: T): Promise<SettingsByTopic[T]> => readSettings(db, topic);

  return {
    read,

    async write<T extends SettingsTopic>(userId: number, topic: T, body: unknown): Promise<SettingsByTopic[T]> {
      const parsed = SETTINGS_SCHEMAS[topic].safeParse(body);
      if (!parsed.success) throw badRequest(INVALID_FIELDS, topicErrors(parsed.error), 'validation_failed');
      const values = parsed.data as SettingsByTopic[T];
      if (topic === 'accueil') {
        const missing = await missingReferences(db, values as AccueilSettings);
        if (Object.keys(missing).length > 0) throw badRequest(INVALID_FIELDS, missing, 'validation_failed');
      }
      const stored = settingsToStored(topic, values);
      const changed = await db.transaction(async (tx) => {
        const before = Object.fromEntries(await readConfigurationValues(tx, settingsKeysOf(topic)));
        const after = { ...before, ...stored };
        if (Object.entries(stored).every(([key, text]) => before[key] === text)) return false;
        await upsertConfigurationValues(tx, stored);
        await recordAudit(tx, { userId, resource: SETTINGS_AUDIT_RESOURCE, recordId: topic, before, after });
        return true;
      });
      // The company identity and the home page feed pages prebuilt with the catalogue.
      if (changed) options.onChange();
      return read(topic);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
