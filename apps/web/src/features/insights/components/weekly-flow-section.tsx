import type { Insights } from '@sitewatch/shared';
import { useMemo } from 'react';
import { weekLabel } from '../lib/insights-labels';
import { countChart } from './bar-chart-data';
import { ChartFigure } from './chart-figure';
import styles from './insights.module.css';

/** Issues opened and resolved in each week of the period. */
export function WeeklyFlowSection({ weekly }: { weekly: Insights['weekly'] }) {
  const data = useMemo(
    () =>
      countChart({
        labels: weekly.map((week) => weekLabel(week.weekStart)),
        series: [
          { label: 'Opened', values: weekly.map((week) => week.opened), colorToken: '--color-primary' },
          { label: 'Resolved', values: weekly.map((week) => week.resolved), colorToken: '--color-success' },
        ],
        height: 200,
      }),
    [weekly],
  );
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="insights-weekly">
      <h3 id="insights-weekly" className={styles.cardTitle}>
        Opened and resolved
      </h3>
      <ChartFigure title="Issues opened and resolved per week" labelHeader="Week from" data={data} />
    </section>
  );
}
