import { insightsDefaultWeeks } from '@sitewatch/shared';
import { formatDate } from '@sitewatch/shared/constants';
import { useId, useState } from 'react';
import { buttonClassName } from '../../../ui/button';
import selectStyles from '../../../ui/select.module.css';
import { Spinner } from '../../../ui/spinner';
import { useInsights } from '../api/get-insights';
import { BusyTimesSection } from './busy-times-section';
import styles from './insights.module.css';
import { RepeatPlacesSection } from './repeat-places-section';
import { ReportLanguagesSection } from './report-languages-section';
import { TimeToResolveSection } from './time-to-resolve-section';
import { WeeklyFlowSection } from './weekly-flow-section';

const periods = [4, insightsDefaultWeeks, 26, 52];

export interface InsightsScreenProps {
  /** The site, or null for every site of the user together (the portfolio). */
  siteId: string | null;
  /** Site names by id: the portfolio names each place's site. */
  siteNames?: Record<string, string>;
}

/** 'Insights': how a site (or all of them) is going over the last weeks, as charts with their numbers as tables. */
export function InsightsScreen({ siteId, siteNames }: InsightsScreenProps) {
  const [weeks, setWeeks] = useState(insightsDefaultWeeks);
  const periodId = useId();
  const { data, isPending, isError, refetch } = useInsights(siteId, weeks);
  const lastDay = data ? data.to - 24 * 60 * 60 * 1000 : null;

  return (
    <section className={styles.screen} aria-labelledby="insights-title">
      <div className={styles.titleRow}>
        <h2 id="insights-title" className={styles.title}>
          Insights
        </h2>
        <label htmlFor={periodId} className={styles.period}>
          Period
          <select
            id={periodId}
            className={`${styles.periodSelect} ${selectStyles.select}`}
            value={weeks}
            onChange={(event) => setWeeks(Number(event.target.value))}
          >
            {periods.map((count) => (
              <option key={count} value={count}>
                Last {count} weeks
              </option>
            ))}
          </select>
        </label>
      </div>
      {data && lastDay !== null ? (
        <p className={styles.span}>
          {formatDate(data.from, { format: 'day' })} to {formatDate(lastDay, { format: 'day' })}, in weeks from Monday
          (UTC)
        </p>
      ) : null}

      {isPending ? (
        <div className={styles.state}>
          <Spinner label="Loading insights" />
        </div>
      ) : isError ? (
        <div className={styles.state}>
          <p>The insights could not be loaded.</p>
          <button type="button" className={buttonClassName({ variant: 'light' })} onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div className={styles.grid}>
          <WeeklyFlowSection weekly={data.weekly} />
          <TimeToResolveSection byPriority={data.timeToResolveByPriority} byCategory={data.timeToResolveByCategory} />
          <RepeatPlacesSection places={data.repeatPlaces} siteNames={siteNames} />
          <BusyTimesSection byWeekday={data.byWeekday} byHour={data.byHour} />
          <ReportLanguagesSection languages={data.reportsByLanguage} />
        </div>
      )}
    </section>
  );
}
