import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

// The site header comes first; happy-dom also counts a section's own <header> (the home page's
// news band, once loaded) as a banner, which browsers do not.
const header = () => screen.getAllByRole('banner')[0]!;

function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    fireEvent.scroll(window);
  });
}

describe('site header', () => {
  it('is transparent at the top of the home page and solid once scrolled past 50 px', async () => {
    await renderApp('/fr/accueil');
    scrollTo(0);
    expect(header().getAttribute('data-transparent')).toBe('true');
    scrollTo(50);
    expect(header().getAttribute('data-transparent')).toBe('true');
    scrollTo(51);
    expect(header().getAttribute('data-transparent')).toBe('false');
  });

  it('is solid on other pages', async () => {
    await renderApp('/fr/erreur');
    scrollTo(0);
    expect(header().getAttribute('data-transparent')).toBe('false');
  });

  it('links the wordmark home and the account button to sign-in, in the page’s language', async () => {
    await renderApp('/es/accueil');
    expect(screen.getByRole('link', { name: 'Maison Orcaviar, inicio' }).getAttribute('href')).toBe('/es/accueil');
    expect(screen.getByRole('link', { name: 'Mi cuenta' }).getAttribute('href')).toBe('/es/sign');
  });

  // WCAG 2.5.3 (Label in Name): a voice user says what they see, so a control whose name is set
  // by aria-label must hold its visible text, hidden-from-readers parts included.
  it('gives each header and footer control a name that holds its visible text', async () => {
    await renderApp('/fr/accueil');
    const footer = await screen.findByRole('contentinfo');
    const controls = [header(), footer].flatMap((region) => [
      ...region.querySelectorAll<HTMLElement>('a[aria-label], button[aria-label]'),
    ]);
    const normalise = (text: string) => text.replace(/\s+/gu, ' ').trim().toLocaleLowerCase('fr');
    const mismatches = controls
      .map((control) => ({
        visible: normalise(control.textContent),
        name: normalise(control.getAttribute('aria-label') ?? ''),
      }))
      .filter(({ visible, name }) => !name.includes(visible));
    expect(controls.length).toBeGreaterThanOrEqual(4);
    expect(mismatches).toEqual([]);
  });
});
