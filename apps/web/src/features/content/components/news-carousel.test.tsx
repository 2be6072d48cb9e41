import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-app.tsx';
import { ACTUALITES, ATELIER, RITUEL, stubContentApi } from '../test/content-fixtures.ts';
import { NEWS_AUTOPLAY_MS, NewsCarousel } from './news-carousel.tsx';

const current = () =>
  screen
    .getAllByRole('button', { name: /^Afficher l’article/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

describe('NewsCarousel', () => {
  afterEach(() => vi.useRealTimers());

  it('shows each article as a slide linking to the article', async () => {
    stubContentApi();
    await renderInApp(<NewsCarousel />);
    const carousel = await screen.findByRole('region', { name: 'Actualités de la maison' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 sur 2', '2 sur 2']);
    expect(within(slides[0]!).getByRole('link', { name: RITUEL.label }).getAttribute('href')).toBe(
      `/fr/${RITUEL.id}-${RITUEL.slug}`,
    );
    expect(within(slides[1]!).getByRole('link', { name: ATELIER.label }).getAttribute('href')).toBe(
      `/fr/${ATELIER.id}-${ATELIER.slug}`,
    );
  });

  it('moves to the next article every 2000 ms and loops', async () => {
    expect(NEWS_AUTOPLAY_MS).toBe(2000);
    stubContentApi();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderInApp(<NewsCarousel />);
    await screen.findByRole('region', { name: 'Actualités de la maison' });
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(current()).toBe(1);
  });

  it('shows nothing while there is no article', async () => {
    stubContentApi({ actualites: [] });
    const { container } = await renderInApp(<NewsCarousel />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.textContent).toBe('');
    expect(ACTUALITES.length).toBeGreaterThan(1);
  });
});
