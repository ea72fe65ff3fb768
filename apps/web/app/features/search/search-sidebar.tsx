import {
  CATEGORIES,
  COMPENSATION_RANGES,
  COMPENSATION_TYPES,
  DATE_POSTED,
  DISTANCES,
  JOB_TYPES,
  PAID_COMPENSATION_TYPE,
} from '@gfj/contracts/lookups';
import {
  applyFilterChange,
  defaultFilters,
  type FilterChange,
  isRadiusEnabled,
  type SearchFilters,
  toQueryString,
} from '@gfj/contracts/search-filters';
import { ChevronDown, SlidersHorizontal } from 'lucide';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { Check, KeptFields, Section } from './filter-fields.tsx';
import { type ResultsSummary, ShowResultsButton } from './show-results-button.tsx';
import { usePhoneFiltersPanel } from './use-phone-filters-panel.ts';

export const SEARCH_FILTERS_FORM_ID = 'search-filters-form';
/** The sidebar's id: `/search#filters` opens the phone panel, with or without JavaScript. */
export const FILTERS_ANCHOR = 'filters';

interface SearchSidebarProps {
  filters: SearchFilters;
  /** A change that is ready to search (the page navigates to its URL). */
  onFiltersChange: (next: SearchFilters) => void;
  /** After hydration the filters apply on change; before it (or without JavaScript) a button submits. */
  isInteractive: boolean;
  /** The results of the filters as they are now (null: the search failed), for the phone panel's button. */
  results: ResultsSummary | null;
  /** The results of a change are loading. */
  isLoading: boolean;
  /** Moves focus to the results once the phone panel has closed; false when there is nothing to focus. */
  onShowResults: () => boolean;
}

/**
 * How many filters the sidebar (and the region map) has set, each ticked value counting once: what
 * the collapsed "Filters" button shows on phones. Keywords and the sort are not filters here.
 */
export function countActiveFilters(filters: SearchFilters): number {
  return (
    (isRadiusEnabled(filters) ? 1 : 0) +
    filters.regions.length +
    (filters.anywhere || filters.outside ? 1 : 0) +
    (filters.work_visa ? 1 : 0) +
    filters.categories.length +
    filters.types.length +
    filters.compensation_types.paid.length +
    filters.compensation_types.unpaid.length +
    filters.compensation_ranges.hourly.length +
    filters.compensation_ranges.salaried.length +
    (filters.date_posted ? 1 : 0)
  );
}

function toggled(list: readonly number[], id: number, on: boolean): number[] {
  return on ? [...list, id] : list.filter((x) => x !== id);
}

/** The same search without its filters: the words searched and the order kept. */
export function withoutFilters(filters: SearchFilters): string {
  const query = toQueryString({
    ...defaultFilters(),
    ...(filters.keywords ? { keywords: filters.keywords } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
  });
  return query ? `/search?${query}` : '/search';
}

/**
 * The filter sidebar (core 2): an accordion with Location, Category, Job Type, Compensation and
 * Date Posted, all open. Every rule comes from applyFilterChange in packages/contracts; this
 * component only says which field changed. A zip still being typed stays here until it has 5 digits.
 * On phones the filters sit in a panel behind a "Filters" button (with the count of active
 * filters); the panel's foot says how many jobs match as they change and closes onto them.
 */
export function SearchSidebar({
  filters,
  onFiltersChange,
  isInteractive,
  results,
  isLoading,
  onShowResults,
}: SearchSidebarProps) {
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const [seen, setSeen] = useState(filters);
  if (seen !== filters) {
    setSeen(filters);
    setDraft(filters);
  }
  const panel = usePhoneFiltersPanel(onShowResults, FILTERS_ANCHOR);
  // The link becomes the button on hydration: focus on the link (tapped or tabbed to before the
  // page was ready) moves to the button rather than being lost to the page's body.
  const linkRef = useRef<HTMLAnchorElement>(null);
  const isLinkFocused = useRef(false);
  if (isInteractive && linkRef.current !== null && linkRef.current === document.activeElement) {
    isLinkFocused.current = true;
  }
  useEffect(() => {
    if (!isInteractive || !isLinkFocused.current) return;
    isLinkFocused.current = false;
    panel.toggleRef.current?.focus();
  }, [isInteractive, panel.toggleRef]);

  const change = (c: FilterChange | FilterChange[]) => {
    const next = applyFilterChange(draft, c);
    setDraft(next);
    const zip = next.zip_code ?? '';
    // A partial zip is not a search yet: keep it local, the radius stays disabled.
    if (zip !== '' && !isRadiusEnabled(next)) return;
    onFiltersChange(next);
  };

  const radiusEnabled = isRadiusEnabled(draft);
  const paid = draft.compensation_types.paid;
  const activeCount = countActiveFilters(filters);
  const toggleContent = (
    <>
      <Icon icon={SlidersHorizontal} aria-hidden="true" size={18} />
      Filters
      {activeCount > 0 ? (
        <span className="search-sidebar__count">
          {activeCount}
          <span className="visually-hidden"> active</span>
        </span>
      ) : null}
      <Icon icon={ChevronDown} aria-hidden="true" size={18} className="search-sidebar__chevron" />
    </>
  );

  return (
    <aside id={FILTERS_ANCHOR} className="search-sidebar" aria-label="Filters">
      {isInteractive ? (
        <button
          ref={panel.toggleRef}
          type="button"
          className="search-sidebar__toggle"
          aria-expanded={panel.isOpen}
          aria-controls={`${id}-panel`}
          onClick={panel.toggle}
        >
          {toggleContent}
        </button>
      ) : (
        // Before hydration (or without JavaScript) a link to the filters: while they are the
        // page's target, the stylesheet shows the panel on phones.
        <a ref={linkRef} href={`#${FILTERS_ANCHOR}`} className="search-sidebar__toggle">
          {toggleContent}
        </a>
      )}
      <Form
        id={SEARCH_FILTERS_FORM_ID}
        method="get"
        action="/search"
        className="search-sidebar__panel"
        // Only once hydrated: before that the panel is open while the filters are the page's target.
        data-open={isInteractive ? panel.isOpen : undefined}
        onSubmit={(event) => {
          if (isInteractive) event.preventDefault();
        }}
        onKeyDown={panel.onPanelKeyDown}
      >
        <div id={`${id}-panel`}>
          <KeptFields filters={draft} />
          {activeCount > 0 ? (
            <p className="search-sidebar__clear">
              <Link to={withoutFilters(filters)}>
                Clear all filters<span className="visually-hidden"> ({activeCount} active)</span>
              </Link>
            </p>
          ) : null}
          <Section title="Location">
            <div className="field">
              <label htmlFor={`${id}-zip`} className="field__label">
                Zip code
              </label>
              <input
                id={`${id}-zip`}
                name="zip_code"
                className="field__input"
                inputMode="numeric"
                autoComplete="postal-code"
                pattern="[0-9]{4,5}"
                maxLength={5}
                value={draft.zip_code ?? ''}
                aria-describedby={`${id}-zip-hint`}
                onChange={(event) => change({ field: 'zip_code', value: event.target.value })}
              />
            </div>
            <fieldset className="choice-group" disabled={!radiusEnabled}>
              <legend className="field__label">Within</legend>
              <div className="choice-group__row">
                {DISTANCES.map((miles) => (
                  <label key={miles} className="choice choice--pill">
                    <input
                      type="radio"
                      name="distance"
                      value={miles}
                      checked={radiusEnabled && draft.distance === miles}
                      onChange={() => change({ field: 'distance', value: miles })}
                    />
                    {miles} miles
                  </label>
                ))}
              </div>
              <p id={`${id}-zip-hint`} className="field__hint">
                {radiusEnabled
                  ? 'Distance from your zip code.'
                  : 'Enter a 5-digit zip code to choose a distance.'}
              </p>
            </fieldset>
            <fieldset className="choice-group">
              <legend className="field__label">Where</legend>
              <Check
                name="everywhere"
                checked={draft.everywhere}
                onChange={(on) => change({ field: 'everywhere', value: on })}
              >
                Everywhere
              </Check>
              <Check
                name="anywhere"
                checked={draft.anywhere}
                onChange={(on) => change({ field: 'anywhere', value: on })}
              >
                Work remotely
              </Check>
              <Check
                name="outside"
                checked={draft.outside}
                onChange={(on) => change({ field: 'outside', value: on })}
              >
                Outside the US
              </Check>
              <Check
                name="work_visa"
                checked={draft.work_visa}
                onChange={(on) => change({ field: 'work_visa', value: on })}
              >
                Work visa offered
              </Check>
            </fieldset>
          </Section>
          <Section title="Category">
            {CATEGORIES.map((category) => (
              <Check
                key={category.id}
                name="categories[]"
                value={category.id}
                checked={draft.categories.includes(category.id)}
                onChange={(on) =>
                  change({ field: 'categories', value: toggled(draft.categories, category.id, on) })
                }
              >
                {category.name}
              </Check>
            ))}
          </Section>
          <Section title="Job Type">
            {JOB_TYPES.map((type) => (
              <Check
                key={type.id}
                name="types[]"
                value={type.id}
                checked={draft.types.includes(type.id)}
                onChange={(on) => change({ field: 'types', value: toggled(draft.types, type.id, on) })}
              >
                {type.name}
              </Check>
            ))}
          </Section>
          <Section title="Compensation">
            <fieldset className="choice-group">
              <legend className="field__label">Paid</legend>
              {[PAID_COMPENSATION_TYPE.hourly, PAID_COMPENSATION_TYPE.salaried].map((typeId) => {
                const kind = typeId === PAID_COMPENSATION_TYPE.hourly ? 'hourly' : 'salaried';
                const isOn = paid.includes(typeId);
                return (
                  <div key={typeId}>
                    <Check
                      name="compensation_types[paid][]"
                      value={typeId}
                      checked={isOn}
                      onChange={(on) =>
                        change({
                          field: 'compensation_types',
                          kind: 'paid',
                          value: toggled(paid, typeId, on),
                        })
                      }
                    >
                      {kind === 'hourly' ? 'Hourly' : 'Salaried'}
                    </Check>
                    {isOn ? (
                      <fieldset className="choice-group choice-group--nested">
                        <legend className="visually-hidden">
                          {kind === 'hourly' ? 'Hourly pay' : 'Salary'}
                        </legend>
                        {COMPENSATION_RANGES.filter((r) => r.compensationTypeId === typeId).map((range) => {
                          const list = draft.compensation_ranges[kind];
                          return (
                            <Check
                              key={range.id}
                              name={`compensation_ranges[${kind}][]`}
                              value={range.id}
                              checked={list.includes(range.id)}
                              onChange={(on) =>
                                change({
                                  field: 'compensation_ranges',
                                  kind,
                                  value: toggled(list, range.id, on),
                                })
                              }
                            >
                              {range.name}
                            </Check>
                          );
                        })}
                      </fieldset>
                    ) : null}
                  </div>
                );
              })}
            </fieldset>
            <fieldset className="choice-group">
              <legend className="field__label">Unpaid</legend>
              {COMPENSATION_TYPES.filter((t) => t.kind === 'unpaid').map((type) => {
                const unpaid = draft.compensation_types.unpaid;
                return (
                  <Check
                    key={type.id}
                    name="compensation_types[unpaid][]"
                    value={type.id}
                    checked={unpaid.includes(type.id)}
                    onChange={(on) =>
                      change({
                        field: 'compensation_types',
                        kind: 'unpaid',
                        value: toggled(unpaid, type.id, on),
                      })
                    }
                  >
                    {type.name.charAt(0).toUpperCase() + type.name.slice(1)}
                  </Check>
                );
              })}
            </fieldset>
          </Section>
          <Section title="Date Posted">
            <fieldset className="choice-group">
              <legend className="visually-hidden">Date posted</legend>
              {DATE_POSTED.map((option) => (
                <label key={option.value} className="choice">
                  <input
                    type="radio"
                    name="date_posted"
                    value={option.value}
                    checked={(draft.date_posted ?? 'any') === option.value}
                    onChange={() => change({ field: 'date_posted', value: option.value })}
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
          </Section>
          {isInteractive ? null : (
            <button type="submit" className="button search-sidebar__apply" data-variant="primary">
              Apply filters
            </button>
          )}
        </div>
        {isInteractive ? (
          <ShowResultsButton summary={results} isLoading={isLoading} onClick={panel.showResults} />
        ) : null}
      </Form>
    </aside>
  );
}
