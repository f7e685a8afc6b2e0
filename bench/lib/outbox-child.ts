/*
 * The system under the outbox bench, in a process of its own: started in fresh schemas, seeded
 * (120 screenings of 1,000 seats, viewers), then asked by the parent to
 * - `holds`: take one-seat holds whose expiries fall `1/rate` s apart from a moment far enough
 *   ahead that every hold exists before the first one runs out (each hold is taken through
 *   write-api's own reserveSeats with a clock set back by the hold's length, so its durable timer
 *   is due at that moment, as a hold taken then would be);
 * - `mails`: write booking-confirmation messages into the outbox at `rate` a second for
 *   `seconds` (what the booking-mail reactor writes for each SeatsBooked), through the
 *   development outbox or a pooled SMTP transport to the parent's SMTP server.
 * - `mailer`: send the product's own mails (the booking-mail reactor's, for the parent's paid
 *   bookings over HTTP) to a fresh development outbox folder or over SMTP; `mailFiles`: the .eml
 *   files in such a folder and their distinct Message-IDs.
 * The sender, the scheduler and the release commands are the product's, in this process.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seatIdFor } from '@cinema/contracts';
import { enqueueMessages, workflowSchemaFor } from '@cinema/workflow';
import { postgresHeadPosition } from '@cinema/read-api';
import { outboxMailer, smtpMailer, type Mailer, type MailMessage } from '@cinema/write-api';
import { reserveSeats } from '../../write-api/src/shows/seats/reserve-seats.ts';
import type { Target } from './targets.ts';
import { startBenchSystem, type BenchSystem } from './bench-system.ts';
import { seedCatalog, seedViewers, type SeededCatalog } from './booking-seed.ts';
import { serveParent } from './fork-child.ts';

export interface OutboxBenchSettings {
  viewers: number;
  /** Viewers the parent gets a signed token for (the paid bookings' clients). */
  tokens: number;
  /** The sender's settings when the bench overrides the product's (BENCH_OUTBOX_LOOPS …). */
  sender: { loops?: number; batchSize?: number; concurrency?: number };
  /** The parent's SMTP server (smtp://127.0.0.1:<port>). */
  smtpUrl: string;
}

export interface OutboxReady extends SeededCatalog {
  type: 'ready';
  schemas: string[];
  workflowSchema: string;
  seedSeconds: number;
  /** http://127.0.0.1:<port> of the system (loopback only). */
  origin: string;
  tokens: string[];
  /** The store's head after seeding: a query carrying it waits until the read side has it all. */
  seededPosition: string;
}

export type OutboxQuestion =
  | { type: 'holds'; count: number; rate: number; leadSeconds: number }
  | { type: 'mails'; rate: number; seconds: number; via: 'outbox' | 'smtp'; cause: string }
  | { type: 'mailer'; via: 'outbox' | 'smtp'; folder: string }
  | { type: 'mailFiles'; folder: string }
  | { type: 'quiet' };

export interface MailFiles {
  files: number;
  messageIds: number;
}

export interface HoldsTaken {
  taken: number;
  refused: number;
  seconds: number;
  /** When the first hold runs out (ms since the epoch), and whether every hold existed by then. */
  firstDueAt: number;
  inTime: boolean;
}

const target = JSON.parse(process.argv[2] ?? '{}') as Target;
const settings = JSON.parse(process.argv[3] ?? '{}') as OutboxBenchSettings;
let bench: BenchSystem | undefined;
let catalog: SeededCatalog;
let accountIds: string[] = [];
let nextViewer = 0;
const mailDir = await mkdtemp(join(tmpdir(), 'bench-outbox-mail-'));
const mailers: Record<'outbox' | 'smtp', Mailer> = {
  outbox: outboxMailer(mailDir, 'Cine Yatra <no-reply@cineyatra.example>'),
  smtp: smtpMailer(settings.smtpUrl, 'Cine Yatra <no-reply@cineyatra.example>'),
};
let mailer: Mailer = mailers.outbox;
const switchable: Mailer = {
  send: (message: MailMessage) => mailer.send(message),
  describe: () => mailer.describe(),
};

/** One-seat holds on the spread screenings, each by a viewer of its own, due `1/rate` s apart. */
async function takeHolds(count: number, rate: number, leadSeconds: number): Promise<HoldsTaken> {
  const system = bench!.system;
  const holdMs = system.write.holdPolicy.holdMs;
  const started = Date.now();
  const firstDueAt = started + leadSeconds * 1000;
  let next = 0;
  let taken = 0;
  let refused = 0;
  const seats = catalog.seatNumbers;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const screeningId = catalog.spread[i % catalog.spread.length]!;
      const seat = seats[Math.floor(i / catalog.spread.length) % seats.length]!;
      const accountId = accountIds[nextViewer++]!;
      // Taken "back then": the hold runs out at firstDueAt + i/rate.
      const at = new Date(firstDueAt + (i * 1000) / rate - holdMs);
      try {
        await reserveSeats({ ...system.write, clock: () => at }, [seatIdFor(screeningId, seat)], {
          accountId,
          clientKey: `bench-${i}`,
        });
        taken++;
      } catch (error) {
        if (refused++ < 3) console.error('[outbox bench] hold refused:', error);
      }
    }
  };
  await Promise.all(Array.from({ length: 64 }, worker));
  return {
    taken,
    refused,
    seconds: (Date.now() - started) / 1000,
    firstDueAt,
    inTime: Date.now() < firstDueAt,
  };
}

/** Booking mails written to the outbox at `rate` a second, every 50 ms, as the reactor would. */
async function feedMails(rate: number, seconds: number, via: 'outbox' | 'smtp', cause: string) {
  const system = bench!.system;
  mailer = mailers[via];
  const tickMs = 50;
  const started = Date.now();
  const total = Math.round(rate * seconds);
  let written = 0;
  while (written < total) {
    const due = Math.min(total, Math.floor(((Date.now() - started) / 1000) * rate)) - written;
    if (due > 0) {
      const now = system.write.clock();
      const messages = Array.from({ length: due }, (_, k) => {
        const n = written + k;
        return {
          id: `bench-mail:${cause}:${n}`,
          kind: 'booking-mail',
          payload: {
            bookingId: randomUUID(),
            screeningId: catalog.spread[n % catalog.spread.length]!,
            accountId: accountIds[n % accountIds.length]!,
            seats: [
              {
                seatNumber: catalog.seatNumbers[n % catalog.seatNumbers.length]!,
                seatType: 'REGULAR',
                pricePaise: 15_000,
              },
            ],
            totalPaise: 15_000,
          },
          cause,
          availableAt: now,
        };
      });
      await system.workflow.db.transaction().execute((trx) => enqueueMessages(trx, messages));
      system.workflow.wake();
      written += due;
    }
    if (written < total) await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  return { written, seconds: (Date.now() - started) / 1000 };
}

/** From now on the product's mails go over SMTP, or into a fresh folder of the mail directory. */
function useMailer(via: 'outbox' | 'smtp', folder: string): string {
  const dir = join(mailDir, folder);
  mailer = via === 'smtp' ? mailers.smtp : outboxMailer(dir, 'Cine Yatra <no-reply@cineyatra.example>');
  return dir;
}

async function mailFiles(folder: string): Promise<MailFiles> {
  const dir = join(mailDir, folder);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  const ids = new Set<string>();
  const head = Buffer.alloc(4096);
  for (const name of names) {
    const file = await open(join(dir, name));
    try {
      const { bytesRead } = await file.read(head, 0, head.length, 0);
      const id = /^Message-ID: *(.+)$/im.exec(head.subarray(0, bytesRead).toString('latin1'))?.[1]?.trim();
      if (id) ids.add(id);
    } finally {
      await file.close();
    }
  }
  return { files: names.length, messageIds: ids.size };
}

async function quiet(): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await bench!.system.workflow.settled()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const { send, shutdown } = serveParent(
  async () => {
    await bench?.stop();
    await rm(mailDir, { recursive: true, force: true });
  },
  async (question) => {
    const q = question as OutboxQuestion;
    if (q.type === 'holds') return takeHolds(q.count, q.rate, q.leadSeconds);
    if (q.type === 'mails') return feedMails(q.rate, q.seconds, q.via, q.cause);
    if (q.type === 'mailer') return useMailer(q.via, q.folder);
    if (q.type === 'mailFiles') return mailFiles(q.folder);
    if (q.type === 'quiet') return quiet();
    throw new Error(`unknown question ${JSON.stringify(question)}`);
  },
);

try {
  bench = await startBenchSystem(target, {}, { mailer: switchable }, { outbox: settings.sender });
  const seeding = performance.now();
  catalog = await seedCatalog(bench.system, { cinemas: 20, timings: 3, days: 2 });
  const seeded = await seedViewers(bench.system, settings.viewers);
  accountIds = seeded.accountIds;
  send({
    type: 'ready',
    schemas: bench.schemas,
    workflowSchema: workflowSchemaFor(bench.schemas[1]!),
    seedSeconds: (performance.now() - seeding) / 1000,
    origin: bench.origin,
    tokens: seeded.tokens.slice(0, settings.tokens),
    seededPosition: await postgresHeadPosition(bench.system.db, bench.schemas[0]!)(),
    ...catalog,
  } satisfies OutboxReady);
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await shutdown(1);
}
