import type { IssueFilterState, User } from '@sitewatch/shared';
import { SelectField } from '../../../ui/field';

const anyValue = '';

/** The portfolio's Site filter (issue 29), first in the filter panel: Any or one of the user's sites. */
export function SiteFilter({
  sites,
  filter,
  onChange,
}: {
  sites: User['sites'];
  filter: IssueFilterState;
  onChange: (filter: IssueFilterState) => void;
}) {
  return (
    <SelectField
      label="Site"
      value={filter.siteIds?.[0] ?? anyValue}
      onChange={(event) =>
        onChange({ ...filter, siteIds: event.target.value === anyValue ? [] : [event.target.value] })
      }
      options={[
        { value: anyValue, label: 'Any' },
        ...sites.map((site) => ({ value: site.siteId, label: site.siteName })),
      ]}
    />
  );
}
