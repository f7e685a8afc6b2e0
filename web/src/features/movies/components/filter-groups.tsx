import { useId } from 'react';
import { cx } from '@/lib/class-names';
import { FILTER_GROUPS, type FilterGroup } from '../hooks/use-movie-filters';
import type { MovieFilters } from '../utils/filter-movies';

interface FilterGroupsProps {
  filters: MovieFilters;
  onToggle: (group: FilterGroup, value: string) => void;
  onClear: (group: FilterGroup) => void;
}

/** The drawer's three checkbox groups (Languages, Genres, Formats), each with its own Clear. */
export function FilterGroups({ filters, onToggle, onClear }: FilterGroupsProps) {
  const id = useId();
  return (
    <div className="divide-y divide-slate-200">
      {FILTER_GROUPS.map((group) => {
        const chosen = filters[group.field];
        const titleId = `${id}-${group.key}`;
        return (
          <div key={group.key} role="group" aria-labelledby={titleId} className="py-4 first:pt-0 last:pb-0">
            <div className="flex min-h-11 items-center justify-between gap-3">
              <h3 id={titleId} className="font-semibold text-slate-900">
                {group.legend}
              </h3>
              {chosen.length > 0 && (
                <button
                  type="button"
                  onClick={() => onClear(group)}
                  className="inline-flex min-h-11 items-center px-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  Clear<span className="sr-only"> {group.legend.toLowerCase()}</span>
                </button>
              )}
            </div>
            <div className="mt-1 flex flex-wrap gap-2">
              {group.options.map((option) => {
                const checked = chosen.includes(option);
                return (
                  <label
                    key={option}
                    className={cx(
                      'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
                      checked
                        ? 'border-brand-600 bg-brand-50 text-brand-800'
                        : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400',
                    )}
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() => onToggle(group, option)}
                      className="size-4 accent-brand-600 focus-visible:outline-none"
                    />
                    {option}
                  </label>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
