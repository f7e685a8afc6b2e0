import { lazy, Suspense } from 'react';
import type { DateRange } from '../../api/types';
import { RevenuePage, type RevenueSpec } from '../revenue-page';
import { RANGE_FORM_HEIGHT } from './range-height';
import { useRangeParams } from './use-range-params';

// The form loads beside the figures, not before them: the revenue pages' start-up JS stays as it was.
const RangeForm = lazy(() => import('./range-form').then((m) => ({ default: m.RangeForm })));

/** A revenue page with From/To dates: the figures of bookings made in the range chosen. */
export function RangedRevenuePage<T>({ make }: { make: (range: DateRange) => RevenueSpec<T> }) {
  const [range, setRange] = useRangeParams();
  return (
    <RevenuePage
      spec={make(range)}
      filters={
        <Suspense fallback={<div className={RANGE_FORM_HEIGHT} />}>
          <RangeForm key={`${range.from}-${range.to}`} range={range} onChange={setRange} />
        </Suspense>
      }
    />
  );
}
