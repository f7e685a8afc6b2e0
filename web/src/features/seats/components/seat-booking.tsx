import { lazy, Suspense, useMemo } from 'react';
import type { Screening, Seat } from '@cinema/contracts';
import { useLiveSeats } from '../hooks/use-live-seats';
import { useSeatBooking } from '../hooks/use-seat-booking';
import type { SeatMapState, SeatPushKind } from '../utils/apply-seat-push';
import { seatSections } from '../utils/seat-sections';
import { BookingSummary } from './booking-summary';
import { HoldControls } from './hold-controls';
import { SeatMapCard } from './seat-map-card';
import { SeatHeader } from './seat-header';

const SandboxCheckout = lazy(() => import('./sandbox-checkout'));

interface SeatBookingProps {
  screening: Screening;
  seats: readonly Seat[];
  map: SeatMapState;
  reload: () => void;
  reloadIfOld: () => void;
  push: (kind: SeatPushKind, message: unknown) => void;
}

/** The seat page once its map is loaded: live seats, the viewer's choice and hold, and paying. */
export function SeatBooking({ screening, seats, map, reload, reloadIfOld, push }: SeatBookingProps) {
  const booking = useSeatBooking({ screening, seats, map, reload });
  const { hold, flow, announce, announcement } = booking;
  const held = hold.held;
  useLiveSeats({
    screeningId: screening.screeningId,
    map,
    held,
    reload,
    reloadIfOld,
    push,
    refreshHold: hold.refresh,
  });
  const sections = useMemo(() => seatSections(seats), [seats]);

  const holdControls = held && (
    <HoldControls
      held={held}
      onHeld={hold.setHeld}
      onExpired={booking.holdEnded.expired}
      onReleased={booking.holdEnded.released}
      onUnsure={hold.refresh}
      announce={announce}
      canChange={flow.phase === 'idle'}
    />
  );

  return (
    // No transform on this wrapper: it would hold the phone's fixed pay bar in place of the viewport.
    // No background either: the body's runs on to the footer, where a colour of its own would stop short.
    <div className="pb-44 md:pb-12">
      <title>{`${screening.movieName} · Select seats · ${screening.cinemaName}`}</title>
      <SeatHeader screening={screening} />
      <div className="mx-auto grid max-w-6xl gap-6 px-0 pt-4 sm:px-4 md:grid-cols-[minmax(0,1fr)_19rem] md:items-start lg:px-8">
        <SeatMapCard sections={sections} lookOf={booking.lookOf} onToggle={booking.toggle} />
        <BookingSummary
          seatNumbers={booking.seatNumbers}
          total={booking.total}
          phase={flow.phase}
          canPay={booking.canPay}
          onPay={booking.pay}
          timer={flow.sandbox ? null : holdControls}
          notice={booking.notice}
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {flow.sandbox && (
        <Suspense fallback={null}>
          <SandboxCheckout
            checkout={flow.sandbox}
            seatNames={flow.sandbox.hold.seatIds.map(booking.codeOf).join(', ')}
            timer={holdControls}
            announcement={announcement}
            onResult={(result) => void flow.finish(flow.sandbox!, result)}
          />
        </Suspense>
      )}
    </div>
  );
}
