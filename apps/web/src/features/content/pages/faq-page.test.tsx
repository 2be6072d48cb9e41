import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';
import { FAQS } from '../test/content-fixtures.ts';
import { renderContentApp } from '../test/render-content-app.tsx';

const filterBox = () => screen.getByRole('searchbox', { name: 'Rechercher dans les questions' });

describe('FAQ page', () => {
  it('shows the visible categories as sections with their questions, never internal or product entries', async () => {
    await renderContentApp('/fr/faq');
    expect(await screen.findByRole('heading', { level: 2, name: 'Commandes et livraison' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Commandes et livraison', 'Produits et conseils']);
    expect(screen.getByRole('button', { name: 'Quels sont les délais de livraison ?' })).toBeTruthy();
    expect(screen.queryByText('Gestes commerciaux')).toBeNull();
    expect(screen.queryByText('Matin et soir')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Questions fréquentes – Maison Orcaviar'));
  });

  it('opens an answer as a collapsible, its paragraphs split on blank lines', async () => {
    await renderContentApp('/fr/faq');
    const question = await screen.findByRole('button', { name: 'Quels sont les délais de livraison ?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(within(panel as HTMLElement).getAllByText(/./u, { selector: 'p' })).toHaveLength(2);
  });

  it('filters questions and answers without regard to case or accents, and announces the count', async () => {
    await renderContentApp('/fr/faq');
    await screen.findByRole('heading', { level: 2, name: 'Commandes et livraison' });
    fireEvent.change(filterBox(), { target: { value: 'CREMES' } });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Quels sont les délais de livraison ?' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Vos crèmes conviennent-elles aux peaux sensibles ?' })).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('1 question trouvée');

    fireEvent.change(filterBox(), { target: { value: 'metropolitaine' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'La livraison est-elle offerte ?' })).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe('1 question trouvée');

    fireEvent.change(filterBox(), { target: { value: 'livraison' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 questions trouvées'));
  });

  it('says when nothing matches and clears the search on demand', async () => {
    await renderContentApp('/fr/faq');
    await screen.findByRole('heading', { level: 2, name: 'Commandes et livraison' });
    fireEvent.change(filterBox(), { target: { value: 'parapluie' } });
    expect(await screen.findByText('Aucune question ne correspond à « parapluie ».')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 question trouvée');
    fireEvent.click(screen.getAllByRole('button', { name: 'Effacer la recherche' })[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'La livraison est-elle offerte ?' })).toBeTruthy();
    expect((filterBox() as HTMLInputElement).value).toBe('');
  });

  it('keeps the FAQ in session storage per language, and shows it from there first', async () => {
    const { fetchMock } = await renderContentApp('/fr/faq');
    await screen.findByRole('heading', { level: 2, name: 'Commandes et livraison' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/faqs'))).toBe(true);
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.faqs) ?? '{}') as Record<string, unknown[]>;
    expect(stored.fr).toHaveLength(FAQS.length);
  });

  it('speaks the page’s language', async () => {
    await renderContentApp('/en/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(await screen.findByRole('searchbox', { name: 'Search the questions' })).toBeTruthy();
  });

  it('offers to try again when the FAQ cannot be loaded', async () => {
    await renderContentApp('/fr/faq', { failing: ['/faqs'] });
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
