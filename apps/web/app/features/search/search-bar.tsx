import type { RegionSlug } from '@gfj/contracts/lookups';
import { ChevronDown, MapPinned } from 'lucide';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Form, useLocation, useNavigate, useNavigation } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import type { FetchSuggestions } from './autocomplete-client.ts';
import { registerSearchBar } from './header-search.tsx';
import { buildHeaderSearchUrl, readHeaderSearch } from './header-search-url.ts';
import { KeywordCombobox } from './keyword-combobox.tsx';
import { RegionMap } from './region-map.tsx';

export interface SearchBarProps {
  /** Focus the keyword box when the bar appears (it was opened with the toggle). */
  autoFocus?: boolean;
  /** Blocks submitting (core 2: "blocked while a disabled flag is set"); a running search also blocks. */
  disabled?: boolean;
  fetchSuggestions?: FetchSuggestions;
}

/** Whether the page has hydrated: a bar mounted later (opened by its toggle) starts live. */
let isPageHydrated = false;

/**
 * The header search form: keywords with suggestions, the region map and SEARCH JOBS. Loaded on
 * demand (React.lazy) so pages that never open it do not ship it.
 */
export default function SearchBar({ autoFocus = false, disabled = false, fetchSuggestions }: SearchBarProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const isSearchPage = location.pathname === '/search';
  const mapId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLFormElement>(null);
  const mapToggleRef = useRef<HTMLButtonElement>(null);

  const fromUrl = isSearchPage ? readHeaderSearch(location.search) : { keywords: '', regions: [] };
  const [keywords, setKeywords] = useState(fromUrl.keywords);
  const [regions, setRegions] = useState<RegionSlug[]>(fromUrl.regions);
  const [isMapOpen, setMapOpen] = useState(false);
  // Before hydration (or without JavaScript) "search by region" is a link to the map, which the
  // stylesheet shows while it is the page's target; a page hydrating on that target keeps it open.
  const [isLive, setLive] = useState(isPageHydrated);
  const mapLinkRef = useRef<HTMLAnchorElement>(null);
  const isMapLinkFocused = useRef(false);
  if (isLive && mapLinkRef.current !== null && mapLinkRef.current === document.activeElement) {
    isMapLinkFocused.current = true;
  }
  useEffect(() => {
    isPageHydrated = true;
    setLive(true);
    if (window.location.hash === `#${mapId}`) setMapOpen(true);
  }, [mapId]);
  useEffect(() => {
    if (!isLive || !isMapLinkFocused.current) return;
    isMapLinkFocused.current = false;
    mapToggleRef.current?.focus();
  }, [isLive]);

  // On /search the bar follows the URL (back/forward, sidebar changes): adjust state during render.
  const [seenSearch, setSeenSearch] = useState(location.search);
  if (isSearchPage && seenSearch !== location.search) {
    setSeenSearch(location.search);
    setKeywords(fromUrl.keywords);
    setRegions(fromUrl.regions);
  }

  const isSearching = navigation.state !== 'idle' && navigation.location?.pathname === '/search';
  const isBlocked = disabled || isSearching;

  // A layout effect: focus lands in the same commit that shows the bar, before anyone types.
  useLayoutEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  // The map closes on a click outside the navigation (the site header).
  useEffect(() => {
    if (!isMapOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      const header = rootRef.current?.closest('header') ?? rootRef.current;
      if (target && header && !header.contains(target)) setMapOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isMapOpen]);

  const search = (words: string, chosen: readonly RegionSlug[]) => {
    if (isBlocked) return;
    setMapOpen(false);
    navigate(buildHeaderSearchUrl(words, chosen, isSearchPage ? location.search : undefined));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(keywords, regions);
  };

  // Escape closes the open map first (the suggestion list, when open, takes it before this), and
  // focus goes back to its toggle; a second Escape is the bar's.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !isMapOpen) return;
    event.preventDefault();
    setMapOpen(false);
    mapToggleRef.current?.focus();
  };

  const toggleRegion = (region: RegionSlug) => {
    if (isSearching) return;
    setRegions((current) =>
      current.includes(region) ? current.filter((r) => r !== region) : [...current, region],
    );
  };

  const mapToggleContent = (
    <>
      <Icon icon={MapPinned} aria-hidden="true" size={18} />
      <span>search by region</span>
      {regions.length > 0 ? (
        <span className="search-bar__region-count">
          {regions.length}
          <span className="visually-hidden"> selected</span>
        </span>
      ) : null}
      <Icon icon={ChevronDown} aria-hidden="true" size={16} className="search-bar__chevron" />
    </>
  );

  return (
    <Form
      ref={rootRef}
      method="get"
      action="/search"
      role="search"
      aria-label="Job search"
      className="search-bar"
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
    >
      <div className="search-bar__row">
        <KeywordCombobox
          value={keywords}
          onChange={setKeywords}
          onSelect={(value) => search(value, regions)}
          inputRef={inputRef}
          fetchSuggestions={fetchSuggestions}
        />
        {isLive ? (
          <button
            ref={mapToggleRef}
            type="button"
            className="search-bar__region-toggle"
            aria-expanded={isMapOpen}
            aria-controls={mapId}
            data-active={regions.length > 0}
            onClick={() => setMapOpen((open) => !open)}
          >
            {mapToggleContent}
          </button>
        ) : (
          <a
            ref={mapLinkRef}
            href={`#${mapId}`}
            className="search-bar__region-toggle"
            data-active={regions.length > 0}
          >
            {mapToggleContent}
          </a>
        )}
        <button
          type="submit"
          className="button search-bar__submit"
          data-variant="primary"
          aria-disabled={isBlocked}
        >
          SEARCH JOBS
        </button>
      </div>
      <div id={mapId} className="search-bar__map" hidden={!isMapOpen} data-live={isLive ? '' : undefined}>
        <p className="search-bar__map-hint">Choose one or more regions, then search.</p>
        <RegionMap selected={regions} onToggle={toggleRegion} disabled={isSearching} isOpen={isMapOpen} />
      </div>
    </Form>
  );
}

registerSearchBar(SearchBar);
