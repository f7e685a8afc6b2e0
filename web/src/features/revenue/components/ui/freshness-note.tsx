import { cx } from '@/lib/class-names';
import type { Freshness } from '../../api/types';
import { useNow } from '../../hooks/use-now';
import { formatIndianDateTime } from '../../utils/format';
import { describeUpdated } from '../../utils/freshness';

interface FreshnessNoteProps {
  freshness: Freshness;
  onRefresh: () => void;
  refreshing: boolean;
}

// On phones the button sits under the two lines whatever their length, so the note is always as
// tall as its placeholder.
const noteClass =
  'flex flex-col items-start gap-x-3 gap-y-1 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:items-center';
const refreshClass = 'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold';

/** How fresh the figures are ("Updated 5 seconds ago · Figures as of 3 Sep 2026, 3:05 PM IST"), and a Refresh button. */
export function FreshnessNote({ freshness, onRefresh, refreshing }: FreshnessNoteProps) {
  const now = useNow(freshness.readAt);
  return (
    <div className={noteClass}>
      <p>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
          <time dateTime={freshness.readAt}>{describeUpdated(freshness.readAt, now)}</time>
        </span>
        {freshness.lastEventAt && (
          <span className="block sm:inline">
            <span className="hidden sm:inline"> · </span>
            Figures as of{' '}
            <time dateTime={freshness.lastEventAt}>{formatIndianDateTime(freshness.lastEventAt)} IST</time>
          </span>
        )}
      </p>
      <button
        type="button"
        onClick={onRefresh}
        disabled={refreshing}
        className={cx(
          refreshClass,
          'text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:text-slate-400',
        )}
      >
        {refreshing ? 'Refreshing…' : 'Refresh'}
      </button>
    </div>
  );
}

/**
 * The note's room while the first figures load: the same lines and button, unseen and unread, so
 * the page below does not move down when the figures arrive.
 */
export function FreshnessPlaceholder() {
  return (
    <div aria-hidden="true" data-testid="freshness-placeholder" className={cx(noteClass, 'invisible')}>
      <p>
        <span>Updated just now</span>
        <span className="block sm:inline">
          <span className="hidden sm:inline"> · </span>Figures as of 30 Sep 2026, 10:30 AM IST
        </span>
      </p>
      <span className={refreshClass}>Refresh</span>
    </div>
  );
}
