import {
  foldSeatEvent,
  positionKey,
  type SeatBoard,
  type SeatChange,
  type SeatEvent as DomainSeatEvent,
} from '@cinema/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadDatabase } from '../../infra/db/database.ts';
import type { ProjectedEvent, ProjectionReplay } from '../../infra/projection.ts';
import { jsonRecordset } from '../../infra/json-rows.ts';
import { prepared } from '@cinema/workflow';
import type { ScreeningSeatTable } from './seats.table.ts';

/** A seat row as folded: expiries stay the events' ISO text until written (no Date per change). */
type Row = Omit<ScreeningSeatTable, 'expires_at'> & { expires_at: Date | string | null };
type SeatEvent = ProjectedEvent & DomainSeatEvent;

const seatKey = (screeningId: string, seat: string) => `${screeningId}\u0000${seat}`;
const holdKey = (screeningId: string, holdId: string) => `${screeningId}\u0000${holdId}`;

/**
 * The seats projection for a batch (a single event too) in two statements: reads every row the
 * batch can touch (its seats, and the seats of the holds it names), folds the events over them in
 * memory with the shared seat rule, each row guarded by its position, and writes the rows that
 * changed with one upsert. A replay of a million events spends
 * its time here, so this is what makes a rebuild take a minute rather than a quarter of an hour.
 */
export async function applySeatEvents(trx: Transaction<ReadDatabase>, events: SeatEvent[]): Promise<void> {
  const fold = new SeatFold(await touchedRows(trx, events));
  for (const event of events) fold.apply(event);
  await upsert(trx, fold.takeChanged());
}

/** Rows a replay keeps in memory before it falls back to reading them batch by batch. */
const REPLAY_MAX_ROWS = 4_000_000;
/** Changed rows a replay holds back before writing them. */
const REPLAY_FLUSH_ROWS = 100_000;

/**
 * The seats projection replaying the history into an empty table that nobody else writes (a
 * rebuild): one fold lives from batch to batch, so nothing is read back, and a seat that changes
 * many times is written once per flush rather than once per batch. A flush is written aside, on
 * a connection of its own (`db`), while the fold goes on with the next batches: its rows are
 * serialised as it starts, and the upsert's position guard lets writes land in any order. While
 * one is in flight the next flush is written in the batch's own transaction instead; nothing
 * inside a transaction ever waits for a write aside (an embedded database runs one transaction at
 * a time), `drain` does, outside. The fold knows every row only while it holds them all; past
 * `REPLAY_MAX_ROWS` it writes what it has and hands over to the batch-by-batch path, so memory
 * stays bounded on any history.
 */
export function replaySeatEvents(
  db: Kysely<ReadDatabase>,
  { flushRows = REPLAY_FLUSH_ROWS, maxRows = REPLAY_MAX_ROWS } = {},
): ProjectionReplay {
  let fold: SeatFold | null = new SeatFold([]);
  let aside: { rows: Row[]; written: Promise<void> } | null = null;
  let failed: AsideWriteError | null = null;
  const writeAside = (rows: Row[]) => {
    const written = upsert(db, rows).then(
      () => void (aside?.rows === rows && (aside = null)),
      (error: unknown) => void (failed ??= new AsideWriteError(error)),
    );
    aside = { rows, written };
  };
  /** Writes the changed rows (and `also`) in the batch's transaction. */
  const flush = async (trx: Transaction<ReadDatabase>, seats: SeatFold, also: Row[] = []) => {
    const rows = [...also, ...seats.takeChanged()];
    try {
      await upsert(trx, rows);
    } catch (error) {
      // The transaction rolls back: these rows are still to be written.
      seats.markChanged(rows);
      throw error;
    }
  };
  return {
    apply: async (trx, events) => {
      if (failed) throw failed;
      if (!fold) return applySeatEvents(trx, events as SeatEvent[]);
      for (const event of events) fold.apply(event as SeatEvent);
      if (fold.size > maxRows) {
        // The batch path reads rows back: those still being written aside go in this transaction
        // too (the later write of the two wins by position, whichever lands last).
        await flush(trx, fold, aside?.rows);
        fold = null;
      } else if (fold.changes >= flushRows) {
        if (aside) await flush(trx, fold);
        else writeAside(fold.takeChanged());
      }
    },
    drain: async () => {
      await aside?.written;
      if (failed) throw failed;
    },
    finish: async (trx) => {
      if (failed) throw failed;
      if (fold) await flush(trx, fold, aside?.rows);
    },
  };
}

/** A write aside failed: the system's trouble, not an event's (never parked), so the replay stops. */
class AsideWriteError extends Error {
  readonly code = 'REPLAY_WRITE_ASIDE_FAILED';
  constructor(cause: unknown) {
    super(`the seats replay could not write its rows: ${(cause as Error)?.message ?? String(cause)}`, {
      cause,
    });
    this.name = 'AsideWriteError';
  }
}

/**
 * The seat rows of some screenings, changed in place by events with the shared seat rule
 * (`foldSeatEvent`, the screening decider's too), remembering which rows changed. Rows are kept
 * per screening and per hold, so an event finds its seats without building a key string for each.
 */
class SeatFold implements SeatBoard {
  private position = '';
  private key = '0';
  private readonly seats = new Map<string, Map<string, Row>>();
  private readonly holds = new Map<string, Map<string, Set<Row>>>();
  private readonly dirty = new Set<Row>();
  private rows = 0;

  constructor(loaded: Row[]) {
    for (const row of loaded) {
      this.seatsOf(row.screening_id).set(row.seat_number, row);
      this.rows++;
      if (row.hold_id) this.holdOf(row.screening_id, row.hold_id).add(row);
    }
  }

  get size() {
    return this.rows;
  }

  get changes() {
    return this.dirty.size;
  }

  /** The rows changed since the last call. */
  takeChanged(): Row[] {
    const rows = [...this.dirty];
    this.dirty.clear();
    return rows;
  }

  markChanged(rows: Row[]) {
    for (const row of rows) this.dirty.add(row);
  }

  /** Folds one event by the shared seat rule, each row guarded by its position. */
  apply(event: SeatEvent) {
    this.position = event.position;
    this.key = positionKey(event.position);
    foldSeatEvent(this, event);
  }

  isBooked(screeningId: string, seat: string) {
    return this.row(screeningId, seat)?.status === 'booked';
  }

  /** The hold's seats still held (a copy: changing them may move them). */
  heldUnder(screeningId: string, holdId: string): string[] {
    const rows = this.holds.get(screeningId)?.get(holdId);
    if (!rows) return [];
    const held: string[] = [];
    for (const row of rows) if (row.status === 'held') held.push(row.seat_number);
    return held;
  }

  /** The row's last change came before the event being folded. */
  accepts(screeningId: string, seat: string) {
    const row = this.row(screeningId, seat);
    return !row || before(row, this.key);
  }

  change(screeningId: string, seat: string, change: SeatChange) {
    const row = this.row(screeningId, seat) ?? this.add(screeningId, seat);
    switch (change.to) {
      case 'held':
        return this.set(row, change.holdId, {
          status: 'held',
          account_id: change.accountId,
          expires_at: change.expiresAt,
          extended: false,
          booking_id: null,
        });
      case 'extended':
        return this.set(row, change.holdId, { expires_at: change.expiresAt, extended: true });
      case 'free':
        // The booking_id of a row stays: a seat freed after a booking was sold, then held again.
        return this.set(row, null, { status: 'free', account_id: null, expires_at: null, extended: false });
      case 'booked':
        return this.set(row, change.holdId, {
          status: 'booked',
          account_id: change.accountId,
          expires_at: null,
          extended: false,
          booking_id: change.bookingId,
        });
    }
  }

  private set(
    row: Row,
    holdId: string | null,
    values: Partial<Pick<Row, 'status' | 'account_id' | 'expires_at' | 'extended' | 'booking_id'>>,
  ) {
    if (row.hold_id !== holdId) {
      if (row.hold_id) this.leaveHold(row, row.hold_id);
      if (holdId) this.holdOf(row.screening_id, holdId).add(row);
      row.hold_id = holdId;
    }
    Object.assign(row, values);
    row.position = this.position;
    row.position_key = this.key;
    this.dirty.add(row);
  }

  private leaveHold(row: Row, holdId: string) {
    const byHold = this.holds.get(row.screening_id);
    const rows = byHold?.get(holdId);
    rows?.delete(row);
    if (rows?.size === 0) byHold!.delete(holdId);
  }

  private row(screeningId: string, seat: string): Row | undefined {
    return this.seats.get(screeningId)?.get(seat);
  }

  private add(screeningId: string, seat: string): Row {
    const row: Row = {
      screening_id: screeningId,
      seat_number: seat,
      status: 'free',
      hold_id: null,
      account_id: null,
      expires_at: null,
      extended: false,
      booking_id: null,
      position: '',
      position_key: '0',
    };
    this.seatsOf(screeningId).set(seat, row);
    this.rows++;
    return row;
  }

  private seatsOf(screeningId: string) {
    let seats = this.seats.get(screeningId);
    if (!seats) this.seats.set(screeningId, (seats = new Map()));
    return seats;
  }

  private holdOf(screeningId: string, holdId: string) {
    let byHold = this.holds.get(screeningId);
    if (!byHold) this.holds.set(screeningId, (byHold = new Map()));
    let rows = byHold.get(holdId);
    if (!rows) byHold.set(holdId, (rows = new Set()));
    return rows;
  }
}

/**
 * The row's last change came before the event at `key`: both numeric(40,0) as text, digits
 * without leading zeros, so the shorter is the smaller and equal lengths compare as text.
 */
const before = ({ position_key: a }: Row, b: string) =>
  a.length < b.length || (a.length === b.length && a < b);

/** Every stored row an event of the batch may change: its seats, and the seats of its holds. */
async function touchedRows(trx: Transaction<ReadDatabase>, events: SeatEvent[]): Promise<Row[]> {
  const seats = new Map<string, [string, string]>();
  const holds = new Map<string, [string, string]>();
  for (const { type, data } of events) {
    const named =
      type === 'SeatsHeld' ? data.seats : type === 'SeatsBooked' ? data.seats.map((s) => s.seatNumber) : [];
    for (const seat of named) seats.set(seatKey(data.screeningId, seat), [data.screeningId, seat]);
    const holdId = 'holdId' in data ? data.holdId : null;
    if (holdId && type !== 'SeatsHeld')
      holds.set(holdKey(data.screeningId, holdId), [data.screeningId, holdId]);
  }
  const [seatScreenings, seatNumbers] = columns([...seats.values()]);
  const [holdScreenings, holdIds] = columns([...holds.values()]);
  const { rows } = await touchedRowsStatement<ScreeningSeatTable>(
    trx,
    seatScreenings,
    seatNumbers,
    holdScreenings,
    holdIds,
  );
  return rows.map((row) => ({ ...row, position_key: String(row.position_key) }));
}

const columns = (pairs: [string, string][]) => [pairs.map((p) => p[0]), pairs.map((p) => p[1])] as const;

const inPairs = (left: string, right: string, a: string[], b: string[]) =>
  sql<boolean>`(${sql.ref(left)}, ${sql.ref(right)}) in (select * from unnest(${a}::text[], ${b}::text[]))`;

// Every batch reads and writes with these two: compiled once per schema.
const touchedRowsStatement = prepared(
  (
    db: Kysely<ReadDatabase>,
    seatScreenings: string[],
    seatNumbers: string[],
    holdScreenings: string[],
    holdIds: string[],
  ) =>
    db
      .selectFrom('screening_seats')
      .selectAll()
      .where(inPairs('screening_id', 'seat_number', seatScreenings, seatNumbers))
      .union(
        db
          .selectFrom('screening_seats')
          .selectAll()
          .where(inPairs('screening_id', 'hold_id', holdScreenings, holdIds)),
      ),
);

/** Rows by seat: two upserts in flight at once (a replay's write aside and its batch) lock shared rows in one order. */
const bySeat = (a: Row, b: Row) =>
  a.screening_id < b.screening_id
    ? -1
    : a.screening_id > b.screening_id
      ? 1
      : a.seat_number < b.seat_number
        ? -1
        : a.seat_number > b.seat_number
          ? 1
          : 0;

async function upsert(db: Kysely<ReadDatabase>, rows: Row[]) {
  if (rows.length === 0) return;
  await upsertStatement(db, JSON.stringify([...rows].sort(bySeat)));
}

const upsertStatement = prepared((db: Kysely<ReadDatabase>, rowsJson: string) => {
  const { columns, expression } = jsonRecordset(rowsJson, COLUMNS);
  return db
    .insertInto('screening_seats')
    .columns(columns)
    .expression(expression)
    .onConflict((oc) =>
      oc
        .columns(['screening_id', 'seat_number'])
        .doUpdateSet((eb) => Object.fromEntries(UPDATED.map((c) => [c, eb.ref(`excluded.${c}`)])))
        .whereRef('screening_seats.position_key', '<', 'excluded.position_key'),
    );
});

const COLUMNS = {
  screening_id: 'text',
  seat_number: 'text',
  status: 'text',
  hold_id: 'text',
  account_id: 'text',
  expires_at: 'timestamptz',
  extended: 'boolean',
  booking_id: 'text',
  position: 'text',
  position_key: 'numeric',
} as const;
const UPDATED = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).slice(2);
