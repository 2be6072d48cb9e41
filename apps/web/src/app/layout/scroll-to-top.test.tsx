import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ScrollToTop } from './scroll-to-top.tsx';

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <Router hook={location.hook}>
      <ScrollToTop />
    </Router>,
  );
  return { navigate: location.navigate, scrollTo };
}

describe('ScrollToTop', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.location.hash = '';
  });

  // A server-drawn page can be scrolled before it hydrates: moving it back would lose the reader's place.
  it('leaves the first page where the visitor has scrolled it', () => {
    const { scrollTo } = renderAt('/fr/cosmetique/3-serum');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on every later navigation', () => {
    const { navigate, scrollTo } = renderAt('/fr/accueil');
    act(() => navigate('/fr/cosmetique/3-serum'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('scrolls the first page to its anchor, below the fixed header', () => {
    const anchor = document.createElement('h2');
    anchor.id = 'livraison';
    document.body.append(anchor);
    vi.spyOn(anchor, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    window.location.hash = '#livraison';
    const { scrollTo } = renderAt('/fr/faq');
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 + window.scrollY - 130, left: 0, behavior: 'instant' });
    anchor.remove();
  });
});
