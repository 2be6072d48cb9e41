import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('site footer', () => {
  it('links the help pages in the page’s language and names the social accounts', async () => {
    await renderApp('/fr/accueil');
    const footer = await screen.findByRole('contentinfo');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Les soins au caviar')).toBe('/fr/accueil');
    expect(href('Questions fréquentes')).toBe('/fr/faq');
    expect(href('Nous contacter')).toBe('/fr/contact');
    expect(href('Conditions générales')).toBe('/fr/conditions');
    for (const network of ['Instagram', 'Facebook', 'Pinterest']) {
      expect(screen.getByRole('link', { name: `Maison Orcaviar sur ${network}` })).toBeTruthy();
    }
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Maison Orcaviar`);
  });

  it('asks for the cookie settings through a window event', async () => {
    await renderApp('/fr/accueil');
    const listener = vi.fn();
    window.addEventListener('od:cookies:open', listener);
    const button = await screen.findByRole('button', { name: 'Gérer les cookies' });
    act(() => button.click());
    window.removeEventListener('od:cookies:open', listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
