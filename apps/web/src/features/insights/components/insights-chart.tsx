import { useEffect, useRef } from 'react';
import type { BarChartData } from './bar-chart-data';
import styles from './insights.module.css';

/**
 * A bar chart, drawn once the chart library has loaded (a chunk of its own, after the screen shows). The
 * canvas is hidden from screen readers: the table beside each chart holds the same numbers. Where it cannot
 * be drawn (no canvas), the space stays empty and the tables still say everything.
 */
export function InsightsChart({ data }: { data: BarChartData }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let isCancelled = false;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    import('./draw-bar-chart')
      .then(({ drawBarChart }) => {
        if (isCancelled) return;
        chart = drawBarChart(element, data);
        observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: data.height }));
        observer.observe(element);
      })
      .catch(() => {
        // Nothing to draw with (an old browser, or a test's DOM): the table holds every figure.
      });
    return () => {
      isCancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [data]);

  return <div ref={box} className={styles.chart} style={{ height: data.height }} aria-hidden="true" />;
}
