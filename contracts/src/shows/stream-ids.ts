/** One stream per screening (one date of a show): its holds, bookings and admissions. */
export const screeningStreamId = (screeningId: string) => `screening-${screeningId}`;
/** One stream per viewer account: the holds it took, across every screening. */
export const holdsStreamId = (accountId: string) => `holds-${accountId}`;

const SCREENING_STREAM = 'screening-';
const HOLDS_STREAM = 'holds-';

/** The screening a stream id names; null for any other stream. */
export const screeningOfStream = (streamId: string): string | null =>
  streamId.startsWith(SCREENING_STREAM) && streamId.length > SCREENING_STREAM.length
    ? streamId.slice(SCREENING_STREAM.length)
    : null;

/** The account whose holds a stream id names; null for any other stream. */
export const accountOfHoldsStream = (streamId: string): string | null =>
  streamId.startsWith(HOLDS_STREAM) && streamId.length > HOLDS_STREAM.length
    ? streamId.slice(HOLDS_STREAM.length)
    : null;
