import { type Insights, insightsRepeatWindowDays } from '@sitewatch/shared';
import { formatDate } from '@sitewatch/shared/constants';
import styles from './insights.module.css';

/** The places that come back most: another issue at the same place within 30 days; with site names, each says its site. */
export function RepeatPlacesSection({
  places,
  siteNames,
}: {
  places: Insights['repeatPlaces'];
  siteNames?: Record<string, string>;
}) {
  return (
    <section className={styles.card} aria-labelledby="insights-places">
      <h3 id="insights-places" className={styles.cardTitle}>
        Places that come back
      </h3>
      {places.length === 0 ? (
        <p className={styles.empty}>No place had issues within {insightsRepeatWindowDays} days of each other.</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.tableCaption}>
            Issues reported again at the same place within {insightsRepeatWindowDays} days
          </caption>
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Issues</th>
              <th scope="col">Came back</th>
              <th scope="col">Last</th>
            </tr>
          </thead>
          <tbody>
            {places.map((place) => (
              <tr key={`${place.location}-${place.lastReportedAt}`}>
                <th scope="row" className={styles.place}>
                  {place.location}
                  {siteNames?.[place.siteId] ? (
                    <span className={styles.placeSite}>{siteNames[place.siteId]}</span>
                  ) : null}
                </th>
                <td>{place.issues}</td>
                <td>{place.repeats}</td>
                <td>{formatDate(place.lastReportedAt, { format: 'dayMonth' })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
