import { useId } from 'react';
import type { BarChartData } from './bar-chart-data';
import styles from './insights.module.css';
import { InsightsChart } from './insights-chart';

export interface ChartFigureProps {
  title: string;
  /** What the labels are, as the table's first column header ("Week", "Day"). */
  labelHeader: string;
  data: BarChartData;
}

/**
 * A chart with its title and legend, and the same numbers as a table for screen readers (the canvas is
 * hidden from them).
 */
export function ChartFigure({ title, labelHeader, data }: ChartFigureProps) {
  const titleId = useId();
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.figureTitle}>
        {title}
      </figcaption>
      {data.series.length > 1 ? (
        <ul className={styles.legend} aria-hidden="true">
          {data.series.map((series) => (
            <li key={series.label}>
              <span className={styles.swatch} style={{ background: `var(${series.colorToken})` }} />
              {series.label}
            </li>
          ))}
        </ul>
      ) : null}
      <InsightsChart data={data} />
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {data.series.map((series) => (
              <th key={series.label} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {data.series.map((series) => (
                <td key={series.label}>{data.formatValue(series.values[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
