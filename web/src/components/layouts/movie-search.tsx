import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useImperativeHandle, useMemo, useState, type Ref, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Movie } from '@cinema/contracts';
import { PAGE_TEXTS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { moviesQuery } from '@/lib/api/get-movies';
import { cx } from '@/lib/class-names';
import { QueryProvider } from '@/lib/query-provider';
import { matchMovies } from './match-movies';
import { Suggestion } from './search-suggestion';
import type { ComboboxAria, SearchHandle } from './search-box';

interface MovieSearchProps {
  ref: Ref<SearchHandle>;
  query: string;
  setQuery: (query: string) => void;
  setAria: (aria: ComboboxAria) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

const DEBOUNCE_MS = 150;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The movie list for suggestions and whether the input has focus; a failed list is asked for again on the next focus. */
function useSearchMovies(inputRef: RefObject<HTMLInputElement | null>) {
  const read = useQuery(moviesQuery());
  const movies = { list: read.data, failed: !read.data && read.isError };
  const { refetch } = read;
  // Mounted by a focus or a keystroke in the input, so it starts focused.
  const [focused, setFocused] = useState(true);
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onFocus = () => {
      setFocused(true);
      if (movies.failed) void refetch(); // try the list again
    };
    const onBlur = () => setFocused(false);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    return () => {
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
    };
  }, [inputRef, movies.failed, refetch]);
  return { movies, focused };
}

/** What the status line says while the suggestions are open. */
const statusText = (movies: { list?: Movie[]; failed: boolean }, found: number) =>
  movies.failed
    ? 'Could not load movies'
    : !movies.list
      ? 'Loading movies…'
      : found
        ? `${found} ${found === 1 ? 'movie' : 'movies'} found`
        : PAGE_TEXTS.noMovies;

/**
 * The header search's suggestions: loads the movie list when mounted (on the first focus or
 * keystroke), matches names as the viewer types, and drives the combobox from the keyboard
 * (arrows choose, Enter opens the movie, Escape closes, then clears).
 */
export default function MovieSearch(props: MovieSearchProps) {
  // Loaded on the first focus, outside any page: it brings the query cache with it.
  return (
    <QueryProvider>
      <Suggestions {...props} />
    </QueryProvider>
  );
}

function Suggestions({ ref, query, setQuery, setAria, inputRef }: MovieSearchProps) {
  const navigate = useNavigate();
  const listId = useId();
  const { movies, focused } = useSearchMovies(inputRef);
  // Escape closes the suggestions until the query changes.
  const [dismissed, setDismissed] = useState(false);
  const [typed, setTyped] = useState(query);
  if (typed !== query) {
    setTyped(query);
    setDismissed(false);
  }
  const [active, setActive] = useState({ query: '', index: -1 });
  const settled = useDebounced(query.trim(), DEBOUNCE_MS);

  const matches = useMemo(
    () => (movies.list ? matchMovies(movies.list, settled) : []),
    [movies.list, settled],
  );
  const open = focused && settled !== '' && !dismissed;
  const activeIndex = open && active.query === settled ? active.index : -1;
  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = open && matches.length > 0;

  useEffect(() => {
    setAria({
      'aria-expanded': expanded,
      'aria-controls': expanded ? listId : undefined,
      'aria-activedescendant': expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined,
    });
  }, [expanded, activeIndex, listId, setAria]);

  const go = (movie: Movie) => {
    setQuery('');
    navigate(paths.movieDetail.getHref(movie.movieName, movie._id));
    // Focus follows the viewer to the page they chose (and the suggestions close).
    document.getElementById('main')?.focus();
  };

  useImperativeHandle(ref, () => ({
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!matches.length || !settled) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = open ? activeIndex : -1;
        const index =
          from < 0 ? (step > 0 ? 0 : matches.length - 1) : (from + step + matches.length) % matches.length;
        setDismissed(false);
        setActive({ query: settled, index });
      } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
        event.preventDefault();
        go(matches[activeIndex]!);
      } else if (event.key === 'Escape' && (open || query)) {
        // Closes the suggestions first; a second Escape clears the input (as a search field does).
        event.preventDefault();
        if (open) setDismissed(true);
        else setQuery('');
      }
    },
  }));

  const message = open ? statusText(movies, matches.length) : '';

  return (
    <>
      {expanded && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Movies"
          // Keeps focus in the input while a suggestion is clicked.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70dvh] overflow-y-auto rounded-xl bg-white py-1 shadow-xl ring-1 ring-slate-200"
        >
          {matches.map((movie, index) => (
            <li
              key={movie._id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onClick={() => go(movie)}
              onMouseMove={() => index !== activeIndex && setActive({ query: settled, index })}
              className={cx(
                'flex cursor-pointer items-center gap-3 px-3 py-2',
                index === activeIndex && 'bg-brand-50',
              )}
            >
              <Suggestion movie={movie} query={settled} />
            </li>
          ))}
        </ul>
      )}
      {/* The announcement of every result; shown as the panel itself when there is nothing to choose. */}
      <p
        role="status"
        className={
          open && !matches.length
            ? 'absolute inset-x-0 top-full z-40 mt-1 rounded-xl bg-white px-4 py-3 text-sm font-medium text-slate-700 shadow-xl ring-1 ring-slate-200'
            : 'sr-only'
        }
      >
        {message}
      </p>
    </>
  );
}
