/**
 * Entry point of the shop's own artwork: turns an ArtworkSpec into a standalone SVG document
 * (the media route then resizes and encodes it with sharp like any uploaded picture).
 */
import { renderEditorial } from './artwork-editorial.ts';
import { renderHero } from './artwork-hero.ts';
import { renderIngredient } from './artwork-ingredient.ts';
import { renderPackshot } from './artwork-packshot.ts';
import type { ArtworkSpec } from './artwork-spec.ts';

/** Renders the spec as SVG. Pure and deterministic: the same spec always gives the same string. */
export function renderArtwork(spec: ArtworkSpec): string {
  switch (spec.kind) {
    case 'packshot':
      return renderPackshot(spec);
    case 'ingredient':
      return renderIngredient(spec);
    case 'editorial':
      return renderEditorial(spec);
    case 'hero':
      return renderHero(spec);
  }
}
