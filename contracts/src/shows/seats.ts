import { z } from 'zod';
import { LIMITS } from '../common/constants.ts';
import { envelope } from '../common/envelope.ts';
import { splitScreeningId } from '../common/hierarchy.ts';

/**
 * A seat of a screening is named `<screeningId>.<seatNumber>` (the `_id` of the seat list), so a
 * request that names seats also names the screening; `V3`, `B12`, `R40` are seat numbers.
 */
export const SEAT_NUMBER_PATTERN = /^[VBR][1-9]\d{0,3}$/;
export const seatIdFor = (screeningId: string, seatNumber: string) => `${screeningId}.${seatNumber}`;

/** The screening and seat number a seat id names; null when it names none. */
export function splitSeatId(seatId: string): { screeningId: string; seatNumber: string } | null {
  const dot = seatId.lastIndexOf('.');
  if (dot <= 0) return null;
  const screeningId = seatId.slice(0, dot);
  const seatNumber = seatId.slice(dot + 1);
  if (!SEAT_NUMBER_PATTERN.test(seatNumber) || !splitScreeningId(screeningId)) return null;
  return { screeningId, seatNumber };
}

/**
 * A hold is named `<screeningId>~<uuid>`, so a request that names only the hold (extend, release,
 * pay) also names the screening's stream. The shape is not trusted: the stream must hold the hold.
 */
export const holdIdFor = (screeningId: string, localId: string) => `${screeningId}~${localId}`;

/** The screening a hold id names; null when it names none. */
export function screeningOfHold(holdId: string): string | null {
  const tilde = holdId.lastIndexOf('~');
  if (tilde <= 0) return null;
  const screeningId = holdId.slice(0, tilde);
  const localId = holdId.slice(tilde + 1);
  if (!/^[\w-]{1,64}$/.test(localId) || screeningId.includes('~') || !splitScreeningId(screeningId))
    return null;
  return screeningId;
}

export const SEAT_TEXTS = {
  chooseSeats: 'Choose at least one seat',
  tooManySeats: `You can book at most ${LIMITS.maxSeatsPerBooking} seats at a time`,
  oneScreening: 'All seats must belong to one show',
  unknownSeat: 'These seats do not exist in this show',
} as const;

const seatIdField = z
  .string()
  .trim()
  .max(300)
  .refine((s) => splitSeatId(s) !== null, SEAT_TEXTS.unknownSeat);

/** One to ten distinct seats of one screening. */
export const seatIdsField = z
  .array(seatIdField, { error: SEAT_TEXTS.chooseSeats })
  .min(1, SEAT_TEXTS.chooseSeats)
  .max(LIMITS.maxSeatsPerBooking, SEAT_TEXTS.tooManySeats)
  .refine((ids) => new Set(ids).size === ids.length, 'A seat is listed twice')
  .refine((ids) => new Set(ids.map((id) => splitSeatId(id)?.screeningId)).size <= 1, SEAT_TEXTS.oneScreening);

/** POST /show/reserveSeats: hold the seats for the signed-in viewer. */
export const reserveSeatsRequest = z.object({ seatIds: seatIdsField });

/** A viewer's hold as the seat page shows it (countdown, extension). */
export const holdSchema = z.object({
  holdId: z.string(),
  screeningId: z.string(),
  /** Seat ids (`<screeningId>.<seatNumber>`). */
  seatIds: z.array(z.string()),
  /** ISO instant after which the seats are free again. */
  expiresAt: z.string(),
  /** Whether the one extension is still available. */
  extendable: z.boolean(),
  /** What the held seats cost, computed by the server. */
  totalAmountPaise: z.number().int(),
  /**
   * The server's clock when it answered (ISO instant): a device's clock may be minutes off, so the
   * countdown runs on the server's time, not the phone's (optional: older answers lack it).
   */
  serverTime: z.string().optional(),
});
export type Hold = z.infer<typeof holdSchema>;

export const holdResponse = envelope({ data: holdSchema, position: z.string() });

export const holdIdRequest = z.object({ holdId: z.string().trim().min(1).max(200) });
export const releaseHoldResponse = envelope({ data: z.object({ holdId: z.string() }), position: z.string() });

/** POST /show/getMyHold: the signed-in viewer's live hold on a screening (after a reload). */
export const myHoldRequest = z.object({ screeningId: z.string().trim().min(1).max(250) });
export const myHoldResponse = envelope({ data: holdSchema.nullable() });

/* ---------------------------------- Socket.IO ---------------------------------- */

/** What every seat push carries: the seat ids and the position of the event that changed them. */
export const seatPushSchema = z.object({
  screeningId: z.string(),
  seatIds: z.array(z.string()),
  position: z.string(),
});
export type SeatPush = z.infer<typeof seatPushSchema>;

/** Server → browser, as the spec names them. */
export interface ServerToClientEvents {
  /** Seats now Booked. */
  seatsUpdated: (push: SeatPush) => void;
  /** Seats now Reserved (held). */
  reservedSeats: (push: SeatPush) => void;
  /** Seats Available again (a hold expired, was released or replaced). */
  seatsToRevert: (push: SeatPush) => void;
  /**
   * Every few seconds, the position of the screening's latest seat change as the read model has
   * it. Pushes are at most once (a Redis outage drops them): a page that has not seen that
   * position reads its seat map again.
   */
  seatsAt: (beat: SeatBeat) => void;
}

export interface SeatBeat {
  screeningId: string;
  position: string;
}

/** How often each seat-map room hears its screening's latest position (milliseconds). */
export const SEAT_BEAT_MS = 2_000;

export type JoinAck = { ok: true } | { ok: false; message: string };

/** Browser → server: a seat page joins the room of its screening. */
export interface ClientToServerEvents {
  joinScreening: (screeningId: string, ack?: (result: JoinAck) => void) => void;
  leaveScreening: (screeningId: string) => void;
}

export const SOCKET_PATH = '/socket.io';
export const screeningRoom = (screeningId: string) => `screening:${screeningId}`;

/**
 * The original API's protocol: a client connects, joins nothing, sends nothing and hears the
 * three seat events as plain arrays of seat ids (`ids.includes(seat._id)`). read-api keeps every
 * socket that has not asked for a screening in this room (when SOCKET_BROADCAST is on); the relay
 * tells it every seat change in that form. A socket that joins a screening leaves it for good.
 */
export const LISTENERS_ROOM = 'listeners';
export type SeatIdList = string[];
export interface ListenerEvents {
  seatsUpdated: (seatIds: SeatIdList) => void;
  reservedSeats: (seatIds: SeatIdList) => void;
  seatsToRevert: (seatIds: SeatIdList) => void;
}

/** Messages a socket may send per second (sustained) before it is disconnected. */
export const SOCKET_MESSAGE_LIMIT = { perSecond: 5, burst: 20 } as const;
