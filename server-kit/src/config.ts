import { z } from 'zod';
import { durationSchema, PUBLISHED_SECRETS, weakSecretReason } from './auth/jwt-settings.ts';
import { corsOriginsSetting } from './http/cors.ts';
import { trustProxySetting } from './http/trust-proxy.ts';
import { SOCKET_LIMITS } from './http/edge-policy.ts';
import { publicUrlSetting } from './media/public-url.ts';

/**
 * `SOCKET_BROADCAST` (default true, the spec's protocol): sockets that join no screening hear every
 * seat change as a plain array of seat ids, as the original API's clients listen. read-api (which
 * sockets hear it) and the projector process (which publishes it) read the same setting.
 */
export const socketBroadcastSetting = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .default('true')
  .transform((v) => v === 'true');

/** Parses the environment once, listing every bad or missing variable in one error, and freezes it. */
export function parseConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): Readonly<z.output<S>> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(parsed.data);
}

/** Where the data lives: every service, including the projector (which signs and checks no tokens). */
export const storageConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Where the PostgreSQL event store keeps its tables. */
  EVENTS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .default('event_store'),
  /** Where the projector keeps the read models (rebuild replaces this schema whole). */
  READ_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .default('read_models'),
});

/**
 * Settings of the services that sign or check tokens. JWT_SECRET has no default: the embedded
 * host keeps a random one in its data folder, standalone services must be given theirs. A key
 * published in this repository is always refused; production also refuses weak keys.
 */
export const commonConfigSchema = storageConfigSchema
  .extend({
    JWT_SECRET: z
      .string({ error: 'must be set (a random value of at least 32 characters, shared by the services)' })
      .min(32, 'must be at least 32 characters')
      .refine((s) => !PUBLISHED_SECRETS.includes(s), 'is published in the repository: generate your own'),
    /** Lifetime of new tokens. */
    JWT_EXPIRES_IN: durationSchema.prefault('7d'),
    /** Oldest token accepted, whatever its `exp` says; default JWT_EXPIRES_IN. */
    JWT_MAX_AGE: z.preprocess((v) => (v === '' ? undefined : v), durationSchema.optional()),
    /** Browser origins allowed to call the API (comma-separated); unset = same origin only. */
    CORS_ORIGINS: corsOriginsSetting,
    /** Proxies whose X-Forwarded-For is believed (hop count or addresses); unset = none. */
    TRUST_PROXY: trustProxySetting,
    /** Operators' bearer token for /readyz details on the app's port; unset = none there. */
    HEALTH_TOKEN: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(32, 'must be at least 32 characters (openssl rand -base64 32)').optional(),
    ),
    /** Live seat-map connections (Socket.IO) one client address, and the whole process, may hold. */
    SOCKET_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(SOCKET_LIMITS.perAddress),
    SOCKET_MAX_TOTAL: z.coerce.number().int().positive().default(SOCKET_LIMITS.total),
    /** Sockets that join no screening hear every seat change as arrays of seat ids (the original API's). */
    SOCKET_BROADCAST: socketBroadcastSetting,
    /** The API's public URL: absolute image URLs, /media embeddable by other origins. */
    PUBLIC_URL: publicUrlSetting,
  })
  .superRefine((c, ctx) => {
    const weak = c.NODE_ENV === 'production' ? weakSecretReason(c.JWT_SECRET) : null;
    if (weak) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: weak });
    if (c.JWT_MAX_AGE !== undefined && c.JWT_EXPIRES_IN > c.JWT_MAX_AGE)
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_EXPIRES_IN'],
        message: 'must not be longer than JWT_MAX_AGE (tokens would be refused before they expire)',
      });
  });
