import { z } from 'zod';

/** Every response carries the spec's envelope: success, message, and data or named fields. */
export const envelope = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.boolean(), message: z.string(), ...shape });

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  /** Field-level problems of a 400, keyed by field name. */
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/**
 * Opaque, ordered position of an event in the store's global log ("major:minor").
 * Commands return it; queries accept it back (header X-Min-Position) for read-your-writes.
 */
export const positionSchema = z.string().regex(/^\d+:\d+$/);
export const POSITION_HEADER = 'x-min-position';
