import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Screening, Seat } from '@cinema/contracts';
import { paths } from '@/config/paths';
import { BOOKING_TEXTS } from '@cinema/contracts/browser';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useAnnouncer } from '../hooks/use-announcer';
import { useHold } from '../hooks/use-hold';
import { loadPaySession, usePayFlow } from '../hooks/use-pay-flow';
import { useRefocus } from '../hooks/use-refocus';
import { TOO_MANY_SEATS, useSeatChoice } from '../hooks/use-seat-choice';
import { useSeatSocket } from '../hooks/use-seat-socket';
import { applySeatPush, isSeatPush, type SeatMapState, type SeatPushKind } from '../utils/apply-seat-push';
import { saveSelection } from '../utils/saved-selection';
import { seatSections } from '../utils/seat-sections';
import { BookingSummary } from './booking-summary';
import { HoldControls } from './hold-controls';
import { SeatGrid } from './seat-grid';
import { SeatHeader } from './seat-header';
import { SeatLegend } from './seat-legend';
import { isTakenLook, type SeatLook } from './seat-states';

const SandboxCheckout = lazy(() => import('./sandbox-checkout'));

interface SeatBookingProps {
  screening: Screening;
  seats: readonly Seat[];
  map: SeatMapState;
  reload: () => void;
  push: (kind: SeatPushKind, message: unknown) => void;
}

/** The seat page once its map is loaded: live seats, the viewer's choice and hold, and paying. */
export function SeatBooking({ screening, seats, map, reload, push }: SeatBookingProps) {
  const { screeningId } = screening;
  const navigate = useNavigate();
  const location = useLocation();
  const { isLoggedIn, user } = useAuth();
  const canHold = isLoggedIn && user?.accountType === 'Viewer';
  const [announcement, announce] = useAnnouncer();
  const [notice, setNotice] = useState<string | null>(null);
  const hold = useHold(screeningId, canHold, () => announce(BOOKING_TEXTS.holdReleased));
  const held = hold.held;
  const resync = () => {
    reload();
    hold.refresh();
  };
  const flow = usePayFlow({
    onHeld: hold.setHeld,
    onRefused: resync,
    onEnded: (keep) => {
      hold.setHeld(null);
      choice.replace(keep);
      resync();
    },
    notify: setNotice,
  });
  const choice = useSeatChoice(screeningId, map.statuses, Boolean(held) || flow.phase !== 'idle', (taken) => {
    const numbers = taken.map((id) => id.slice(id.lastIndexOf('.') + 1));
    announce(`${numbers.join(', ')} ${numbers.length === 1 ? 'was' : 'were'} just taken by someone else.`);
  });

  useSeatSocket(screeningId, {
    onJoined: resync,
    onPush: (kind, message) => {
      if (
        held &&
        kind === 'seatsToRevert' &&
        isSeatPush(message) &&
        applySeatPush(map, kind, message) !== map
      ) {
        // One of our held seats is free again (released elsewhere?): ask the server, which has seen this push.
        if (message.seatIds.some((id) => held.hold.seatIds.includes(id))) hold.refresh();
      }
      push(kind, message);
    },
  });
  useRefocus(resync);

  const sections = useMemo(() => seatSections(seats), [seats]);
  const byId = useMemo(() => new Map(seats.map((seat) => [seat._id, seat])), [seats]);
  const chosenIds = held ? held.hold.seatIds : flow.phase === 'reserving' ? choice.selection : choice.chosen;
  const chosenSet = new Set(chosenIds);
  const chosenSeats = seats.filter((seat) => chosenSet.has(seat._id));
  const total = held
    ? held.hold.totalAmountPaise / 100
    : chosenSeats.reduce((sum, seat) => sum + seat.seatId.seatPrice, 0);
  const seatNumbers = chosenSeats.map((seat) => seat.seatId.seatNumber);

  const lookOf = (seatId: string): SeatLook => {
    const status = map.statuses[seatId];
    if (status === 'Booked') return 'booked';
    if (held?.hold.seatIds.includes(seatId)) return 'yours';
    if (chosenSet.has(seatId) && (status === 'Available' || flow.phase === 'reserving')) return 'selected';
    return status === 'Reserved' ? 'reserved' : 'available';
  };

  const toggle = (seat: Seat) => {
    const look = lookOf(seat._id);
    const number = seat.seatId.seatNumber;
    if (isTakenLook(look)) return announce(`Seat ${number} is ${look}. Choose another seat.`);
    if (held || flow.phase !== 'idle')
      return announce('Your seats are held for payment. Choose Change seats to pick others.');
    setNotice(null);
    void loadPaySession();
    if (!choice.toggle(seat._id)) {
      toast.error(TOO_MANY_SEATS);
      return announce(TOO_MANY_SEATS);
    }
  };

  const pay = () => {
    if (!isLoggedIn) {
      saveSelection(screeningId, chosenIds);
      navigate(paths.login.getHref(), { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    setNotice(null);
    void flow.start(held?.hold ?? null, chosenIds, `${screening.movieName} · ${seatNumbers.join(', ')}`);
  };

  const holdControls = held && (
    <HoldControls
      held={held}
      onHeld={hold.setHeld}
      onExpired={(text) => {
        setNotice(text);
        hold.setHeld(null);
        choice.replace([]);
        reload();
      }}
      onReleased={(seatIds) => {
        hold.setHeld(null);
        choice.replace(seatIds);
        reload();
      }}
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
        <div className="animate-fade-in bg-white px-3 py-5 shadow-sm ring-1 ring-slate-200 sm:rounded-2xl sm:px-6">
          <SeatLegend />
          <p className="sr-only sm:not-sr-only sm:mt-3 sm:block sm:text-center sm:text-xs sm:text-slate-600">
            Arrow keys move between seats; Space or Enter chooses one.
          </p>
          <div className="mt-5">
            <SeatGrid sections={sections} lookOf={lookOf} onToggle={toggle} />
          </div>
          <ScreenMark />
        </div>
        <BookingSummary
          seatNumbers={seatNumbers}
          total={total}
          phase={flow.phase}
          canPay={!isLoggedIn || canHold}
          onPay={pay}
          timer={flow.sandbox ? null : holdControls}
          notice={notice}
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {flow.sandbox && (
        <Suspense fallback={null}>
          <SandboxCheckout
            checkout={flow.sandbox}
            seatNames={flow.sandbox.hold.seatIds
              .map((id) => byId.get(id)?.seatId.seatNumber ?? id)
              .join(', ')}
            timer={holdControls}
            announcement={announcement}
            onResult={(result) => void flow.finish(flow.sandbox!, result)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Where the screen is: every seat faces this way. */
function ScreenMark() {
  return (
    <div aria-hidden="true" className="mx-auto mt-8 max-w-xs text-center">
      <div className="h-2 rounded-[50%] border-t-4 border-slate-400" />
      <p className="mt-1 text-[11px] font-semibold tracking-[0.2em] text-slate-500">SCREEN THIS WAY</p>
    </div>
  );
}
