import { z } from 'zod';
import { envelope } from '../common/envelope.ts';
import { cinemaNameSchema, cinemaSchema, pincodeSchema } from './cinemas.ts';

export * from './screen-texts.ts';

const idField = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(200);

/** A screen's name as the cinema calls it ("Audi 4", "IMAX"), spaces collapsed. */
export const screenNameSchema = z
  .string({ error: 'Screen name is required' })
  .trim()
  .min(1, 'Screen name is required')
  .max(30, 'Screen name can be at most 30 characters')
  .transform((s) => s.replace(/\s+/g, ' '));

/** A new screen; without a name it is labelled by position ("Screen-4"). */
export const addScreenRequest = z.object({
  cinemaId: idField('Cinema id'),
  name: screenNameSchema.optional(),
});
export type AddScreenRequest = z.infer<typeof addScreenRequest>;

export const renameScreenRequest = z.object({ screenId: idField('Screen id'), name: screenNameSchema });
export type RenameScreenRequest = z.infer<typeof renameScreenRequest>;

export const retireScreenRequest = z.object({ screenId: idField('Screen id') });
export type RetireScreenRequest = z.infer<typeof retireScreenRequest>;

/** The cinema's name and pincode (the spec's Add Cinema rules); its city stays. */
export const updateCinemaRequest = z.object({
  cinemaId: idField('Cinema id'),
  cinemaName: cinemaNameSchema,
  pincode: pincodeSchema,
});
export type UpdateCinemaRequest = z.infer<typeof updateCinemaRequest>;

/** Each answers with the whole cinema as it is afterwards. */
export const cinemaChangedResponse = envelope({ data: cinemaSchema, position: z.string() });
