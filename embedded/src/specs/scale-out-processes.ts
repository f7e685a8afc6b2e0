// Helpers of the scale-out specs: write-api, projector and read-api as three processes on PostgreSQL.
import { expect } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { API_BASE, POSITION_HEADER, screeningIdFor } from '@cinema/contracts';
import { openEventStore, type EventStore } from '@cinema/event-store';
import { freshSchema, testDatabases, waitFor } from '@cinema/event-store/testing';
import { freePort, startService, type ServiceProcess } from '../testing/service-process.ts';
import { latestOtpIn } from '../testing/test-system.ts';

/** The PostgreSQL of this run, only where DATABASE_URL gives one. */
export const postgres = testDatabases().find((d) => d.kind === 'postgres');
/** Seat pushes cross processes through Redis, where one answers on the usual port. */
export const REDIS_URL = 'redis://127.0.0.1:6379';
export const redisUp = await new Promise<boolean>((resolve) => {
  const probe = connect(6379, '127.0.0.1', () => {
    resolve(true);
    probe.end();
  });
  probe.setTimeout(500, () => {
    resolve(false);
    probe.destroy();
  });
  probe.once('error', () => resolve(false));
});
export const INVITE = 'scale-out-invite-code';
export const PASSWORD = 'Secret@123';

/** Where a call goes: a service, or the proxy in front of them all. */
export type Origin = Pick<ServiceProcess, 'url'>;

export interface CallOptions {
  body?: unknown;
  token?: string;
  position?: string;
}
export interface SignedUp {
  email: string;
  token: string;
  id: string;
  position: string;
}

export interface ScaledOut {
  write: ServiceProcess;
  /** The first read-api instance (`reads[0]`). */
  read: ServiceProcess;
  /** Every read-api instance, all sharing the read models, the media folder and Redis. */
  reads: ServiceProcess[];
  projector: ServiceProcess;
  /** The projector's /healthz and /readyz. */
  projectorHealthUrl: string;
  /** The event store the three share, opened by the spec itself. */
  store: EventStore;
  /** write-api's development mail outbox (and the shared media folder under it). */
  outboxDir: string;
  /** The services' JWT_SECRET (the ticket key derives from it). */
  jwtSecret: string;
  /** The PostgreSQL schemas of the event log and of the read models (workflow: `<read>_workflow`). */
  schemas: { events: string; read: string };
  /** One API call over HTTP, as the SPA makes it (`position`: read-your-writes). */
  call(
    service: Origin,
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** Mails in the outbox addressed to `email`. */
  mailsTo(email: string): Promise<number>;
  /** A new account through sendotp and signup on write-api (or `via` the proxy), with the OTP from the outbox. */
  signUp(accountType: string, extra?: Record<string, string>, via?: Origin): Promise<SignedUp>;
  /** Starts read-api instance `index` again on its port (after a crash) and puts it in `reads`. */
  restartRead(index: number): Promise<ServiceProcess>;
  stop(): Promise<void>;
}

export interface ScaledOutOptions {
  /** How many read-api instances (default 1). */
  readApis?: number;
  /** More environment for write-api and read-api (e.g. TRUST_PROXY behind a proxy). */
  edgeEnv?: Record<string, string>;
  /** Seat pushes cross processes through this Redis; default the usual port, where it answers. */
  redisUrl?: string;
}

/**
 * Starts the scaled-out topology on fresh schemas of `databaseUrl`: the three services (read-api
 * `readApis` times) as their own Node processes on 127.0.0.1, sharing one JWT secret, one media
 * folder and (when it answers) Redis.
 */
export async function startScaledOut(
  databaseUrl: string,
  { readApis = 1, edgeEnv = {}, redisUrl = redisUp ? REDIS_URL : undefined }: ScaledOutOptions = {},
): Promise<ScaledOut> {
  const [eventsSchema, readSchema] = [await freshSchema(databaseUrl), await freshSchema(databaseUrl)];
  const outboxDir = await mkdtemp(join(tmpdir(), 'scale-out-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  const shared = {
    DATABASE_URL: databaseUrl,
    // One folder of uploaded images for write-api (writes) and read-api (serves); a bucket at scale.
    MEDIA_DIR: join(outboxDir, 'media'),
    EVENTS_SCHEMA: eventsSchema,
    READ_SCHEMA: readSchema,
    JWT_SECRET: jwtSecret,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    HOST: '127.0.0.1',
  };
  const [writePort, healthPort] = [await freePort(), await freePort()];
  const readPorts = await Promise.all(Array.from({ length: readApis }, () => freePort()));
  const startRead = (port: number) =>
    startService('read-api/src/main.ts', { ...shared, ...edgeEnv, PORT: String(port) }, /read-api listening/);
  const starting = await Promise.allSettled([
    startService(
      'projector/src/main.ts',
      { ...shared, HEALTH_PORT: String(healthPort) },
      /projector running/,
    ),
    startService(
      'write-api/src/main.ts',
      {
        ...shared,
        ...edgeEnv,
        PORT: String(writePort),
        DATA_DIR: outboxDir,
        OUTBOX_DIR: outboxDir,
        SUPERADMIN_INVITE_CODE: INVITE,
        OTP_RESEND_GAP_SECONDS: '0',
        // The booking journey's ticket is for tomorrow's show: the door lets it in (default: 2 h before).
        TICKET_ADMIT_HOURS_BEFORE: '48',
      },
      /write-api listening/,
    ),
    ...readPorts.map(startRead),
  ]);
  const failed = starting.find((s) => s.status === 'rejected');
  if (failed) {
    // Whichever did start would outlive the spec otherwise.
    await Promise.all(starting.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
    throw failed.reason;
  }
  const [projector, write, ...reads] = starting.map(
    (s) => (s as PromiseFulfilledResult<ServiceProcess>).value,
  ) as [ServiceProcess, ServiceProcess, ServiceProcess, ...ServiceProcess[]];
  const store = await openEventStore({ databaseUrl, schema: eventsSchema, wake: 'listen' });

  const call: ScaledOut['call'] = async (service, method, path, { body, token, position } = {}) => {
    const form = body instanceof FormData;
    const response = await fetch(`${service.url}${API_BASE}${path}`, {
      method,
      headers: {
        ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(position ? { [POSITION_HEADER]: position } : {}),
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json().catch(() => null)) as any,
      headers: response.headers,
    };
  };
  const mailsTo = async (email: string) =>
    (await readdir(outboxDir)).filter((f) => f.endsWith(`${email.toLowerCase()}.eml`)).length;
  const signUp: ScaledOut['signUp'] = async (accountType, extra = {}, via = write) => {
    const email = `${accountType.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
    expect((await call(via, 'POST', '/auth/sendotp', { body: { email } })).status).toBe(200);
    const otp = await waitFor(() => latestOtpIn(outboxDir, email), { message: `OTP mail to ${email}` });
    const signup = await call(via, 'POST', '/auth/signup', {
      body: {
        accountType,
        userName: `Scale ${accountType}`,
        email,
        contactNumber: '9876543210',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        otp,
        ...extra,
      },
    });
    expect(signup.status).toBe(201);
    return {
      email,
      token: signup.body.token as string,
      id: signup.body.user._id as string,
      position: signup.body.position as string,
    };
  };

  return {
    write,
    get read() {
      return reads[0]!;
    },
    reads,
    projector,
    projectorHealthUrl: `http://127.0.0.1:${healthPort}`,
    store,
    outboxDir,
    jwtSecret,
    schemas: { events: eventsSchema, read: readSchema },
    call,
    mailsTo,
    signUp,
    async restartRead(index) {
      await reads[index]!.stop();
      reads[index] = await startRead(readPorts[index]!);
      return reads[index];
    },
    async stop() {
      await Promise.all([write.stop(), ...reads.map((r) => r.stop()), projector.stop()]);
      await store.close();
    },
  };
}

export interface LiveShow {
  movieId: string;
  movieName: string;
  cityId: string;
  cinemaId: string;
  showId: string;
  /** The show's one screening, on `date`. */
  screeningId: string;
  date: string;
  /** The position of ShowWentLive. */
  position: string;
}

/**
 * Over HTTP on write-api: a city and a movie (with its images) by the SuperAdmin, the Admin's
 * cinema with Screen-1 configured (VIP 2 × Rs 500, BALCONY 5 × Rs 250, REGULAR 10 × Rs 150) and a
 * show at 9 pm on `date` only, made live.
 */
export async function givenLiveShow(
  { call, write }: { call: ScaledOut['call']; write: Origin },
  { superAdmin, admin, date }: { superAdmin: SignedUp; admin: SignedUp; date: string },
): Promise<LiveShow> {
  const city = await call(write, 'POST', '/cinema/addCity', {
    body: { cityName: `Bookpur ${randomUUID().slice(0, 6)}` },
    token: superAdmin.token,
  });
  expect(city.status).toBe(201);
  const movieName = `Booked Out ${randomUUID().slice(0, 6)}`;
  const movie = await call(write, 'POST', '/movie/addMovie', {
    body: await movieForm(movieName),
    token: superAdmin.token,
  });
  expect(movie.status, JSON.stringify(movie.body)).toBe(201);
  const cinema = await call(write, 'POST', '/cinema/addCinema', {
    body: { cinemaName: 'Scale Talkies', pincode: '452001', cityId: city.body.data._id },
    token: admin.token,
  });
  expect(cinema.status).toBe(201);
  const screenId = cinema.body.data.screens[0];
  const screen = await call(write, 'POST', '/cinema/updateScreen', {
    body: {
      screenId,
      ...{
        regular: { seat: 10, price: 150 },
        bolcony: { seat: 5, price: 250 },
        vip: { seat: 2, price: 500 },
      },
    },
    token: admin.token,
  });
  expect(screen.status).toBe(200);
  const added = await call(write, 'POST', '/show/addShow', {
    body: {
      ...{ movieId: movie.body.data._id, cinemaId: cinema.body.data._id, screenId },
      ...{ timing: '9-12pm', showStart: date, showEnd: date },
    },
    token: admin.token,
  });
  expect(added.status).toBe(201);
  const showId = added.body.data._id as string;
  const live = await call(write, 'POST', '/show/liveYourShow', { body: { showId }, token: admin.token });
  expect(live.status).toBe(200);
  return {
    ...{
      movieId: movie.body.data._id,
      movieName,
      cityId: city.body.data._id,
      cinemaId: cinema.body.data._id,
    },
    ...{ showId, screeningId: screeningIdFor(showId, date), date, position: live.body.position },
  };
}

/** A movie as the Add Movie form sends it, with real poster and banner images. */
export async function movieForm(movieName: string, summary = 'Three processes, one booking.') {
  const image = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#a33' } })
      .png()
      .toBuffer();
  const form = new FormData();
  for (const [name, value] of Object.entries({
    movieName,
    releaseDate: '2026-01-01',
    summary,
    genres: JSON.stringify(['Drama']),
    supportingLanguages: JSON.stringify(['Hindi']),
    cast: JSON.stringify(['Asha Rao']),
    crew: JSON.stringify([{ name: 'Vikram Sen', profession: 'Director' }]),
  }))
    form.append(name, value);
  form.append('thumbnailImage', new Blob([await image(480, 720)], { type: 'image/png' }), 'poster.png');
  form.append('bannerImage', new Blob([await image(1280, 480)], { type: 'image/png' }), 'banner.png');
  return form;
}
