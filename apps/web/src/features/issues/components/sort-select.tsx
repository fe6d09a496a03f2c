import { type IssueSort, issueSortLabels, issueSorts } from '@sitewatch/shared';
import selectStyles from '../../../ui/select.module.css';
import styles from './live-issues.module.css';

/** The sort selector of the Live issues screen (spec section 2). */
export function SortSelect({ value, onChange }: { value: IssueSort; onChange: (sort: IssueSort) => void }) {
  return (
    <label className={styles.sort}>
      <span className="visually-hidden">Sort issues</span>
      <select
        className={`${styles.sortSelect} ${selectStyles.select}`}
        value={value}
        onChange={(event) => onChange(event.target.value as IssueSort)}
      >
        {issueSorts.map((sort) => (
          <option key={sort} value={sort}>
            {issueSortLabels[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
