import { calculateTtcCents, HOME_KEYS, slugify, type ContentUnit } from '@boutique/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction as Tx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import type { Translations } from '../db/schema/index.ts';
import type { Storage } from '../providers/storage/storage.ts';
import type { ArtworkSpec } from './artwork/artwork-spec.ts';
import { ARTWORK_CANVAS } from './artwork/artwork-spec.ts';
import { renderArtwork } from './artwork/artwork.ts';
import { layoutHero } from './artwork/artwork-hero-layout.ts';
import { demoCatalogue } from './demo-catalogue.ts';
import { insertDemoCommerce } from './demo-commerce.ts';
import { insertDemoReviews } from './demo-reviews.ts';
import { insertDemoAudience } from './demo-audience.ts';
import { insertDemoWorkflow } from './demo-workflow.ts';
import { insertDemoTranslations } from './demo-translations.ts';
import { recordSeededPriceHistory } from '../modules/stock/price-history.service.ts';
import { receiveSeededStock } from '../modules/stock/open-variant-stock.ts';
import type { DemoCatalogue } from './demo-types.ts';

const SEED_MARKER = 'seed.demo';

/** The demo variants are named by their content ("50 ml", "Recharge 150 ml", "2 × 15 ml"). */
function declaredContent(label: string): { contenance: number | null; unite: ContentUnit | null } {
  const match = /(?:(\d+) × )?(\d+) (ml|g)$/.exec(label);
  if (!match) return { contenance: null, unite: null };
  return { contenance: Number(match[1] ?? 1) * Number(match[2]), unite: match[3] as ContentUnit };
}

/** A picture of something named in four languages says that name in each (its alt text). */
function altTranslations(traductions: Translations<'label'> | undefined): Translations<'alt'> {
  const result: Translations<'alt'> = {};
  for (const [locale, texts] of Object.entries(traductions ?? {}) as [
    keyof Translations<'alt'>,
    { label?: string },
  ][]) {
    if (texts.label) result[locale] = { alt: texts.label };
  }
  return result;
}

/**
 * Loads the demo catalogue once in the life of a database: a marker row makes later starts (and a
 * second process starting at the same time) leave the data alone, even if staff empty the catalogue.
 */
export async function seedDemoIfNeeded(db: Database, storage: Storage, catalogue: DemoCatalogue = demoCatalogue) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [marker] = await tx.select().from(t.configurations).where(eq(t.configurations.cle, SEED_MARKER));
    if (marker) return false;
    await insertCatalogue(tx, storage, catalogue);
    await receiveSeededStock(tx);
    await recordSeededPriceHistory(tx);
    await insertDemoCommerce(tx);
    await insertDemoReviews(tx, new Set(catalogue.produits.map((produit) => produit.id)));
    await insertDemoAudience(tx, new Set(catalogue.produits.map((produit) => produit.id)));
    await insertDemoWorkflow(tx);
    await insertDemoTranslations(tx);
    await tx.insert(t.configurations).values({ cle: SEED_MARKER, valeur: new Date().toISOString() });
    return true;
  });
}

async function insertCatalogue(tx: Tx, storage: Storage, catalogue: DemoCatalogue) {
  const saveArtwork = async (name: string, spec: ArtworkSpec, alt: string, traductions: Translations<'alt'> = {}) => {
    const fichier = `originals/seed/${name}.svg`;
    await storage.write(fichier, renderArtwork(spec));
    const { width, height } = ARTWORK_CANVAS[spec.kind];
    const [row] = await tx
      .insert(t.visuels)
      .values({ fichier, alt, traductions, largeur: width, hauteur: height })
      .returning();
    return row!.id;
  };

  const tagIds = new Map<string, number>();
  for (const tag of catalogue.tags) {
    const [row] = await tx
      .insert(t.tags)
      .values({ label: tag.label, type: tag.type, traductions: tag.traductions ?? {} })
      .returning();
    tagIds.set(tag.key, row!.id);
  }
  const requireId = (ids: Map<string, number>, key: string, what: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Demo catalogue: unknown ${what} "${key}"`);
    return id;
  };

  const gammeIds = new Map<string, number>();
  for (const gamme of catalogue.gammes) {
    const [row] = await tx
      .insert(t.gammes)
      .values({ tag_id: requireId(tagIds, gamme.tag, 'tag'), couleur: gamme.couleur, ordre: gamme.ordre })
      .returning();
    gammeIds.set(gamme.key, row!.id);
  }

  const principeIds = new Map<string, number>();
  for (const principe of catalogue.principes) {
    const visuel_id = await saveArtwork(
      `principe-${principe.key}`,
      principe.artwork,
      principe.label,
      altTranslations(principe.traductions),
    );
    const [row] = await tx
      .insert(t.principesActifs)
      .values({
        ordre: principe.ordre,
        slug: slugify(principe.label),
        label: principe.label,
        accroche: principe.accroche,
        texte: principe.texte,
        visuel_id,
        traductions: principe.traductions ?? {},
      })
      .returning();
    principeIds.set(principe.key, row!.id);
  }

  for (const [ordre, produit] of catalogue.produits.entries()) {
    await tx.insert(t.produits).values({
      id: produit.id,
      slug: slugify(produit.label),
      label: produit.label,
      accroche: produit.accroche,
      description: produit.description,
      genre: produit.genre ?? 1,
      prix_ht: Math.min(...produit.declinaisons.map((variant) => variant.prix_ht)),
      poids: produit.poids,
      seuil: produit.seuil,
      offline: false,
      meta_description: produit.meta_description,
      meta_keywords: produit.meta_keywords,
      gamme_id: requireId(gammeIds, produit.gamme, 'gamme'),
      ordre,
      traductions: produit.traductions,
    });
    for (const [index, artwork] of produit.artworks.entries()) {
      const visuel_id = await saveArtwork(
        `produit-${produit.id}-${index + 1}`,
        artwork,
        produit.label,
        altTranslations(produit.traductions),
      );
      await tx.insert(t.produitsVisuels).values({ produit_id: produit.id, visuel_id, ordre: index });
    }
    const variants = await tx
      .insert(t.declinaisons)
      .values(
        produit.declinaisons.map((variant, index) => ({
          produit_id: produit.id,
          conteneur: variant.conteneur,
          label: variant.label,
          prix_ht: variant.prix_ht,
          prix_ttc: calculateTtcCents(variant.prix_ht),
          prix_initial_ht: variant.prix_initial_ht ?? null,
          prix_initial_ttc: variant.prix_initial_ht === undefined ? null : calculateTtcCents(variant.prix_initial_ht),
          stock: variant.stock,
          reassort_date: variant.reassort?.date ?? null,
          reassort_mouvement: variant.reassort?.mouvement ?? null,
          delais: variant.delais,
          ...declaredContent(variant.label),
          ordre: index,
          traductions: variant.traductions ?? {},
        })),
      )
      .returning({ id: t.declinaisons.id });
    await tx
      .update(t.produits)
      .set({ default_declinaison_id: variants[0]?.id ?? null })
      .where(eq(t.produits.id, produit.id));
    if (produit.tags.length > 0) {
      await tx
        .insert(t.produitsTags)
        .values(produit.tags.map((key) => ({ produit_id: produit.id, tag_id: requireId(tagIds, key, 'tag') })));
    }
    if (produit.principes.length > 0) {
      await tx.insert(t.principesProduits).values(
        produit.principes.map((key) => ({
          produit_id: produit.id,
          principe_id: requireId(principeIds, key, 'principe'),
        })),
      );
    }
    if (produit.sections.length > 0) {
      await tx.insert(t.faqs).values(
        produit.sections.map((section, index) => ({
          produit_id: produit.id,
          type: section.type,
          question: section.question,
          reponse: section.reponse,
          ordre: index,
          traductions: section.traductions ?? {},
        })),
      );
    }
  }
  // Products were inserted with fixed ids: move the sequence past them.
  await tx.execute(sql`select setval(pg_get_serial_sequence('produits', 'id'), (select max(id) from produits))`);

  const links = catalogue.produits.flatMap((produit) =>
    produit.associes.map((produit_associe_id) => ({ produit_id: produit.id, produit_associe_id })),
  );
  if (links.length > 0) await tx.insert(t.associes).values(links);

  for (const categorie of catalogue.faqCategories) {
    const [row] = await tx
      .insert(t.faqsCategories)
      .values({
        slug: categorie.slug,
        label: categorie.label,
        visible: categorie.visible,
        ordre: categorie.ordre,
        traductions: categorie.traductions ?? {},
      })
      .returning();
    await tx.insert(t.faqs).values(
      categorie.faqs.map((faq, index) => ({
        categorie_id: row!.id,
        question: faq.question,
        reponse: faq.reponse,
        ordre: index,
        traductions: faq.traductions ?? {},
      })),
    );
  }

  for (const article of catalogue.actualites) {
    const visuel_id = await saveArtwork(
      `actu-${article.slug}`,
      article.artwork,
      article.label,
      altTranslations(article.traductions),
    );
    await tx.insert(t.actualites).values({
      slug: article.slug,
      label: article.label,
      accroche: article.accroche,
      texte: article.texte,
      publie_le: article.publie_le,
      visuel_id,
      traductions: article.traductions ?? {},
    });
  }

  const home = await insertHomeArtwork(catalogue, saveArtwork);
  const settings = Object.entries({ ...catalogue.configurations, ...home }).map(([cle, valeur]) => ({ cle, valeur }));
  if (settings.length > 0) await tx.insert(t.configurations).values(settings).onConflictDoNothing();
}

type SaveArtwork = (name: string, spec: ArtworkSpec, alt: string) => Promise<number>;

/**
 * The home page's pictures and the configuration rows that point at them: the hero (the listed
 * products' first packshots side by side) with its zones from the same layout the renderer
 * draws with, and the video band's still.
 */
async function insertHomeArtwork(catalogue: DemoCatalogue, saveArtwork: SaveArtwork): Promise<Record<string, string>> {
  const heroProduits = catalogue.accueil.heroProduits.flatMap((id) => {
    const produit = catalogue.produits.find((candidate) => candidate.id === id);
    const artwork = produit?.artworks[0];
    if (!produit || !artwork) return [];
    const { kind: _kind, ...bottle } = artwork;
    return [{ id, label: produit.label, bottle }];
  });
  const settings: Record<string, string> = {};
  if (heroProduits.length > 0) {
    const spec: ArtworkSpec = { kind: 'hero', bottles: heroProduits.map(({ bottle }) => bottle) };
    const alt = heroProduits.map(({ label }) => label).join(', ');
    settings[HOME_KEYS.heroVisuel] = String(await saveArtwork('accueil-hero', spec, alt));
    const zones = layoutHero(spec.bottles.map((bottle) => bottle.shape)).map(({ zone }, index) => ({
      produit_id: heroProduits[index]!.id,
      ...zone,
    }));
    settings[HOME_KEYS.heroZones] = JSON.stringify(zones);
  }
  const poster = catalogue.accueil.videoPoster;
  settings[HOME_KEYS.videoPoster] = String(await saveArtwork('accueil-video', poster, 'Maison Orcaviar'));
  return settings;
}
