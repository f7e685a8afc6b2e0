import { useId, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PAGE_TEXTS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { SearchIcon } from '@/components/ui/icons';

/** The header search: submitting goes to the movie list with the query (the catalog answers it). */
export function SearchBox({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(paths.movies.getHref(q ? { q } : undefined));
  };

  return (
    <form role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        key={params.get('q') ?? ''}
        type="search"
        name="q"
        defaultValue={params.get('q') ?? ''}
        placeholder={PAGE_TEXTS.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-lg border border-slate-200 bg-white pr-3 pl-10 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
    </form>
  );
}
