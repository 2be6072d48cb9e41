import { describe, expect, it } from 'vitest';
import { buildShareLinks } from './share-links.ts';

const target = {
  url: 'https://orcaviar.example/fr/4-le-rituel-du-soir?x=1&y=2',
  title: 'Le rituel du soir & ses gestes – Maison Orcaviar',
  imageUrl: 'https://orcaviar.example/media/actu/4/1280.jpg',
};

describe('share links', () => {
  const links = Object.fromEntries(buildShareLinks(target).map((link) => [link.network, link.href]));

  it('offers the networks of the spec and mail', () => {
    expect(Object.keys(links)).toEqual(['facebook', 'x', 'pinterest', 'linkedin', 'tumblr', 'whatsapp', 'mail']);
  });

  it('encodes the address and the title in every parameter', () => {
    const url = encodeURIComponent(target.url);
    const title = encodeURIComponent(target.title);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(links.x).toBe(`https://twitter.com/intent/tweet?url=${url}&text=${title}`);
    expect(links.pinterest).toContain(`&media=${encodeURIComponent(target.imageUrl)}`);
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(links.tumblr).toContain(`canonicalUrl=${url}&title=${title}`);
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`${target.title} ${target.url}`)}`);
    expect(links.mail).toBe(`mailto:?subject=${title}&body=${url}`);
  });

  it('never lets the page’s own query or an ampersand of the title leak into the share address', () => {
    for (const href of Object.values(links)) {
      expect(href).not.toContain('?x=1&y=2');
      expect(href).not.toContain(' & ');
    }
    const query = new URL(links.x ?? '').searchParams;
    expect(query.get('url')).toBe(target.url);
    expect(query.get('text')).toBe(target.title);
  });
});
