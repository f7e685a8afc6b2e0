import type { Freshness } from '../../api/types';
import { useNow } from '../../hooks/use-now';
import { formatIndianDateTime } from '../../utils/format';
import { describeUpdated } from '../../utils/freshness';

// Two short lines on a phone, one on wider screens; each stays one line (cut short rather than
// wrapped) and the note is always those lines' height, with or without its second part, so it is as
// tall as its placeholder.
const noteClass = 'min-h-8 text-xs text-slate-600 sm:min-h-5 sm:text-sm *:truncate';
const partClass = 'block sm:inline';

/** How fresh the figures are ("Updated 5 seconds ago · Figures as of 3 Sep 2026, 3:05 PM IST"). */
export function FreshnessNote({ freshness }: { freshness: Freshness }) {
  const now = useNow(freshness.readAt);
  return (
    <p className={noteClass}>
      <span className={partClass}>
        <span aria-hidden="true" className="mr-1.5 inline-block size-2 rounded-full bg-emerald-500" />
        <time dateTime={freshness.readAt}>{describeUpdated(freshness.readAt, now)}</time>
      </span>
      {freshness.lastEventAt && (
        <span className={partClass}>
          <span className="max-sm:hidden"> · </span>
          Figures as of{' '}
          <time dateTime={freshness.lastEventAt}>{formatIndianDateTime(freshness.lastEventAt)} IST</time>
        </span>
      )}
    </p>
  );
}

/**
 * The note's room while the first figures load, unseen and unread: the note's own height (two
 * lines on a phone, one from `sm` up), so the page below does not move down when the figures arrive.
 */
export function FreshnessPlaceholder() {
  return <p aria-hidden="true" data-testid="freshness-placeholder" className={`${noteClass} invisible`} />;
}
