import { describe, expect, it } from 'vitest';
import { ARTICLE_ROUTE } from './article-route.ts';
import { articlePath, ingredientPath } from './content-paths.ts';

describe('the news article route', () => {
  it.each(['/3', '/3-notre-atelier', '/12-le-rituel-du-soir', '/3-'])('matches %s', (path) => {
    expect(ARTICLE_ROUTE.test(path)).toBe(true);
  });

  it.each(['/accueil', '/faq', '/conditions', '/erreur', '/cosmetique/3-creme', '/3-atelier/suite', '/a3', '/-3', '/'])(
    'does not match %s, so it shadows no other route',
    (path) => {
      expect(ARTICLE_ROUTE.test(path)).toBe(false);
    },
  );

  it('captures the id and slug as one parameter', () => {
    expect(ARTICLE_ROUTE.exec('/3-notre-atelier')?.groups?.idSlug).toBe('3-notre-atelier');
  });
});

describe('content paths', () => {
  it('builds article and ingredient paths with the canonical slug', () => {
    expect(articlePath('fr', { id: 3, slug: 'notre-atelier', label: 'x' })).toBe('/fr/3-notre-atelier');
    expect(articlePath('en', { id: 3, slug: '', label: 'Our Workshop' })).toBe('/en/3-our-workshop');
    expect(ingredientPath('de', { id: 1, slug: 'extrait-de-caviar', label: 'x' })).toBe(
      '/de/principe-actif/1-extrait-de-caviar',
    );
  });
});
