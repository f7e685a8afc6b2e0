import { lazy, Suspense, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_TEXTS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { SearchIcon } from '@/components/ui/icons';

/** Below lg the box is too narrow for the spec's placeholder, which was cut to "Search for Movies, Eve". */
export const SHORT_PLACEHOLDER = 'Search for Movies';
// Read once, not followed: the media-query hook would put 0.3 KB gz more into every page's start-up.
const wideEnough = () => typeof matchMedia === 'function' && matchMedia('(min-width: 1024px)').matches;

/** The combobox state the suggestions (loaded later) put on the input. */
export interface ComboboxAria {
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-activedescendant'?: string;
}
/** What the input forwards to the suggestions: arrows, Enter and Escape. */
export interface SearchHandle {
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

const MovieSearch = lazy(() => import('./movie-search'));

/**
 * The header search, a combobox: matching movies appear as you type. Only the input is start-up
 * code; the suggestions (and the movie list they search) load on first focus or keystroke. Enter
 * without a chosen suggestion goes to the movie list with the query.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useRef<SearchHandle>(null);
  const [query, setQuery] = useState('');
  const [engaged, setEngaged] = useState(false);
  const [aria, setAria] = useState<ComboboxAria>({});
  const [wide] = useState(wideEnough);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    inputRef.current?.blur();
    navigate(paths.movies.getHref(q ? { q } : undefined));
  };

  return (
    <form role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
      <input
        ref={inputRef}
        id={id}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        {...aria}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setEngaged(true);
        }}
        onFocus={() => setEngaged(true)}
        onKeyDown={(event) => search.current?.onKeyDown(event)}
        placeholder={wide ? PAGE_TEXTS.searchPlaceholder : SHORT_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-lg border border-slate-200 bg-white pr-3 pl-10 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      {engaged && (
        <Suspense fallback={null}>
          <MovieSearch ref={search} query={query} setQuery={setQuery} setAria={setAria} inputRef={inputRef} />
        </Suspense>
      )}
    </form>
  );
}
