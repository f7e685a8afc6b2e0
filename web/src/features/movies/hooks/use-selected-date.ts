import { useSearchParams } from 'react-router-dom';

/**
 * The strip's chosen date, kept in the address (`?date=YYYY-MM-DD`) so a reload, a shared link and
 * the way back from the seat page keep it. Without one (or with one outside the strip) it is the
 * first date that has shows, else today.
 */
export function useSelectedDate(days: readonly string[], withShows: ReadonlySet<string>) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const selected =
    asked && days.includes(asked) ? asked : (days.find((day) => withShows.has(day)) ?? days[0]!);
  const select = (date: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('date', date);
        return next;
      },
      // Choosing a date is not a new page: Back leaves the shows page rather than stepping through dates.
      { replace: true },
    );
  return [selected, select] as const;
}
