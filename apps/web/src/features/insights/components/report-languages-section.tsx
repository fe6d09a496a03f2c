import type { Insights } from '@sitewatch/shared';
import { useMemo } from 'react';
import { languageLabel } from '../lib/insights-labels';
import { countChart } from './bar-chart-data';
import { ChartFigure } from './chart-figure';
import styles from './insights.module.css';

/** Visitors' reports by the language they wrote in, most first. */
export function ReportLanguagesSection({ languages }: { languages: Insights['reportsByLanguage'] }) {
  const data = useMemo(
    () =>
      countChart({
        labels: languages.map((row) => languageLabel(row.language)),
        series: [{ label: 'Reports', values: languages.map((row) => row.reports), colorToken: '--color-primary' }],
        height: 40 + languages.length * 32,
        isHorizontal: true,
      }),
    [languages],
  );
  return (
    <section className={styles.card} aria-labelledby="insights-languages">
      <h3 id="insights-languages" className={styles.cardTitle}>
        Reports per language
      </h3>
      {languages.length === 0 ? (
        <p className={styles.empty}>No reports in this period.</p>
      ) : (
        <ChartFigure title="Visitors' reports per language" labelHeader="Language" data={data} />
      )}
    </section>
  );
}
