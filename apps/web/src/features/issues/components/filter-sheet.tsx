import {
  type CategoryId,
  categories,
  categoryIds,
  type DateRange,
  dateRangeLabels,
  dateRanges,
  emptyIssueFilter,
  type IssueFilterState,
  type PriorityId,
  prioritiesByUrgency,
} from '@sitewatch/shared';
import type { ReactNode } from 'react';
import { BottomSheet } from '../../../ui/bottom-sheet';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/field';
import styles from './filter-sheet.module.css';

export interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  filter: IssueFilterState;
  onChange: (filter: IssueFilterState) => void;
  /** The distinct locations of the loaded issues. */
  locations: string[];
  /** How many issues the current filter shows. */
  resultCount: number;
  /** A list's own filters, first (the portfolio's Site). */
  children?: ReactNode;
}

const anyValue = '';

/**
 * The filter panel (spec section 2): priority chips (several), date added (one), issue type and
 * location (Any or one). Every change applies at once; the list behind updates as you tap.
 */
export function FilterSheet({ open, onClose, filter, onChange, locations, resultCount, children }: FilterSheetProps) {
  const togglePriority = (id: PriorityId) =>
    onChange({
      ...filter,
      priorityIds: filter.priorityIds.includes(id)
        ? filter.priorityIds.filter((p) => p !== id)
        : [...filter.priorityIds, id],
    });

  return (
    <BottomSheet open={open} onClose={onClose} title="Filters">
      <div className={styles.sections}>
        {children}
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Priority</legend>
          <div className={styles.chips}>
            {prioritiesByUrgency.map((priority) => (
              <button
                key={priority.id}
                type="button"
                className={styles.chip}
                data-priority={priority.id}
                aria-pressed={filter.priorityIds.includes(priority.id)}
                onClick={() => togglePriority(priority.id)}
              >
                {priority.label}
              </button>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Date added</legend>
          <div className={styles.chips}>
            {dateRanges.map((range: DateRange) => (
              <label key={range} className={styles.chip}>
                <input
                  type="radio"
                  name="date-added"
                  className={styles.radio}
                  value={range}
                  checked={filter.dateRange === range}
                  onChange={() => onChange({ ...filter, dateRange: range })}
                />
                {dateRangeLabels[range]}
              </label>
            ))}
          </div>
        </fieldset>

        <SelectField
          label="Issue type"
          value={filter.categoryId ?? anyValue}
          onChange={(event) =>
            onChange({
              ...filter,
              categoryId: event.target.value === anyValue ? null : (event.target.value as CategoryId),
            })
          }
          options={[
            { value: anyValue, label: 'Any' },
            ...categoryIds.map((id) => ({ value: id, label: categories[id].name })),
          ]}
        />

        <SelectField
          label="Location"
          value={filter.location ?? anyValue}
          onChange={(event) =>
            onChange({ ...filter, location: event.target.value === anyValue ? null : event.target.value })
          }
          options={[
            { value: anyValue, label: 'Any' },
            // A location chosen earlier stays selectable even when no loaded issue has it any more.
            ...[...new Set([...locations, ...(filter.location ? [filter.location] : [])])].map((location) => ({
              value: location,
              label: location,
            })),
          ]}
        />

        <div className={styles.actions}>
          <Button variant="light" onClick={() => onChange(emptyIssueFilter)}>
            Clear filters
          </Button>
          <Button onClick={onClose}>{resultCount === 1 ? 'Show 1 issue' : `Show ${resultCount} issues`}</Button>
        </div>
      </div>
    </BottomSheet>
  );
}
