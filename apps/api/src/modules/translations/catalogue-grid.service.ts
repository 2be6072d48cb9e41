import {
  articlesResource,
  CATALOGUE_ENTITIES,
  conseilsResource,
  faqsResource,
  principesActifsResource,
  produitsResource,
  tagsResource,
  TRANSLATE_TARGETS,
  translatableFields,
  variantesResource,
  type CatalogueEntity,
  type GridRecord,
  type GridRow,
  type TranslateTarget,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { TranslatableRowsReader } from '../admin-resources/translatable-rows.ts';
import { sourceHash, sourceHashesOf } from './translation-sources.service.ts';

type Row = Record<string, unknown>;
type Texts = Partial<Record<string, Partial<Record<string, string>>>>;

interface EntitySpec {
  /** The registry resource holding the texts (a range is named by its tag). */
  model: string;
  fields: readonly string[];
  label: (row: Row) => string;
  link: (row: Row) => string;
  /** The records that count, when the model holds more (the tags naming a range). */
  pick?: (rows: Row[], read: TranslatableRowsReader) => Promise<Row[]>;
}

const SPECS: Record<CatalogueEntity, EntitySpec> = {
  produits: {
    model: 'produits',
    fields: translatableFields(produitsResource.input),
    label: (row) => String(row.label),
    link: (row) => `produits/${String(row.id)}`,
  },
  variantes: {
    model: 'variantes',
    fields: translatableFields(variantesResource.input),
    label: (row) => String(row.label),
    // Variants are edited in their product's panel.
    link: (row) => `produits/${String(row.produit_id)}`,
  },
  gammes: {
    model: 'tags',
    fields: translatableFields(tagsResource.input),
    label: (row) => String(row.label),
    link: (row) => `tags/${String(row.id)}`,
    pick: async (tags, read) => {
      const named = new Set((await read('gammes')).map((gamme) => gamme.tag_id));
      return tags.filter((tag) => named.has(tag.id));
    },
  },
  'principes-actifs': {
    model: 'principes-actifs',
    fields: translatableFields(principesActifsResource.input),
    label: (row) => String(row.label),
    link: (row) => `principes-actifs/${String(row.id)}`,
  },
  faqs: {
    model: 'faqs',
    fields: translatableFields(faqsResource.input),
    label: (row) => String(row.question),
    link: (row) => `faqs/${String(row.id)}`,
  },
  articles: {
    model: 'articles',
    fields: translatableFields(articlesResource.input),
    label: (row) => String(row.label),
    link: (row) => `articles/${String(row.id)}`,
  },
  conseils: {
    model: 'conseils',
    fields: translatableFields(conseilsResource.input),
    label: (row) => String(row.label),
    link: (row) => `conseils/${String(row.id)}`,
  },
};

const filled = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/** Per language, the fields of a record that lack a translation and those whose French changed since. */
function recordState(spec: EntitySpec, row: Row, hashes: ReadonlyMap<string, string>, locale: TranslateTarget) {
  const texts = (row.traductions ?? {}) as Texts;
  const missing: string[] = [];
  const outdated: string[] = [];
  let sourced = 0;
  for (const field of spec.fields) {
    if (!filled(row[field])) continue;
    sourced += 1;
    if (!filled(texts[locale]?.[field])) {
      missing.push(field);
      continue;
    }
    // A translation saved before the hashes were kept has none: it is not known to be outdated.
    const saved = hashes.get(`${String(row.id)}|${field}|${locale}`);
    if (saved !== undefined && saved !== sourceHash(row[field])) outdated.push(field);
  }
  return { sourced, missing, outdated };
}

/**
 * The completeness of the catalogue's translations: per entity type and language, the texts with
 * a French source, how many are translated, and how many translations are older than their source.
 */
export function createCatalogueGridService(db: Database, read: TranslatableRowsReader) {
  const load = async (entite: CatalogueEntity) => {
    const spec = SPECS[entite];
    const all = await read(spec.model);
    const rows = spec.pick ? await spec.pick(all, read) : all;
    return { spec, rows, hashes: await sourceHashesOf(db, spec.model) };
  };

  return {
    async grid(): Promise<GridRow[]> {
      const out: GridRow[] = [];
      for (const entite of CATALOGUE_ENTITIES) {
        const { spec, rows, hashes } = await load(entite);
        out.push({
          entite,
          cellules: TRANSLATE_TARGETS.map((locale) => {
            let textes = 0;
            let manquants = 0;
            let obsoletes = 0;
            for (const row of rows) {
              const state = recordState(spec, row, hashes, locale);
              textes += state.sourced;
              manquants += state.missing.length;
              obsoletes += state.outdated.length;
            }
            return { locale, textes, faits: textes - manquants, obsoletes };
          }),
        });
      }
      return out;
    },

    /** The records of a type with texts missing or outdated in a language. */
    async records(entite: CatalogueEntity, locale: TranslateTarget): Promise<GridRecord[]> {
      const { spec, rows, hashes } = await load(entite);
      return rows.flatMap((row) => {
        const state = recordState(spec, row, hashes, locale);
        if (state.missing.length === 0 && state.outdated.length === 0) return [];
        return [
          {
            id: Number(row.id),
            label: spec.label(row),
            lien: spec.link(row),
            manquants: state.missing,
            obsoletes: state.outdated,
          },
        ];
      });
    },
  };
}

export type CatalogueGridService = ReturnType<typeof createCatalogueGridService>;
