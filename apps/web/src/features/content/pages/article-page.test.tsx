import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';
import { ATELIER, RITUEL } from '../test/content-fixtures.ts';
import { renderContentApp } from '../test/render-content-app.tsx';

const ATELIER_PATH = '/fr/3-dans-les-coulisses-de-notre-atelier';

describe('news article page', () => {
  it('shows the article at /:lang/{id}-{slug}: date in the page’s language, title, catch line and paragraphs as text', async () => {
    await renderContentApp(ATELIER_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: ATELIER.label })).toBeTruthy();
    expect(screen.getByText('12 février 2026').getAttribute('datetime')).toBe('2026-02-12');
    expect(screen.getByText(ATELIER.accroche)).toBeTruthy();
    // Paragraphs split on blank lines; markup in the text is shown, never interpreted.
    expect(screen.getByText('L’extrait est incorporé à froid. <b>Pas de HTML</b>')).toBeTruthy();
    expect(document.querySelector('article b')).toBeNull();
    expect(screen.getByText('Les pots sont remplis à la main.').tagName).toBe('P');
    const image = screen.getByRole('img', { name: `${ATELIER.label} – Maison Orcaviar` });
    expect(image.getAttribute('src')).toBe('/media/actu/3/640.jpg');
    await waitFor(() => expect(document.title).toBe(`${ATELIER.label} – Maison Orcaviar`));
  });

  it('formats the date in the page’s language', async () => {
    await renderContentApp('/de/3-dans-les-coulisses-de-notre-atelier');
    expect(await screen.findByText('12. Februar 2026')).toBeTruthy();
  });

  it('offers share links with the encoded address and the title with the brand suffix', async () => {
    await renderContentApp('/fr/4-le-rituel-du-soir');
    const share = await screen.findByRole('region', { name: 'Partager cet article' });
    const url = `${window.location.origin}/fr/4-le-rituel-du-soir`;
    const title = `${RITUEL.label} – Maison Orcaviar`;
    const facebook = within(share).getByRole('link', { name: 'Partager sur Facebook (nouvel onglet)' });
    expect(facebook.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
    const tweet = new URL(
      within(share)
        .getByRole('link', { name: /X \(Twitter\)/u })
        .getAttribute('href') ?? '',
    );
    expect(tweet.searchParams.get('text')).toBe(title);
    expect(tweet.searchParams.get('url')).toBe(url);
    const names = within(share)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Facebook', 'X (Twitter)', 'Pinterest', 'LinkedIn', 'Tumblr', 'WhatsApp', 'E-mail']);
    expect(within(share).getByRole('link', { name: 'Partager par e-mail' }).getAttribute('href')).toBe(
      `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
    );
  });

  it('copies the link and confirms it politely', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderContentApp(ATELIER_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${ATELIER_PATH}`);
    const status = await screen.findByText('Lien copié dans le presse-papiers.');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('links to the other articles', async () => {
    await renderContentApp(ATELIER_PATH);
    const others = await screen.findByRole('region', { name: 'À lire aussi' });
    expect(within(others).getByRole('link', { name: RITUEL.label }).getAttribute('href')).toBe(
      '/fr/4-le-rituel-du-soir',
    );
    expect(within(others).queryByRole('link', { name: ATELIER.label })).toBeNull();
  });

  it('keeps the articles in session storage per language', async () => {
    await renderContentApp(ATELIER_PATH);
    await screen.findByRole('heading', { level: 1, name: ATELIER.label });
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.actualites) ?? '{}') as Record<
      string,
      unknown[]
    >;
    expect(stored.fr).toHaveLength(2);
  });

  it('replaces a wrong slug and sends an unknown id to the error page', async () => {
    const wrong = await renderContentApp('/fr/3');
    await waitFor(() => expect(wrong.currentPath()).toBe(ATELIER_PATH));
    wrong.unmount();
    const unknown = await renderContentApp('/fr/999-disparu');
    await waitFor(() => expect(unknown.currentPath()).toBe('/fr/erreur?code=404'));
  });

  it('lets only digit-first paths reach the article route', async () => {
    const { currentPath, fetchMock } = await renderContentApp('/fr/notre-atelier');
    await waitFor(() => expect(currentPath()).toBe('/fr/erreur'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/actualites'))).toBe(false);
  });
});
