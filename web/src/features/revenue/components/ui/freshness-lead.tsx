import { cx } from '@/lib/class-names';
import type { Freshness } from '../../api/types';
import { FreshnessNote, FreshnessPlaceholder } from './freshness-note';

interface FreshnessQuery {
  data?: { freshness: Freshness };
  isPending: boolean;
  refresh: () => void;
  refreshing: boolean;
}

/** The freshness line under a revenue page's title once there are figures; its room while they load. */
export function FreshnessLead({ query }: { query: FreshnessQuery }) {
  if (query.isPending) return <FreshnessPlaceholder />;
  return query.data ? <FreshnessNote freshness={query.data.freshness} /> : null;
}

/**
 * Refresh, on the title's line: an icon on a phone, with its word from `sm` up. It keeps its place
 * (unseen) until there are figures to refresh, so nothing beside it moves when they arrive.
 */
export function RefreshButton({ query }: { query: FreshnessQuery }) {
  return (
    <button
      type="button"
      onClick={query.refresh}
      disabled={query.refreshing}
      className={cx(
        'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:text-slate-400 sm:px-3',
        !query.data && 'invisible',
      )}
    >
      <span aria-hidden="true" className="text-xl leading-none">
        ↻
      </span>
      <span className="max-sm:sr-only">{query.refreshing ? 'Refreshing…' : 'Refresh'}</span>
    </button>
  );
}
