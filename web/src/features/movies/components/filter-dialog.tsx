import { Dialog } from '@/components/ui/dialog';
import type { FilterGroup } from '../hooks/use-movie-filters';
import type { MovieFilters } from '../utils/filter-movies';
import { FilterGroups } from './filter-groups';

interface FilterDialogProps {
  filters: MovieFilters;
  resultCount: number;
  onToggle: (group: FilterGroup, value: string) => void;
  onClear: (group?: FilterGroup) => void;
  onClose: () => void;
}

/** The filter drawer on phones: a sheet with the groups; the list behind follows every tick. */
export default function FilterDialog({
  filters,
  resultCount,
  onToggle,
  onClear,
  onClose,
}: FilterDialogProps) {
  return (
    <Dialog
      title="Filters"
      closeLabel="Close filters"
      onClose={onClose}
      footer={
        <div className="flex gap-3 border-t border-slate-200 p-4">
          <button
            type="button"
            onClick={() => onClear()}
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            Clear all
          </button>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg bg-brand-600 font-semibold text-white hover:bg-brand-700"
          >
            {`Show ${resultCount} ${resultCount === 1 ? 'movie' : 'movies'}`}
          </button>
        </div>
      }
    >
      <div className="p-5">
        <FilterGroups filters={filters} onToggle={onToggle} onClear={onClear} />
      </div>
    </Dialog>
  );
}
