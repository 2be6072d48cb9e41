/**
 * Describes a picture the shop draws itself (no photo can be downloaded): the demo catalogue's
 * product packshots, ingredient and news illustrations are SVG made from these specs, then
 * resized and encoded to WebP/JPEG by the media route like any uploaded image.
 */
export type ArtworkSpec =
  | {
      /** A product packshot on a soft background. */
      kind: 'packshot';
      /** Container shape. */
      shape: 'pump-bottle' | 'dropper-bottle' | 'jar' | 'tube' | 'foam-bottle' | 'refill-pouch' | 'spray-bottle';
      /** Main colour of the container (#rrggbb). */
      colour: string;
      /** Accent colour (cap, label rule) (#rrggbb). */
      accent: string;
      /** Text printed on the label, e.g. "Mousse Nettoyante". */
      label: string;
      /** Small line under the label, e.g. "150 ml". */
      sublabel?: string;
    }
  | {
      /** A still life for an active ingredient (caviar pearls, algae, gold, peptides...). */
      kind: 'ingredient';
      motif: 'caviar' | 'gold' | 'pearl' | 'algae' | 'hyaluronic' | 'peptide' | 'ceramide' | 'vitamin';
      colour: string;
    }
  | {
      /** An editorial illustration for a news article. */
      kind: 'editorial';
      motif: 'atelier' | 'seasonal' | 'award' | 'ritual' | 'sea';
      colour: string;
      /** Printed on the picture; empty for a bare scene (a background, e.g. the home page's video poster). */
      title: string;
    }
  | {
      /**
       * The home page hero: the packshot containers of several products side by side on one studio
       * set, left to right, each standing in its slot of HERO_LAYOUT (artwork-hero-layout.ts).
       */
      kind: 'hero';
      bottles: Omit<Extract<ArtworkSpec, { kind: 'packshot' }>, 'kind'>[];
    };

/** Pixel size of the SVG canvas for each kind (the aspect ratio the pages reserve). */
export const ARTWORK_CANVAS = {
  packshot: { width: 1200, height: 1500 },
  ingredient: { width: 1200, height: 1200 },
  editorial: { width: 1600, height: 900 },
  hero: { width: 1920, height: 1080 },
} as const satisfies Record<ArtworkSpec['kind'], { width: number; height: number }>;
