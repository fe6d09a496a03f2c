/** What a bar chart shows; kept apart from the drawing so the screen loads without the chart library. */
export interface BarSeries {
  label: string;
  values: number[];
  /** A colour token of the theme, e.g. '--color-primary'. */
  colorToken: string;
}

export interface BarChartData {
  labels: string[];
  series: BarSeries[];
  formatValue: (value: number) => string;
  /** The steps the value axis may take between grid lines (whole counts, round durations). */
  steps: number[];
  height: number;
  /** Bars along the width, labels down the left: for long labels such as language names. */
  isHorizontal?: boolean;
}

const hourMs = 60 * 60 * 1000;
export const countSteps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000];
export const durationSteps = [0.25, 0.5, 1, 2, 6, 12, 24, 48, 96, 168, 336, 720, 1440].map((hours) => hours * hourMs);

/** A chart of counts: whole numbers on the axis and in the table. */
export function countChart(chart: Pick<BarChartData, 'labels' | 'series' | 'height' | 'isHorizontal'>): BarChartData {
  return { ...chart, formatValue: String, steps: countSteps };
}
