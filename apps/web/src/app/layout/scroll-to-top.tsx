import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** An anchor is scrolled to with this offset, so it clears the fixed header. */
const ANCHOR_OFFSET_PX = 130;

/**
 * Navigation scrolls to the top, or to the URL's anchor. The path is read relative to the
 * language, so switching language keeps the visitor where they were.
 * The first page of a visit is not moved back to the top: a page drawn on the server may have
 * been scrolled before it hydrated, and a page drawn here starts at the top anyway.
 */
export function ScrollToTop() {
  const [path] = useLocation();
  const isFirstPage = useRef(true);
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    const isFirst = isFirstPage.current;
    isFirstPage.current = false;
    if (isFirst && !target) return;
    const top = target ? target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX : 0;
    window.scrollTo({ top, left: 0, behavior: 'instant' });
  }, [path]);
  return null;
}
