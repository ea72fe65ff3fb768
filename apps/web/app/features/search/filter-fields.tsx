import type { SearchFilters } from '@gfj/contracts/search-filters';
import { ChevronDown } from 'lucide';
import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/icon.tsx';

// The filter sidebar's building blocks: an open accordion section, a checkbox, the hidden fields.

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="filter-section" open>
      <summary className="filter-section__title">
        {title}
        <Icon icon={ChevronDown} aria-hidden="true" size={18} className="filter-section__chevron" />
      </summary>
      <div className="filter-section__body">{children}</div>
    </details>
  );
}

export function Check({
  name,
  value = 1,
  checked,
  onChange,
  children,
}: {
  name: string;
  value?: number | string;
  checked: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="choice">
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}

/** Filters set elsewhere (header bar, sort, URL only) ride along when the form is submitted without JavaScript. */
export function KeptFields({ filters }: { filters: SearchFilters }) {
  return (
    <>
      {filters.keywords ? <input type="hidden" name="keywords" value={filters.keywords} /> : null}
      {filters.city_state_zip ? (
        <input type="hidden" name="city_state_zip" value={filters.city_state_zip} />
      ) : null}
      {filters.company_name ? <input type="hidden" name="company_name" value={filters.company_name} /> : null}
      {filters.since ? <input type="hidden" name="since" value={filters.since} /> : null}
      {filters.until ? <input type="hidden" name="until" value={filters.until} /> : null}
      {filters.pageSize ? <input type="hidden" name="pageSize" value={filters.pageSize} /> : null}
      {filters.regions.map((region) => (
        <input key={region} type="hidden" name="regions[]" value={region} />
      ))}
    </>
  );
}
