import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion.ts';
import styles from './tabs.module.css';

/** The active tab is brought to the centre 10 ms after the last change (new tab, a size). */
export const TAB_SCROLL_DEBOUNCE_MS = 10;

/** The element id of a tab, for its panel's aria-labelledby. Tab ids must be unique on the page. */
export const tabElementId = (id: string) => `tab-${id}`;

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Route tabs are links (wouter paths, "~/fr/…" for absolute ones); others are buttons. */
  href?: string;
  /** The id of the panel this tab shows, when that panel is on the page. */
  panelId?: string;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  activeId: string | undefined;
  /** The accessible name of the tab list. */
  label: string;
  /** Called when a button tab is chosen (link tabs navigate). */
  onSelect?: (id: string) => void;
  /** "row" scrolls sideways at every width; "side" turns into a column beside the page on wide screens. */
  layout?: 'row' | 'side';
}

/** Where the list must scroll for the tab to sit in its middle, clamped by the browser. */
function centredScrollLeft(list: HTMLElement, tab: HTMLElement): number {
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  return list.scrollLeft + (tabBox.left - listBox.left) - (listBox.width - tabBox.width) / 2;
}

/** Keeps the active tab in the middle of the list whenever it scrolls sideways. */
function useCentredActiveTab(activeId: string | undefined) {
  const listRef = useRef<HTMLDivElement>(null);
  const isReducedMotion = usePrefersReducedMotion();
  const hasCentred = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const centre = (smooth: boolean) => {
      const list = listRef.current;
      const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!list || !tab || list.scrollWidth <= list.clientWidth || typeof list.scrollTo !== 'function') return;
      // Scroll only the list, never the page (scrollIntoView would move the page too).
      list.scrollTo({ left: centredScrollLeft(list, tab), behavior: smooth ? 'smooth' : 'auto' });
    };
    const schedule = (smooth: boolean) => {
      clearTimeout(timer);
      timer = setTimeout(() => centre(smooth), TAB_SCROLL_DEBOUNCE_MS);
    };
    // The first placement (page load) is immediate; later changes glide unless motion is reduced.
    schedule(hasCentred.current && !isReducedMotion);
    hasCentred.current = true;
    // The tabs change width after that placement when the web font arrives, and the list when the
    // window does: either moves the active tab off centre.
    const list = listRef.current;
    if (!list || typeof ResizeObserver !== 'function') return () => clearTimeout(timer);
    let isFirstReport = true;
    const observer = new ResizeObserver(() => {
      // The first report only gives the sizes just measured: the placement above is on its way.
      if (!isFirstReport) schedule(false);
      isFirstReport = false;
    });
    observer.observe(list);
    for (const tab of list.children) observer.observe(tab);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [activeId, isReducedMotion]);

  return listRef;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/** Arrow keys, Home and End move the focus between the tabs (Enter or Space then choose). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const current = tabs.indexOf(document.activeElement as HTMLElement);
  if (current === -1 || tabs.length === 0) return;
  let next: number;
  if (NEXT_KEYS.has(event.key)) next = (current + 1) % tabs.length;
  else if (PREVIOUS_KEYS.has(event.key)) next = (current - 1 + tabs.length) % tabs.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = tabs.length - 1;
  else return;
  event.preventDefault();
  tabs[next]?.focus();
}

/**
 * A tab list that scrolls sideways when its tabs do not fit, always bringing the active
 * tab to the centre. One tab stop (the active tab); arrows, Home and End move between tabs.
 */
export function Tabs({ tabs, activeId, label, onSelect, layout = 'row' }: TabsProps) {
  const listRef = useCentredActiveTab(activeId);
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      className={[styles.list, layout === 'side' && styles.side].filter(Boolean).join(' ')}
      onKeyDown={moveFocus}
    >
      {tabs.map((tab) => {
        const isActive = tab.id === activeId;
        const common = {
          role: 'tab',
          id: tabElementId(tab.id),
          className: styles.tab,
          'aria-selected': isActive,
          // Only a panel that is on the page may be pointed at.
          ...(tab.panelId && (isActive || !tab.href) ? { 'aria-controls': tab.panelId } : {}),
          // The active tab is the tab stop; with none active, the first one is.
          tabIndex: isActive || (activeId === undefined && tab === tabs[0]) ? 0 : -1,
        } as const;
        return tab.href ? (
          <Link key={tab.id} href={tab.href} {...common} aria-current={isActive ? 'page' : undefined}>
            {tab.label}
          </Link>
        ) : (
          <button key={tab.id} type="button" {...common} onClick={() => onSelect?.(tab.id)}>
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
