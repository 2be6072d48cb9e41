import type { FaqSectionKind } from '@boutique/domain';
import type { ArtworkSpec } from './artwork/artwork-spec.ts';
import type { Translations } from '../db/schema/index.ts';

/**
 * Shape of the demo catalogue. Prices are tax-free cents; the seed computes TTC (×1.20, to the
 * cent), slugs and images. Keys tie rows together without depending on database ids, except
 * products whose ids are fixed (1 to 7 feed the home page groups).
 */
export interface DemoCatalogue {
  tags: { key: string; label: string; type: 'tag' | 'gamme'; traductions?: Translations<'label'> }[];
  gammes: { key: string; tag: string; couleur: string; ordre: number }[];
  principes: {
    key: string;
    ordre: number;
    label: string;
    accroche: string;
    texte: string;
    artwork: Extract<ArtworkSpec, { kind: 'ingredient' }>;
    traductions?: Translations<'label' | 'accroche' | 'texte'>;
  }[];
  produits: {
    id: number;
    gamme: string;
    label: string;
    accroche: string;
    description: string;
    genre?: number;
    poids: number;
    seuil: number;
    meta_description: string;
    meta_keywords: string;
    tags: string[];
    /** Ids of associated products (cross-selling). */
    associes: number[];
    /** Keys of active ingredients. */
    principes: string[];
    /** One or more packshots; the first is the main picture. */
    artworks: Extract<ArtworkSpec, { kind: 'packshot' }>[];
    declinaisons: {
      conteneur: string;
      label: string;
      prix_ht: number;
      prix_initial_ht?: number;
      /** null: stock not tracked. */
      stock: number | null;
      reassort?: { date: string; mouvement: number };
      delais: number[];
      traductions?: Translations<'label' | 'conteneur'>;
    }[];
    /** Product page sections by kind. */
    sections: {
      type: FaqSectionKind;
      question: string;
      reponse: string;
      traductions?: Translations<'question' | 'reponse'>;
    }[];
    traductions: Translations<'label' | 'accroche' | 'description' | 'meta_description'>;
  }[];
  faqCategories: {
    slug: string;
    label: string;
    visible: boolean;
    ordre: number;
    traductions?: Translations<'label'>;
    faqs: { question: string; reponse: string; traductions?: Translations<'question' | 'reponse'> }[];
  }[];
  actualites: {
    slug: string;
    label: string;
    accroche: string;
    texte: string;
    publie_le: string;
    artwork: Extract<ArtworkSpec, { kind: 'editorial' }>;
    traductions?: Translations<'label' | 'accroche' | 'texte'>;
  }[];
  configurations: Record<string, string>;
  /** The home page: products drawn in the hero (left to right, from their first packshot) and the video band's still. */
  accueil: {
    heroProduits: number[];
    videoPoster: Extract<ArtworkSpec, { kind: 'editorial' }>;
  };
}
