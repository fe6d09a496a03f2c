import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import checkStyles from '../../../ui/check-field.module.css';
import styles from '../../../ui/settings-section.module.css';
import statusStyles from '../../../ui/status-message.module.css';
import { useSaveWeeklySummary, weeklySummaryQueryOptions } from '../api/weekly-summary-setting';

/**
 * A member's own weekly summary email for this site (issue 29), off until they turn it on. The box saves as it
 * is ticked; while the answer is on its way it shows the new state and cannot be changed again.
 */
export function WeeklySummarySection({ siteId }: { siteId: string }) {
  const setting = useQuery(weeklySummaryQueryOptions(siteId));
  const save = useSaveWeeklySummary(siteId);
  // The ticked state is the component's own from the click on, until the answer: the mutation's pending state
  // reaches React a tick later, and a controlled box would meanwhile snap back to the saved value.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const enabled = wanted ?? setting.data?.enabled ?? false;
  let status = '';
  if (save.isSuccess) status = save.data.enabled ? 'Weekly summary turned on.' : 'Weekly summary turned off.';

  return (
    <section className={styles.section} aria-labelledby="weekly-summary-title">
      <h2 id="weekly-summary-title" className={styles.title}>
        Weekly summary
      </h2>
      <p className={styles.meta}>
        An email each Monday with the past week at this site: issues reported and resolved, what is open and overdue,
        and the places that keep coming back. It goes to you only.
      </p>
      {setting.isError ? (
        <p role="alert" className={statusStyles.error}>
          The weekly summary setting could not be loaded.
        </p>
      ) : (
        <label className={checkStyles.check}>
          <input
            type="checkbox"
            checked={enabled}
            disabled={setting.isPending || wanted !== null}
            onChange={(event) => {
              setWanted(event.target.checked);
              save.mutate({ enabled: event.target.checked }, { onSettled: () => setWanted(null) });
            }}
          />
          Email me a weekly summary of this site
        </label>
      )}
      <p role="status" className={statusStyles.hint}>
        {status}
      </p>
      {save.isError ? (
        <p role="alert" className={statusStyles.error}>
          The weekly summary could not be changed. Please try again.
        </p>
      ) : null}
    </section>
  );
}
