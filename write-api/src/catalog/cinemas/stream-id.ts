/** One stream per cinema: the cinema, its screens and its schedule of shows (one consistency boundary). */
export const cinemaStreamId = (cinemaId: string) => `cinema-${cinemaId}`;
