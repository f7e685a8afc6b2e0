import { CloseIcon } from '@/components/ui/icons';
import { FILTER_GROUPS, type FilterGroup } from '../hooks/use-movie-filters';
import type { MovieFilters } from '../utils/filter-movies';

interface ActiveFiltersProps {
  filters: MovieFilters;
  onRemove: (group: FilterGroup, value: string) => void;
  onClearSearch: () => void;
}

const chipClass =
  'inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100';

/** What narrows the list, as chips that remove themselves: the name search and each ticked value. */
export function ActiveFilters({ filters, onRemove, onClearSearch }: ActiveFiltersProps) {
  const chosen = FILTER_GROUPS.flatMap((group) => filters[group.field].map((value) => ({ group, value })));
  if (!filters.q && !chosen.length) return null;
  return (
    <ul aria-label="Active filters" className="mt-3 flex flex-wrap gap-2">
      {filters.q && (
        <li>
          <button type="button" onClick={onClearSearch} className={chipClass}>
            <span className="sr-only">Clear search </span>“{filters.q}”
            <CloseIcon className="size-4" />
          </button>
        </li>
      )}
      {chosen.map(({ group, value }) => (
        <li key={`${group.key}:${value}`}>
          <button type="button" onClick={() => onRemove(group, value)} className={chipClass}>
            <span className="sr-only">Remove </span>
            {value}
            <CloseIcon className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
