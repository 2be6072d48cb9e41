import type { Locale } from '@boutique/domain';
import * as t from '../db/schema/index.ts';
import type { Transaction as Tx } from '../db/client.ts';

interface DemoReview {
  produit_id: number;
  auteur: string;
  note: number;
  titre: string;
  texte: string;
  langue: Locale;
  /** Days before the seed. */
  daysAgo: number;
}

/** Published reviews on three products, so the shop shows ratings from the first start. */
const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    produit_id: 3,
    auteur: 'Claire M.',
    note: 5,
    titre: 'Ma peau est transformée',
    texte: 'Texture riche mais qui pénètre vite, ma peau reste souple toute la journée. Je ne change plus.',
    langue: 'fr',
    daysAgo: 4,
  },
  {
    produit_id: 3,
    auteur: 'Sophie D.',
    note: 4,
    titre: 'Très agréable',
    texte: 'Un vrai confort sous le maquillage. Le pot est lourd et élégant, un peu cher mais il dure longtemps.',
    langue: 'fr',
    daysAgo: 12,
  },
  {
    produit_id: 3,
    auteur: 'Emma W.',
    note: 5,
    titre: 'Worth it',
    texte: 'Lovely cream, my dry patches were gone within a week. The scent is very subtle.',
    langue: 'en',
    daysAgo: 20,
  },
  {
    produit_id: 5,
    auteur: 'Nathalie B.',
    note: 5,
    titre: 'Un teint lumineux',
    texte: 'Quelques gouttes le matin suffisent : le teint est plus frais et les ridules moins marquées.',
    langue: 'fr',
    daysAgo: 6,
  },
  {
    produit_id: 5,
    auteur: 'Julien R.',
    note: 4,
    titre: '',
    texte: 'Offert à ma compagne qui l’adore. Flacon pipette pratique, texture légère qui ne colle pas.',
    langue: 'fr',
    daysAgo: 30,
  },
  {
    produit_id: 6,
    auteur: 'Carmen L.',
    note: 5,
    titre: 'Cabello suave',
    texte: 'Mi cabello está mucho más suave y brillante desde que lo uso. Huele muy bien.',
    langue: 'es',
    daysAgo: 9,
  },
  {
    produit_id: 6,
    auteur: 'Isabelle F.',
    note: 3,
    titre: 'Bien, sans plus',
    texte: 'Lave bien et laisse les cheveux doux, mais mousse peu. Je le garde pour le week-end.',
    langue: 'fr',
    daysAgo: 15,
  },
];

/** The demo's published reviews, on those of their products the catalogue holds (no author account). */
export async function insertDemoReviews(tx: Tx, productIds: ReadonlySet<number>) {
  const now = Date.now();
  const rows = DEMO_REVIEWS.filter((review) => productIds.has(review.produit_id)).map(({ daysAgo, ...review }) => {
    const created = new Date(now - daysAgo * 86_400_000);
    return { ...review, statut: 'publie' as const, created, modere: created };
  });
  if (rows.length > 0) await tx.insert(t.avis).values(rows);
}
