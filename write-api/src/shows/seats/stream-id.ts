/** One stream per screening (one date of a show): its holds, bookings and admissions. */
export const screeningStreamId = (screeningId: string) => `screening-${screeningId}`;
