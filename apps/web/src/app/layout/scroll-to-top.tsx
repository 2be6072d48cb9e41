import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Spec §2: an anchor is scrolled to with this offset, so it clears the fixed header. */
const ANCHOR_OFFSET_PX = 130;

/**
 * Navigation scrolls to the top, or to the URL's anchor. The path is read relative to the
 * language, so switching language keeps the visitor where they were.
 */
export function ScrollToTop() {
  const [path] = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    const top = target ? target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX : 0;
    window.scrollTo({ top, left: 0, behavior: 'instant' });
  }, [path]);
  return null;
}
