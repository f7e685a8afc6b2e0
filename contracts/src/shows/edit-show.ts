import { z } from 'zod';
import { TIMING_VALUES } from '../common/constants.ts';
import { isCalendarDate } from '../common/dates.ts';
import { envelope } from '../common/envelope.ts';
import { VALIDATION } from '../common/messages.ts';
import { showSchema } from './shows.ts';

const idField = (what: string) =>
  z.string({ error: VALIDATION.allFieldsRequired }).trim().min(1, `${what} is required`).max(200);
/** A calendar date; an ISO date-time is accepted and its date part kept (as Add Show reads them). */
const dateField = (what: string) =>
  z
    .string({ error: VALIDATION.allFieldsRequired })
    .trim()
    .transform((s) => s.slice(0, 10))
    .refine(isCalendarDate, `${what} must be a date`);

/** POST /show/editShow: a pending show's dates, timing and screen, checked as Add Show checks them. */
export const editShowRequest = z
  .object({
    showId: idField('Show'),
    screenId: idField('Screen'),
    timing: z.enum(TIMING_VALUES, { error: 'Choose a show time' }),
    showStart: dateField('Show start'),
    showEnd: dateField('Show end'),
  })
  .refine((v) => v.showEnd >= v.showStart, { message: VALIDATION.endDateBeforeStart, path: ['showEnd'] });
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
