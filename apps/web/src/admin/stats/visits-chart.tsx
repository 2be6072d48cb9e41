import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import own from './stats.module.css';

interface Day {
  jour: string;
  visites: number;
  vues: number;
}

/**
 * Daily visits and page views drawn by uPlot on a canvas. uPlot (and its style sheet) is loaded
 * here only, on demand, so it lands in its own chunk; the table next to it says the same figures
 * to screen readers, so a failed drawing loses nothing.
 */
export function VisitsChart({ days }: { days: readonly Day[] }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element || days.length === 0) return undefined;
    let disposed = false;
    let chart: { destroy: () => void } | undefined;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (disposed) return;
        const styles = getComputedStyle(element);
        const accent = styles.getPropertyValue('--color-accent').trim() || '#7a5c2e';
        const text = styles.getPropertyValue('--color-text').trim() || '#222';
        chart = new UPlot(
          {
            width: Math.max(element.clientWidth, 320),
            height: 260,
            scales: { x: { time: true } },
            axes: [{ stroke: text }, { stroke: text }],
            series: [
              {},
              { label: t('admin.stats.visites'), stroke: accent, width: 2 },
              { label: t('admin.stats.vues'), stroke: text, width: 1, dash: [4, 4] },
            ],
          },
          [
            days.map((day) => Date.parse(`${day.jour}T12:00:00Z`) / 1000),
            days.map((day) => day.visites),
            days.map((day) => day.vues),
          ],
          element,
        );
      })
      .catch(() => undefined);
    return () => {
      disposed = true;
      chart?.destroy();
    };
  }, [days, t]);
  return <div ref={host} className={own.chart} aria-hidden="true" data-testid="stats-chart" />;
}
