import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * Renders `children` only once its place comes within `margin` of the screen (at once where the
 * browser has no IntersectionObserver; never on the server): what sits far below the fold costs nothing until then.
 * `className` gives the place its height meanwhile, so the page below does not jump when it arrives
 * (a class, not a style attribute: the CSP refuses those in the server's HTML).
 */
export function NearViewport({
  children,
  margin = '600px',
  className,
}: {
  children: ReactNode;
  margin?: string;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  // The server (and the hydrating render) draws the placeholder, as a browser with an observer does.
  const canObserve = !useHydrated() || typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);
  if (isNear || !canObserve) return <>{children}</>;
  return <div ref={ref} className={className} />;
}
