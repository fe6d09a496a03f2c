import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { BarChartData } from './bar-chart-data';

const tokenOf = (element: HTMLElement, token: string) => getComputedStyle(element).getPropertyValue(token).trim();

/**
 * Draws bars on a canvas in the dashboard's dark theme: one bar per label, or two side by side (the first to
 * the left of its label, the second to the right). The axis labels and grid take the theme's tokens.
 */
export function drawBarChart(element: HTMLElement, data: BarChartData): uPlot {
  const muted = tokenOf(element, '--color-text-muted');
  const font = `12px ${tokenOf(element, '--font-sans') || 'sans-serif'}`;
  const isPair = data.series.length === 2;
  const isHorizontal = data.isHorizontal === true;
  const bars = (index: number) =>
    uPlot.paths.bars?.({ size: [isPair ? 0.38 : 0.6, 48], align: isPair ? (index === 0 ? -1 : 1) : 0 });
  const options: uPlot.Options = {
    width: element.clientWidth,
    height: data.height,
    legend: { show: false },
    cursor: { show: false },
    padding: [8, 8, 0, 0],
    scales: {
      // Horizontal: the labels run down (the first at the top), the values across.
      x: {
        time: false,
        range: [-0.5, data.labels.length - 0.5],
        ori: isHorizontal ? 1 : 0,
        dir: isHorizontal ? -1 : 1,
      },
      // At least two of the smallest steps high, so a chart of tiny values still has a scale.
      y: { range: (_u, _min, max) => [0, Math.max(max * 1.1, 2 * (data.steps[0] ?? 1))], ori: isHorizontal ? 0 : 1 },
    },
    axes: [
      {
        stroke: muted,
        font,
        grid: { show: false },
        ticks: { show: false },
        side: isHorizontal ? 3 : 2,
        ...(isHorizontal ? { size: 96, space: 12, incrs: [1] } : { space: 40, incrs: [1, 2, 3, 4, 6, 8, 12] }),
        values: (_u, splits) => splits.map((split) => data.labels[split] ?? ''),
      },
      {
        stroke: muted,
        font,
        side: isHorizontal ? 2 : 3,
        size: isHorizontal ? 32 : 56,
        grid: { stroke: tokenOf(element, '--color-border'), width: 1 },
        ticks: { show: false },
        incrs: data.steps,
        values: (_u, splits) => splits.map((split) => (split === 0 ? '0' : data.formatValue(split))),
      },
    ],
    series: [
      {},
      ...data.series.map((series, index) => {
        const color = tokenOf(element, series.colorToken);
        return {
          label: series.label,
          stroke: color,
          fill: color,
          width: 0,
          paths: bars(index),
          points: { show: false },
        };
      }),
    ],
  };
  const xs = data.labels.map((_label, index) => index);
  return new uPlot(options, [xs, ...data.series.map((series) => series.values)], element);
}
