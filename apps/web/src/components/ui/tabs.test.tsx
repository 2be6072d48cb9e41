import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAB_SCROLL_DEBOUNCE_MS, Tabs, type TabItem } from './tabs.tsx';

const TABS: TabItem[] = [
  { id: 'description', label: 'Description', panelId: 'panel-description' },
  { id: 'conseils', label: 'Conseils', panelId: 'panel-conseils' },
  { id: 'composition', label: 'Composition', panelId: 'panel-composition' },
];

function ButtonTabs({ onSelect }: { onSelect?: (id: string) => void }) {
  const [active, setActive] = useState('description');
  return (
    <>
      <Tabs
        tabs={TABS}
        activeId={active}
        label="Fiche produit"
        onSelect={(id) => {
          onSelect?.(id);
          setActive(id);
        }}
      />
      {TABS.map((tab) => (
        <div key={tab.id} id={tab.panelId} role="tabpanel" aria-labelledby={`tab-${tab.id}`} hidden={tab.id !== active}>
          {tab.label}
        </div>
      ))}
    </>
  );
}

/** jsdom lays nothing out: give the list and its tabs the boxes of a narrow, scrolling row. */
function layOut(list: HTMLElement) {
  Object.defineProperty(list, 'clientWidth', { value: 200, configurable: true });
  Object.defineProperty(list, 'scrollWidth', { value: 600, configurable: true });
  list.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, width: 200 });
  [...list.children].forEach((tab, index) => {
    (tab as HTMLElement).getBoundingClientRect = () => DOMRect.fromRect({ x: index * 200 + 50, width: 100 });
  });
  const scrollTo = vi.fn();
  Object.defineProperty(list, 'scrollTo', { value: scrollTo, configurable: true });
  return scrollTo;
}

function mockReducedMotion(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: matches && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

describe('Tabs', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('is a labelled tab list whose active tab is selected, controls its panel and is the only tab stop', () => {
    render(<ButtonTabs />);
    screen.getByRole('tablist', { name: 'Fiche produit' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[1]?.getAttribute('aria-controls')).toBe('panel-conseils');
    expect(tabs[0]?.tagName).toBe('BUTTON');
    expect(tabs[0]?.getAttribute('type')).toBe('button');
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toBeTruthy();
  });

  it('selects a tab on click and moves the tab stop with it', () => {
    const onSelect = vi.fn();
    render(<ButtonTabs onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Composition' }));
    expect(onSelect).toHaveBeenCalledWith('composition');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('moves the focus with the arrow keys (wrapping), Home and End', () => {
    render(<ButtonTabs />);
    const [first, second, third] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement, HTMLElement];
    // Each key, pressed on the focused tab, and the tab that has the focus then.
    const moves: [key: string, to: HTMLElement][] = [
      ['ArrowRight', second],
      ['ArrowDown', third],
      ['ArrowRight', first],
      ['ArrowLeft', third],
      ['Home', first],
      ['End', third],
    ];
    let from = first;
    from.focus();
    for (const [key, to] of moves) {
      fireEvent.keyDown(from, { key });
      expect(document.activeElement, `${key} from ${from.textContent}`).toBe(to);
      from = to;
    }
    // Moving the focus does not choose: Enter or a click does.
    expect(first.getAttribute('aria-selected')).toBe('true');
  });

  it('renders route tabs as links, the current one marked as the page', () => {
    render(
      <Tabs
        label="Pages légales"
        activeId="retours"
        tabs={[
          { id: 'mentions', label: 'Mentions légales', href: '/fr/conditions/mentions-legales', panelId: 'page' },
          { id: 'retours', label: 'Retours', href: '/fr/conditions/retours', panelId: 'page' },
        ]}
      />,
    );
    const [other, current] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement];
    expect(current.tagName).toBe('A');
    expect(current.getAttribute('href')).toBe('/fr/conditions/retours');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('aria-controls')).toBe('page');
    // The other pages' panels are not on this page, so nothing points at them.
    expect(other.getAttribute('aria-controls')).toBeNull();
    expect(other.getAttribute('aria-current')).toBeNull();
  });

  it('centres the active tab 10 ms after a change, at once on load, smoothly afterwards', () => {
    vi.useFakeTimers();
    render(<ButtonTabs />);
    const scrollTo = layOut(screen.getByRole('tablist'));
    act(() => vi.advanceTimersByTime(TAB_SCROLL_DEBOUNCE_MS));
    // Tab 0 sits at 50–150 in a 200 wide list: centred already.
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'auto' });

    fireEvent.click(screen.getByRole('tab', { name: 'Composition' }));
    act(() => vi.advanceTimersByTime(TAB_SCROLL_DEBOUNCE_MS - 1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    // Tab 2 sits at 450–550: the list scrolls by 400 to put it at 50–150.
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
  });

  it('centres again, once, after a burst of size changes (the web font arriving, the window)', () => {
    vi.useFakeTimers();
    const observed = fakeResizeObserver();
    render(<ButtonTabs />);
    const scrollTo = layOut(screen.getByRole('tablist'));
    // The list and each tab are watched; their first report (sizes just measured) changes nothing.
    expect(observed.targets).toHaveLength(4);
    observed.report();
    act(() => vi.advanceTimersByTime(TAB_SCROLL_DEBOUNCE_MS));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockClear();
    for (let step = 0; step < 5; step += 1) {
      observed.report();
      act(() => vi.advanceTimersByTime(TAB_SCROLL_DEBOUNCE_MS - 2));
    }
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'auto' });
  });

  it('jumps instead of gliding under reduced motion, and leaves a list that fits alone', () => {
    mockReducedMotion(true);
    vi.useFakeTimers();
    render(<ButtonTabs />);
    const list = screen.getByRole('tablist');
    const scrollTo = layOut(list);
    fireEvent.click(screen.getByRole('tab', { name: 'Conseils' }));
    act(() => vi.advanceTimersByTime(TAB_SCROLL_DEBOUNCE_MS));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 200, behavior: 'auto' });

    scrollTo.mockClear();
    Object.defineProperty(list, 'scrollWidth', { value: 200, configurable: true });
    fireEvent.click(screen.getByRole('tab', { name: 'Composition' }));
    act(() => vi.advanceTimersByTime(TAB_SCROLL_DEBOUNCE_MS));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

/** A ResizeObserver whose reports the test sends: what it watches, and one report to all. */
function fakeResizeObserver() {
  const observed = { targets: [] as Element[], report: () => {} };
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observed.report = () => act(callback);
      }
      observe(target: Element) {
        observed.targets.push(target);
      }
      disconnect() {}
    },
  );
  return observed;
}
