import { useSearchParams } from 'react-router-dom';
import { isCalendarDate } from '@cinema/contracts/browser';
import type { DateRange } from '../../api/types';

/** The range in the address (?from=&to=, Indian dates), so a ranged page can be shared and reloaded. */
export function useRangeParams(): [DateRange, (range: DateRange) => void] {
  const [params, setParams] = useSearchParams();
  const pick = (key: string) => {
    const value = params.get(key) ?? '';
    return isCalendarDate(value) ? value : undefined;
  };
  const range: DateRange = { from: pick('from'), to: pick('to') };
  const set = ({ from, to }: DateRange) =>
    setParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) }, { replace: true });
  return [range, set];
}

/** A revenue page's address with the range kept, so moving between the pages keeps the dates. */
export const withRange = (href: string, { from, to }: DateRange) => {
  const query = new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString();
  return query ? `${href}?${query}` : href;
};
