import { startTransition, useOptimistic } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FORMATS, GENRES, LANGUAGES } from '@cinema/contracts/browser';
import type { MovieFilters } from '../utils/filter-movies';

/** The drawer's groups (spec section 9's lists), each kept in the query under its own key. */
export const FILTER_GROUPS = [
  { key: 'language', field: 'languages', legend: 'Languages', options: LANGUAGES },
  { key: 'genre', field: 'genres', legend: 'Genres', options: GENRES },
  { key: 'format', field: 'formats', legend: 'Formats', options: FORMATS },
] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];
export type FilterKey = FilterGroup['key'];

/**
 * A group's values in the query, in the list's spelling when they are in the list (the footer
 * links use lower-case slugs) and otherwise as given (they match no movie, and show as chips the
 * viewer can remove); each once.
 */
function valuesOf(params: URLSearchParams, { key, options }: FilterGroup): string[] {
  const spelled = params
    .getAll(key)
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => options.find((option) => option.toLowerCase() === value.toLowerCase()) ?? value);
  return [...new Set(spelled)];
}

/**
 * The /movies filters, kept in the address (`?language=Hindi&genre=Action&format=2D&q=…`) so a
 * reload, Back and a shared link keep them. Changing them replaces the history entry: Back leaves
 * the list rather than unticking boxes one by one.
 */
export function useMovieFilters() {
  const [params, setParams] = useSearchParams();
  // React Router applies a navigation in a transition; until it lands, show the tick already (a
  // controlled checkbox would otherwise spring back for a moment).
  const [shown, setShown] = useOptimistic(params);
  const [languages, genres, formats] = FILTER_GROUPS.map((group) => valuesOf(shown, group)) as [
    string[],
    string[],
    string[],
  ];
  const filters: MovieFilters = { languages, genres, formats, q: shown.get('q')?.trim() ?? '' };

  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(shown);
    change(next);
    startTransition(() => {
      setShown(next);
      setParams(next, { replace: true });
    });
  };

  const toggle = (group: FilterGroup, value: string) =>
    update((next) => {
      const values = valuesOf(next, group);
      next.delete(group.key);
      const kept = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
      for (const v of kept) next.append(group.key, v);
    });

  /** Clears one group, or every group (the name search stays: it has its own clear button). */
  const clear = (group?: FilterGroup) =>
    update((next) => {
      for (const { key } of group ? [group] : FILTER_GROUPS) next.delete(key);
    });

  const clearSearch = () => update((next) => next.delete('q'));

  const clearAll = () =>
    update((next) => {
      for (const { key } of FILTER_GROUPS) next.delete(key);
      next.delete('q');
    });

  return { filters, toggle, clear, clearSearch, clearAll };
}
