import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Screening, Seat } from '@cinema/contracts';
import { BOOKING_TEXTS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { isTakenLook, type SeatLook } from '../components/seat-states';
import type { SeatMapState } from '../utils/apply-seat-push';
import { saveSelection } from '../utils/saved-selection';
import { placesOf, seatCodeOf } from '../utils/seat-sections';
import { useAnnouncer } from './use-announcer';
import { useHold } from './use-hold';
import { loadPaySession, usePayFlow } from './use-pay-flow';
import { TOO_MANY_SEATS, useSeatChoice } from './use-seat-choice';

interface SeatBookingState {
  screening: Screening;
  seats: readonly Seat[];
  map: SeatMapState;
  /** Reads the seat map again (after a refused hold, an ended payment, a released hold). */
  reload: () => void;
}

/**
 * What the seat page does once its map is loaded: the viewer's choice, their hold and paying for
 * it, what each seat looks like, and what is said to screen readers.
 */
export function useSeatBooking({ screening, seats, map, reload }: SeatBookingState) {
  const { screeningId } = screening;
  // Seats are named as the map draws them ("D2"), not by their stored per-class numbers.
  const places = useMemo(() => placesOf(seats), [seats]);
  const codeOf = (seatId: string) => seatCodeOf(places, seatId);
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
    const numbers = taken.map(codeOf);
    announce(`${numbers.join(', ')} ${numbers.length === 1 ? 'was' : 'were'} just taken by someone else.`);
  });

  const chosenIds = held ? held.hold.seatIds : flow.phase === 'reserving' ? choice.selection : choice.chosen;
  const chosenSet = new Set(chosenIds);
  const chosenSeats = seats.filter((seat) => chosenSet.has(seat._id));
  const total = held
    ? held.hold.totalAmountPaise / 100
    : chosenSeats.reduce((sum, seat) => sum + seat.seatId.seatPrice, 0);
  const seatNumbers = chosenSeats.map((seat) => codeOf(seat._id));

  const lookOf = (seatId: string): SeatLook => {
    const status = map.statuses[seatId];
    if (status === 'Booked') return 'booked';
    if (held?.hold.seatIds.includes(seatId)) return 'yours';
    if (chosenSet.has(seatId) && (status === 'Available' || flow.phase === 'reserving')) return 'selected';
    return status === 'Reserved' ? 'reserved' : 'available';
  };

  const toggle = (seat: Seat) => {
    const look = lookOf(seat._id);
    const number = codeOf(seat._id);
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

  /** What the hold's controls report: its time ran out, or the viewer gave the seats back. */
  const holdEnded = {
    expired: (text: string) => {
      setNotice(text);
      hold.setHeld(null);
      choice.replace([]);
      reload();
    },
    released: (seatIds: readonly string[]) => {
      hold.setHeld(null);
      choice.replace(seatIds);
      reload();
    },
  };

  return {
    hold,
    flow,
    announcement,
    announce,
    notice,
    canPay: !isLoggedIn || canHold,
    seatNumbers,
    codeOf,
    total,
    lookOf,
    toggle,
    pay,
    holdEnded,
  };
}
