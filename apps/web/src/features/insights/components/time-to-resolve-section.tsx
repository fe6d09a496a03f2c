import { categories, type Insights, priorities } from '@sitewatch/shared';
import { useMemo } from 'react';
import { formatDuration } from '../lib/format-duration';
import { type BarChartData, durationSteps } from './bar-chart-data';
import { ChartFigure } from './chart-figure';
import styles from './insights.module.css';

/** A group's times: its name, how many were resolved, median and 90th percentile. */
interface Times {
  name: string;
  resolved: number;
  medianMs: number | null;
  p90Ms: number | null;
  withinTargetShare: number;
}

const shownDuration = (ms: number | null) => (ms === null ? '–' : formatDuration(ms));

/** One table of times to resolve: a row per priority or category. */
function TimesTable({
  caption,
  header,
  rows,
}: {
  caption: string;
  header: string;
  rows: (Times & { name: string })[];
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.tableCaption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{header}</th>
          <th scope="col">Resolved</th>
          <th scope="col">Median</th>
          <th scope="col">90th percentile</th>
          <th scope="col">Within target</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>{row.resolved}</td>
            <td>{shownDuration(row.medianMs)}</td>
            <td>{shownDuration(row.p90Ms)}</td>
            <td>{Math.round(row.withinTargetShare * 100)} %</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * How long issues resolved in the period took, from the report to the resolution: median and 90th percentile,
 * and the share resolved within the site's response target.
 */
export function TimeToResolveSection({
  byPriority,
  byCategory,
}: {
  byPriority: Insights['timeToResolveByPriority'];
  byCategory: Insights['timeToResolveByCategory'];
}) {
  const priorityRows = useMemo(
    () => byPriority.map((row) => ({ ...row, name: priorities[row.priority].label })),
    [byPriority],
  );
  const data = useMemo<BarChartData>(
    () => ({
      labels: priorityRows.map((row) => row.name),
      series: [
        { label: 'Median', values: priorityRows.map((row) => row.medianMs ?? 0), colorToken: '--color-primary' },
        {
          label: '90th percentile',
          values: priorityRows.map((row) => row.p90Ms ?? 0),
          colorToken: '--color-highlight',
        },
      ],
      formatValue: formatDuration,
      steps: durationSteps,
      height: 180,
    }),
    [priorityRows],
  );
  return (
    <section className={styles.card} aria-labelledby="insights-time">
      <h3 id="insights-time" className={styles.cardTitle}>
        Time to resolve
      </h3>
      {byPriority.length === 0 ? (
        <p className={styles.empty}>No issues were resolved in this period.</p>
      ) : (
        <>
          <ChartFigure title="Time to resolve by priority" labelHeader="Priority" data={data} />
          <TimesTable caption="By priority" header="Priority" rows={priorityRows} />
          <TimesTable
            caption="By category"
            header="Category"
            rows={byCategory.map((row) => ({ ...row, name: categories[row.category].name }))}
          />
        </>
      )}
    </section>
  );
}
