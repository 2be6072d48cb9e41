import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';

const SLIDES = ['Atelier', 'Rituel', 'Mer'];
const labels = {
  carousel: 'Actualités',
  slide: (position: number, total: number) => `${position} sur ${total}`,
  previous: 'Précédent',
  next: 'Suivant',
  goTo: (position: number) => `Afficher ${position}`,
  pause: 'Pause',
  play: 'Lecture',
};

function renderCarousel(props: { autoplayMs?: number; loop?: boolean } = { autoplayMs: 2000, loop: true }) {
  return render(
    <Carousel
      items={SLIDES}
      getKey={(slide) => slide}
      renderSlide={(slide) => <a href={`#${slide}`}>{slide}</a>}
      labels={labels}
      hasDots
      {...props}
    />,
  );
}

/** The slide the dots mark as current (1-based), as a screen reader user hears it. */
const current = () =>
  screen.getAllByRole('button', { name: /^Afficher/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true') +
  1;

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

describe('Carousel', () => {
  afterEach(() => vi.useRealTimers());

  it('names the carousel, its slides, buttons and dots', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Actualités' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 sur 3',
      '2 sur 3',
      '3 sur 3',
    ]);
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeTruthy();
    expect(current()).toBe(1);
  });

  it('moves on by itself every 2000 ms and starts again after the last slide', () => {
    vi.useFakeTimers();
    renderCarousel();
    act(() => vi.advanceTimersByTime(1999));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(current()).toBe(3);
    act(() => vi.advanceTimersByTime(2000));
    expect(current()).toBe(1);
  });

  it('pauses while hovered or focused, and goes on after', () => {
    vi.useFakeTimers();
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Actualités' });
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(6000));
    expect(current()).toBe(1);
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(2000));
    expect(current()).toBe(2);
    act(() => screen.getByRole('link', { name: 'Mer' }).focus());
    act(() => vi.advanceTimersByTime(6000));
    expect(current()).toBe(2);
    // While still, the slides are announced (polite live region); while moving they are not.
    expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
  });

  it('stays still under reduced motion, and offers no pause button then', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    renderCarousel();
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe(1);
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('stops and starts again with its pause button', () => {
    vi.useFakeTimers();
    renderCarousel();
    const pause = screen.getByRole('button', { name: 'Pause' });
    fireEvent.click(pause);
    fireEvent.pointerLeave(screen.getByRole('region', { name: 'Actualités' }));
    act(() => vi.advanceTimersByTime(6000));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Lecture' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(current()).toBe(2);
  });

  it('loops with its buttons and jumps with its dots', () => {
    renderCarousel({ loop: true });
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(current()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher 2' }));
    expect(current()).toBe(2);
  });

  it('stops at both ends when it does not loop', () => {
    renderCarousel({ loop: false });
    expect(screen.getByRole('button', { name: 'Précédent' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(current()).toBe(3);
  });
});
