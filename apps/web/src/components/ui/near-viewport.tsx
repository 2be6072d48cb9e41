import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once its place comes within `margin` of the screen (at once where the
 * browser has no IntersectionObserver): what sits far below the fold costs nothing until then.
 * `minHeight` holds the place meanwhile, so the page below does not jump when it arrives.
 */
export function NearViewport({
  children,
  margin = '600px',
  minHeight,
}: {
  children: ReactNode;
  margin?: string;
  minHeight?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);
  if (isNear) return <>{children}</>;
  return <div ref={ref} style={minHeight ? { minHeight } : undefined} />;
}
