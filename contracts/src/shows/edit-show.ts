import { z } from 'zod';
import { envelope } from '../common/envelope.ts';
import {
  dateField,
  endBeforeStartError,
  endNotBeforeStart,
  idField,
  showFields,
  showSchema,
} from './shows.ts';

/** POST /show/editShow: a pending show's dates, timing and screen, checked as Add Show checks them. */
export const editShowRequest = showFields
  .pick({ screenId: true, timing: true, showStart: true, showEnd: true })
  .extend({ showId: idField('Show') })
  .refine(endNotBeforeStart, endBeforeStartError);
export type EditShowRequest = z.infer<typeof editShowRequest>;

/** POST /show/extendShowRun: a live show runs until a later date; each added date gets a screening. */
export const extendShowRunRequest = z.object({ showId: idField('Show'), showEnd: dateField('Show end') });
export type ExtendShowRunRequest = z.infer<typeof extendShowRunRequest>;

export const editShowResponse = envelope({ data: showSchema, position: z.string() });
export const extendShowRunResponse = envelope({
  data: z.object({
    showId: z.string(),
    showEnd: z.string(),
    /** The screenings this call added (none when the run already ended on that date). */
    screenings: z.array(z.object({ screeningId: z.string(), date: z.string() })),
  }),
  position: z.string(),
});
