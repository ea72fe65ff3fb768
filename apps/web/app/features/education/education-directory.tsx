import { EDUCATION } from '@gfj/contracts/content-text';
import type { EducationList, EstablishmentItem } from '@gfj/contracts/education';
import { ChevronDown } from 'lucide';
import { Accordion } from 'radix-ui';
import { lazy, type MouseEvent, Suspense, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { useApiClient } from '../auth/app-state.tsx';
import {
  educationPageAnchor,
  educationPageHref,
  fetchEducationList,
  type TagOption,
} from './education.queries.ts';

const AlumDialog = lazy(() => import('./alum-dialog.tsx'));

/** A click the script may take over: not one asking for a new tab or window. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

function SkeletonRows() {
  return (
    <ul className="establishments establishments--loading" aria-hidden="true">
      {Array.from({ length: EDUCATION.skeletonRows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <li key={i} className="establishment establishment--skeleton">
          <Skeleton width="60%" height="1.4rem" />
          <Skeleton width="35%" height="1rem" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The education directory (content 2): FILTER YOUR SEARCH with a checkbox per tag, the
 * establishments' accordion, `tag-ids[]` in the address (updated without a reload), five
 * skeleton rows while loading, and Connect with an alum (never for establishments with tag 5).
 * Without JavaScript (decision 066) every entry is open, a tag and Show more are links to their
 * addresses, and Connect with an alum, which needs the dialog's script, is not offered.
 */
export function EducationDirectory({
  tags,
  initial,
  initialTagIds,
  contactEmail,
}: {
  tags: TagOption[];
  initial: EducationList | null;
  initialTagIds: number[];
  contactEmail: string;
}) {
  const api = useApiClient();
  const [selected, setSelected] = useState(initialTagIds);
  const [list, setList] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [connecting, setConnecting] = useState<EstablishmentItem | null>(null);
  const request = useRef(0);
  const top = useRef<HTMLDivElement>(null);
  const rememberOpener = useReturnFocus(connecting !== null);
  // Until hydration every entry's body is in the page (closed ones hidden by CSS, shown with a
  // plain title instead of the trigger when the browser runs no scripts); then Radix mounts only
  // the open one.
  const hydrated = useHydrated();

  async function load(tagIds: number[]) {
    setSelected(tagIds);
    window.history.replaceState(window.history.state, '', educationPageHref(tagIds));
    const mine = ++request.current;
    setLoading(true);
    setFailed(false);
    const next = await fetchEducationList(api, tagIds, 1);
    if (mine !== request.current) return;
    setLoading(false);
    // A failed fetch is reported and leaves the list as it was (content 8).
    if (!next) {
      setFailed(true);
      return;
    }
    setList(next);
  }

  async function loadMore() {
    if (!list || loading) return;
    setLoading(true);
    const next = await fetchEducationList(api, selected, list.page + 1);
    setLoading(false);
    if (!next) {
      setFailed(true);
      return;
    }
    setList({ ...next, items: [...list.items, ...next.items] });
  }

  function toggle(id: number, checked: boolean) {
    void load(checked ? [...selected, id] : selected.filter((s) => s !== id));
  }

  /** A tag inside an entry resets the filter to it and goes back to the top (content 2). */
  function onlyTag(id: number) {
    void load([id]);
    top.current?.scrollIntoView({ block: 'start' });
    top.current?.querySelector<HTMLInputElement>(`input[value="${id}"]`)?.focus({ preventScroll: true });
  }

  return (
    <div className="education" ref={top}>
      <form
        method="get"
        action="/education"
        className="education-filter"
        aria-labelledby="education-filter-title"
      >
        <h2 id="education-filter-title" className="education-filter__title">
          {EDUCATION.filterHeading}
        </h2>
        <ul className="education-filter__tags">
          {tags.map((tag) => (
            <li key={tag.id}>
              <label className="education-tag">
                <input
                  type="checkbox"
                  name="tag-ids[]"
                  value={tag.id}
                  checked={selected.includes(tag.id)}
                  onChange={(event) => toggle(tag.id, event.target.checked)}
                />
                <span>
                  <span className="education-tag__name">{tag.name}</span>
                  <span className="education-tag__description">{tag.description}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <noscript>
          <button type="submit" className="button" data-variant="secondary">
            Apply filters
          </button>
        </noscript>
      </form>

      <div aria-live="polite" aria-busy={loading}>
        {failed ? <Alert tone="danger">The directory could not be updated. Please try again.</Alert> : null}
        {loading && !list?.items.length ? null : list ? (
          <p className="education__count">
            {list.count === 1 ? '1 school or program' : `${list.count} schools and programs`}
          </p>
        ) : null}
      </div>
      {loading && list?.page === 1 ? <SkeletonRows /> : null}
      {!(loading && list?.page === 1) && list ? (
        <Accordion.Root type="single" collapsible className="establishments">
          {list.items.map((item, index) => (
            <Accordion.Item
              key={item.id}
              value={String(item.id)}
              className="establishment"
              id={
                index > 0 && index % EDUCATION.pageSize === 0
                  ? educationPageAnchor(index / EDUCATION.pageSize + 1)
                  : undefined
              }
            >
              <Accordion.Header className="establishment__header">
                <Accordion.Trigger className="establishment__trigger">
                  <span>
                    <span className="establishment__name">{item.name}</span>
                    <span className="establishment__location">{item.location}</span>
                  </span>
                  <Icon icon={ChevronDown} aria-hidden="true" size={20} className="faq-item__chevron" />
                </Accordion.Trigger>
                {hydrated ? null : (
                  <span className="establishment__title">
                    <span className="establishment__name">{item.name}</span>
                    <span className="establishment__location">{item.location}</span>
                  </span>
                )}
              </Accordion.Header>
              <Accordion.Content className="establishment__body" forceMount={hydrated ? undefined : true}>
                <p>{item.description}</p>
                {item.tags.length > 0 ? (
                  <ul className="establishment__tags" aria-label="Tags">
                    {item.tags.map((tag) => (
                      <li key={tag.id}>
                        <a
                          href={educationPageHref([tag.id])}
                          className="tag-link"
                          onClick={(event) => {
                            if (!isPlainClick(event)) return;
                            event.preventDefault();
                            onlyTag(tag.id);
                          }}
                        >
                          {tag.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {hydrated || item.tags.some((tag) => tag.id === EDUCATION.noAlumTagId) ? null : (
                  // Without JavaScript (no dialog): each alum's own page (content.css shows this then).
                  <div className="establishment__alums">
                    {item.alums.length === 0 ? (
                      <p>{EDUCATION.noAlums}</p>
                    ) : (
                      <ul aria-label={`Alums of ${item.name}`}>
                        {item.alums.map((alum) => (
                          <li key={alum.id}>
                            <a href={`/education/alums/${alum.id}`}>Write to {alum.name}</a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                )}
                {item.tags.some((tag) => tag.id === EDUCATION.noAlumTagId) ? null : (
                  <button
                    type="button"
                    className="button establishment__connect"
                    data-variant="secondary"
                    onClick={(event) => {
                      rememberOpener(event.currentTarget);
                      setConnecting(item);
                    }}
                  >
                    {EDUCATION.connect}
                  </button>
                )}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      ) : null}
      {list && list.items.length === 0 && !loading ? (
        <p className="education__empty">No schools or programs match these tags yet.</p>
      ) : null}
      {list?.has_more_items ? (
        <p className="archive__more">
          <a
            href={`${educationPageHref(selected, list.page + 1)}#${educationPageAnchor(list.page + 1)}`}
            className="button"
            data-variant="secondary"
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              void loadMore();
            }}
          >
            Show more
          </a>
        </p>
      ) : null}
      {connecting ? (
        <Suspense fallback={null}>
          <AlumDialog
            establishment={connecting}
            contactEmail={contactEmail}
            onClose={() => setConnecting(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
