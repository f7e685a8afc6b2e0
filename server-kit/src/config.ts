import { z } from 'zod';

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

export const DEV_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

/** Settings every service shares. Production refuses the development JWT secret. */
export const commonConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_JWT_SECRET),
    JWT_EXPIRES_IN: z.string().default('7d'),
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
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.JWT_SECRET !== DEV_JWT_SECRET, {
    message: 'JWT_SECRET must be set in production',
    path: ['JWT_SECRET'],
  });
