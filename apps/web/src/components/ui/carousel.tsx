import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion.ts';
import styles from './carousel.module.css';

export interface CarouselLabels {
  /** Name of the whole carousel (region). */
  carousel: string;
  /** Name of one slide, e.g. "2 sur 5". */
  slide: (position: number, total: number) => string;
  previous: string;
  next: string;
  /** Name of the dot that shows a slide. */
  goTo?: (position: number) => string;
  /** The autoplay toggle (WCAG 2.2.2: moving content can be paused). */
  pause?: string;
  play?: string;
}

interface CarouselProps<Item> {
  items: readonly Item[];
  getKey: (item: Item) => Key;
  renderSlide: (item: Item, index: number) => ReactNode;
  labels: CarouselLabels;
  /** Moves to the next slide every this many ms, paused on hover, focus and under reduced motion. */
  autoplayMs?: number;
  /** After the last slide comes the first again (and before the first, the last). */
  loop?: boolean;
  /** One dot per slide (for one-slide-per-view carousels). */
  hasDots?: boolean;
  className?: string;
  slideClassName?: string;
}

/** How many slides the track shows at once (1 when nothing is laid out, as in tests). */
function slidesPerView(track: HTMLElement): number {
  const first = track.firstElementChild;
  const slideWidth = first instanceof HTMLElement ? first.offsetWidth : 0;
  return slideWidth > 0 ? Math.max(1, Math.floor((track.clientWidth + 8) / slideWidth)) : 1;
}

/** Where the track must scroll to for a slide to sit at its snap position (after the inset). */
function slideStart(track: HTMLElement, slide: HTMLElement): number {
  const inset = Number.parseFloat(getComputedStyle(track).scrollPaddingLeft) || 0;
  return slide.offsetLeft - track.offsetLeft - inset;
}

/**
 * A horizontal carousel on native scroll snapping: swipe and trackpad scroll work as on any list,
 * buttons and dots move by slides, and everything stays in the page for crawlers and screen
 * readers. Follows the WAI-ARIA carousel pattern (region with roledescription, slide groups,
 * live region only while not auto-playing). Written so embla-carousel can replace the scrolling
 * part once installed (architecture's choice); the behaviour and the markup stay.
 */
export function Carousel<Item>({
  items,
  getKey,
  renderSlide,
  labels,
  autoplayMs,
  loop = false,
  hasDots = false,
  className,
  slideClassName,
}: CarouselProps<Item>) {
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [edges, setEdges] = useState({ atStart: true, atEnd: items.length <= 1 });
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [isStopped, setStopped] = useState(false);
  const isReducedMotion = usePrefersReducedMotion();
  const count = items.length;
  const canAutoplay = autoplayMs !== undefined && count > 1 && !isReducedMotion;
  const isPlaying = canAutoplay && !isStopped && !isHovered && !isFocused;

  const step = useCallback(
    (direction: 1 | -1) =>
      setIndex((current) => {
        const track = trackRef.current;
        const perView = track ? slidesPerView(track) : 1;
        const lastStart = Math.max(0, count - perView);
        const target = current + direction * perView;
        if (target > lastStart) return loop && current >= lastStart ? 0 : lastStart;
        if (target < 0) return loop && current <= 0 ? lastStart : 0;
        return target;
      }),
    [count, loop],
  );

  // Bring the current slide to the start of the track (smoothly unless motion is reduced).
  useEffect(() => {
    const track = trackRef.current;
    const slide = track?.children[index];
    if (!track || !(slide instanceof HTMLElement) || typeof track.scrollTo !== 'function') return;
    track.scrollTo({ left: slideStart(track, slide), behavior: isReducedMotion ? 'auto' : 'smooth' });
  }, [index, isReducedMotion]);

  // A swipe or a trackpad scroll moves the track itself: follow it once it settles.
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measureEdges = () =>
      setEdges({
        atStart: track.scrollLeft <= 1,
        atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
      });
    const settle = () => {
      const slides = [...track.children] as HTMLElement[];
      const distances = slides.map((slide) => Math.abs(slideStart(track, slide) - track.scrollLeft));
      const nearest = distances.indexOf(Math.min(...distances));
      measureEdges();
      if (nearest >= 0) setIndex(nearest);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, 120);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    // Laid out (clientWidth > 0): a row whose slides all fit needs no arrows.
    if (track.clientWidth > 0) measureEdges();
    return () => {
      clearTimeout(timer);
      track.removeEventListener('scroll', onScroll);
    };
  }, []);

  useEffect(() => {
    if (!isPlaying || autoplayMs === undefined) return;
    const timer = setInterval(() => step(1), autoplayMs);
    return () => clearInterval(timer);
  }, [isPlaying, autoplayMs, step]);

  const hasPrevious = loop ? count > 1 : !edges.atStart || index > 0;
  const hasNext = loop ? count > 1 : !edges.atEnd;
  const hasControls = count > 1 && (hasPrevious || hasNext || canAutoplay || hasDots);
  return (
    <section
      className={`${styles.carousel} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        ref={trackRef}
        id={trackId}
        className={styles.track}
        aria-live={isPlaying ? 'off' : 'polite'}
        data-playing={isPlaying ? 'true' : undefined}
      >
        {items.map((item, position) => (
          <div
            key={getKey(item)}
            className={`${styles.slide} ${slideClassName ?? ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide(position + 1, count)}
            data-current={position === index ? 'true' : undefined}
          >
            {renderSlide(item, position)}
          </div>
        ))}
      </div>
      {hasControls && (
        <div className={styles.controls}>
          {canAutoplay && labels.pause && labels.play && (
            <button
              type="button"
              className={styles.toggle}
              aria-pressed={isStopped}
              aria-label={isStopped ? labels.play : labels.pause}
              onClick={() => setStopped((stopped) => !stopped)}
            >
              <span aria-hidden="true" className={styles.toggleIcon} data-stopped={isStopped ? 'true' : undefined} />
            </button>
          )}
          {hasDots && labels.goTo && (
            <div className={styles.dots}>
              {items.map((item, position) => (
                <button
                  key={getKey(item)}
                  type="button"
                  className={styles.dot}
                  aria-controls={trackId}
                  aria-current={position === index ? 'true' : undefined}
                  aria-label={labels.goTo?.(position + 1)}
                  onClick={() => setIndex(position)}
                />
              ))}
            </div>
          )}
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              aria-controls={trackId}
              aria-label={labels.previous}
              disabled={!hasPrevious}
              onClick={() => step(-1)}
            >
              <Chevron direction="previous" />
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-controls={trackId}
              aria-label={labels.next}
              disabled={!hasNext}
              onClick={() => step(1)}
            >
              <Chevron direction="next" />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <path
        d={direction === 'next' ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
