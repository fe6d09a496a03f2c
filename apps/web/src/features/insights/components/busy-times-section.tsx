import type { Insights } from '@sitewatch/shared';
import { useMemo } from 'react';
import { hourLabel, weekdayShortName } from '../lib/insights-labels';
import { countChart } from './bar-chart-data';
import { ChartFigure } from './chart-figure';
import styles from './insights.module.css';

const opened = (values: number[]) => [{ label: 'Issues opened', values, colorToken: '--color-primary' }];

/** When issues are reported: by day of the week and by hour, in UTC (a site has no time zone of its own yet). */
export function BusyTimesSection({ byWeekday, byHour }: Pick<Insights, 'byWeekday' | 'byHour'>) {
  const days = useMemo(
    () =>
      countChart({
        labels: byWeekday.map((row) => weekdayShortName(row.weekday)),
        series: opened(byWeekday.map((row) => row.opened)),
        height: 160,
      }),
    [byWeekday],
  );
  const hours = useMemo(
    () =>
      countChart({
        labels: byHour.map((row) => hourLabel(row.hour)),
        series: opened(byHour.map((row) => row.opened)),
        height: 160,
      }),
    [byHour],
  );
  return (
    <section className={styles.card} aria-labelledby="insights-busy">
      <h3 id="insights-busy" className={styles.cardTitle}>
        Busiest days and hours
      </h3>
      <ChartFigure title="Issues opened by day of the week (UTC)" labelHeader="Day" data={days} />
      <ChartFigure title="Issues opened by hour (UTC)" labelHeader="Hour" data={hours} />
    </section>
  );
}
