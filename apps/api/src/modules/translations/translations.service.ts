import { LOCALES, perLocale, placeholderRefusal, type Locale, type MessageEntry } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { localCacheBus, type CacheBus } from '../../lib/cache-bus.ts';
import { AppError, INVALID_FIELDS, notFound } from '../../lib/errors.ts';
import { prebuildJson, type PrebuiltResponse } from '../../lib/prebuilt-response.ts';
import { recordAudit } from '../audit/audit.service.ts';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import { deleteOverride, selectOverride, selectOverrides, upsertOverride } from './translations.queries.ts';

/** The interface texts shipped with the shop, per language. */
const SHIPPED: Record<Locale, object> = { fr, en, es, de };

type Tree = { [key: string]: string | Tree };

/** A nested message file as `dotted.key → text`. */
export function flattenMessages(tree: object, prefix = '', into: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into[path] = value;
    else if (value && typeof value === 'object') flattenMessages(value as object, path, into);
  }
  return into;
}

/** The defaults with the overrides laid over them, nested again as i18next reads them. */
function overlay(defaults: object, overrides: ReadonlyMap<string, string>): Tree {
  const tree = structuredClone(defaults) as Tree;
  for (const [key, value] of overrides) {
    const parts = key.split('.');
    let node: Tree = tree;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next !== 'object') break;
      node = next;
    }
    node[parts.at(-1)!] = value;
  }
  return tree;
}

const AUDIT_RESOURCE = 'traductions';

/**
 * Interface messages: shipped defaults overlaid with staff overrides (the `traductions` table).
 * Each language is built and compressed once, then served as bytes; a write drops the cache of
 * its language at once (in the other processes too, through the cache bus), so the next read
 * carries the new text and a new ETag.
 */
export function createTranslationsService(db: Database, bus: CacheBus = localCacheBus) {
  const defaults = perLocale((locale) => flattenMessages(SHIPPED[locale]));
  const french = defaults.fr;
  const cache = new Map<Locale, Promise<PrebuiltResponse>>();
  // Only the fallback when the database fails: built on that first need, not at every start
  // (compressing the four languages costs half a second of the process's start).
  const shipped = new Map<Locale, PrebuiltResponse>();
  const shippedOf = (locale: Locale) => {
    if (!shipped.has(locale)) shipped.set(locale, prebuildJson(SHIPPED[locale]));
    return shipped.get(locale)!;
  };

  const overridesOf = async () => {
    const byLocale = new Map<Locale, Map<string, string>>(LOCALES.map((locale) => [locale, new Map()]));
    for (const row of await selectOverrides(db)) {
      // A key the shipped files no longer have (renamed by an update) is kept but not served.
      if (row.cle in french) byLocale.get(row.locale as Locale)?.set(row.cle, row.valeur);
    }
    return byLocale;
  };

  const entry = (cle: string, overrides: Map<Locale, Map<string, string>>): MessageEntry => ({
    cle,
    defauts: Object.fromEntries(
      LOCALES.flatMap((locale) => (cle in defaults[locale] ? [[locale, defaults[locale][cle]!]] : [])),
    ),
    surcharges: Object.fromEntries(
      LOCALES.flatMap((locale) => {
        const value = overrides.get(locale)?.get(cle);
        return value === undefined ? [] : [[locale, value]];
      }),
    ),
  });

  const knownKey = (cle: string) => {
    if (!(cle in french)) throw notFound('Clé de message inconnue.', 'message_key_unknown');
  };

  const changed = async (locale: Locale, cle: string) => {
    cache.delete(locale);
    bus.announce('traductions');
    return entry(cle, await overridesOf());
  };
  // Another process saved a text: every language is built again on its next read.
  bus.on('traductions', () => cache.clear());

  return {
    /** The served messages of a language, built on first use after a write. */
    served(locale: Locale): Promise<PrebuiltResponse> {
      let built = cache.get(locale);
      if (!built) {
        built = overridesOf()
          .then((overrides) => prebuildJson(overlay(SHIPPED[locale], overrides.get(locale)!)))
          // Without the database the shop still speaks: the shipped texts, and a new try next time.
          .catch(() => {
            cache.delete(locale);
            return shippedOf(locale);
          });
        cache.set(locale, built);
      }
      return built;
    },

    /** Every message key with its defaults and overrides, in the order of the French file. */
    async list(): Promise<MessageEntry[]> {
      const overrides = await overridesOf();
      return Object.keys(french).map((cle) => entry(cle, overrides));
    },

    async override(userId: number, locale: Locale, cle: string, valeur: string): Promise<MessageEntry> {
      knownKey(cle);
      const refusal = placeholderRefusal(french[cle]!, valeur);
      if (refusal) throw new AppError(400, INVALID_FIELDS, { valeur: [refusal] }, 'validation_failed');
      await db.transaction(async (tx) => {
        const before = await selectOverride(tx, locale, cle);
        await upsertOverride(tx, { locale, cle, valeur, userId });
        await recordAudit(tx, {
          userId,
          resource: AUDIT_RESOURCE,
          recordId: `${locale}:${cle}`,
          before: before ? { valeur: before.valeur } : null,
          after: { valeur },
        });
      });
      return changed(locale, cle);
    },

    /** Back to the shipped text; nothing to reset answers 404. */
    async reset(userId: number, locale: Locale, cle: string): Promise<MessageEntry> {
      knownKey(cle);
      await db.transaction(async (tx) => {
        const before = await selectOverride(tx, locale, cle);
        if (!before) throw notFound('Ce message n’a pas de texte personnalisé.', 'translation_not_custom');
        await deleteOverride(tx, locale, cle);
        await recordAudit(tx, {
          userId,
          resource: AUDIT_RESOURCE,
          recordId: `${locale}:${cle}`,
          before: { valeur: before.valeur },
          after: null,
        });
      });
      return changed(locale, cle);
    },
  };
}

export type TranslationsService = ReturnType<typeof createTranslationsService>;
