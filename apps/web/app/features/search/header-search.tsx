import { Search, X } from 'lucide';
import {
  type ComponentType,
  createContext,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { SearchBarProps } from './search-bar.tsx';
import { useAutoClose } from './use-auto-close.ts';

// The bar itself (combobox, region map) loads on first open, keeping it out of every page's JS.
const LazySearchBar = lazy(() => import('./search-bar.tsx'));
let loadedSearchBar: ComponentType<SearchBarProps> | null = null;

/**
 * search-bar.tsx registers itself when its module loads. The /search route imports it, so there
 * the bar renders at once, on the server and during hydration alike, instead of streaming in later.
 */
export function registerSearchBar(component: ComponentType<SearchBarProps>): void {
  loadedSearchBar = component;
}

const PANEL_ID = 'header-search-panel';

interface HeaderSearchState {
  isOpen: boolean;
  /** Opened by the toggle (so the input takes focus), not shown because this is /search. */
  wasToggled: boolean;
  isSearchPage: boolean;
  toggle: () => void;
  close: () => void;
  hover: { onMouseEnter: () => void; onMouseLeave: () => void };
}

const HeaderSearchContext = createContext<HeaderSearchState | null>(null);

function useHeaderSearch(): HeaderSearchState {
  const state = useContext(HeaderSearchContext);
  if (!state) throw new Error('HeaderSearchToggle and HeaderSearchPanel need a HeaderSearchProvider');
  return state;
}

/** Open state of the navigation search, shared by the toggle (in the header row) and the panel below it. */
export function HeaderSearchProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const isSearchPage = pathname === '/search';
  const [isToggledOpen, setToggledOpen] = useState(false);
  // Going to another page closes a bar opened by the toggle (adjusting state during render).
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setToggledOpen(false);
  }
  const close = () => {
    // Someone typing in the bar keeps it: the timer must not pull the box from under the keyboard.
    const panel = typeof document === 'undefined' ? null : document.getElementById(PANEL_ID);
    if (panel?.contains(document.activeElement)) return;
    setToggledOpen(false);
  };
  const { onMouseEnter, onMouseLeave, cancel } = useAutoClose(close, {
    enabled: isToggledOpen && !isSearchPage,
  });
  const value = useMemo<HeaderSearchState>(
    () => ({
      isOpen: isSearchPage || isToggledOpen,
      wasToggled: isToggledOpen,
      isSearchPage,
      toggle: () => {
        cancel();
        setToggledOpen((open) => !open);
      },
      close: () => setToggledOpen(false),
      hover: { onMouseEnter, onMouseLeave },
    }),
    [isSearchPage, isToggledOpen, cancel, onMouseEnter, onMouseLeave],
  );
  return <HeaderSearchContext.Provider value={value}>{children}</HeaderSearchContext.Provider>;
}

/** The header button that opens the search bar (hidden on /search, where the bar is always open). */
export function HeaderSearchToggle() {
  const { isOpen, isSearchPage, toggle, hover } = useHeaderSearch();
  if (isSearchPage) return null;
  return (
    <button
      type="button"
      className="header-search-toggle"
      aria-expanded={isOpen}
      aria-controls={PANEL_ID}
      onClick={toggle}
      {...hover}
    >
      {isOpen ? (
        <Icon icon={X} aria-hidden="true" size={20} />
      ) : (
        <Icon icon={Search} aria-hidden="true" size={20} />
      )}
      <span className="header-search-toggle__label">Search</span>
    </button>
  );
}

/** The search bar under the header row: opened by the toggle, always open on /search. */
export function HeaderSearchPanel({ disabled = false }: { disabled?: boolean }) {
  const { isOpen, wasToggled, isSearchPage, hover, close } = useHeaderSearch();
  if (!isOpen) return null;
  // Escape (not taken by the suggestion list) closes a toggled bar and returns focus to its toggle.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || isSearchPage) return;
    close();
    document.querySelector<HTMLButtonElement>(`[aria-controls="${PANEL_ID}"]`)?.focus();
  };
  const SearchBar = loadedSearchBar ?? LazySearchBar;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape bubbles up from the bar's own controls
    <div
      id={PANEL_ID}
      className="header-search"
      data-search-page={isSearchPage}
      onKeyDown={onKeyDown}
      {...hover}
    >
      <Container>
        <Suspense fallback={<SearchBarSkeleton />}>
          <SearchBar autoFocus={wasToggled && !isSearchPage} disabled={disabled} />
        </Suspense>
      </Container>
    </div>
  );
}

function SearchBarSkeleton() {
  return (
    <div className="search-bar search-bar--loading">
      <Skeleton height="3rem" className="search-bar__skeleton" />
    </div>
  );
}
